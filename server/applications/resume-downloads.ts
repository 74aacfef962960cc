import { Readable } from "node:stream";

import { eq } from "drizzle-orm";

import type { ResumeDownload } from "../../contracts/applications";
import type { Db } from "../db/db";
import { applications } from "../db/schema";
import type { FileStore } from "../kernel/storage/file-store";
import { isUuid } from "../kernel/lists/keyset";
import { audit, type Actor } from "../kernel/audit/audit";
import { resumeDownloadName } from "./resume-content";

/**
 * The stored resume, as a stream, and the name to offer it under; the download is in the audit
 * log. Undefined for an unknown application, or when its file is gone (nothing is logged then).
 */
export async function downloadResume(
  db: Db,
  actor: Actor,
  id: string,
  {
    resumes,
    now,
    purpose = "download",
  }: {
    resumes: FileStore;
    now: Date;
    /** Read in the back office's viewer, or saved as a file: both are audited, each as what it was. */
    purpose?: "download" | "view";
  },
): Promise<ResumeDownload | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      reference: applications.reference,
      key: applications.resumeKey,
      fileName: applications.resumeFileName,
      mediaType: applications.resumeMediaType,
    })
    .from(applications)
    .where(eq(applications.id, id));
  const content = row && (await resumes.read(row.key));
  if (!row || !content) return undefined;
  try {
    await audit(db, actor, now, {
      action: purpose === "view" ? "application.resume-view" : "application.resume-download",
      subjectType: "application",
      subjectId: id,
      summary:
        purpose === "view"
          ? `Viewed the resume of ${row.reference} in the back office.`
          : `Downloaded the resume of ${row.reference}.`,
    });
  } catch (error) {
    // Not handed out unaudited: let go of the open file or connection.
    content.stream.destroy();
    throw error;
  }
  return {
    fileName: resumeDownloadName(row.fileName, row.mediaType),
    mediaType: row.mediaType,
    bytes: content.bytes,
    content: Readable.toWeb(content.stream) as ReadableStream<Uint8Array>,
  };
}
