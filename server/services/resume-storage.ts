import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import { fileTypeFromBuffer } from "file-type";

export type StoredResume = { key: string; mediaType: string; bytes: number };

const docx = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";

/**
 * The resume's real type, read from its content, never from its name: PDF, DOCX
 * (a zip with a Word document inside) or DOC (an OLE compound file named .doc).
 */
export async function detectResumeType(
  content: Buffer,
  fileName: string,
): Promise<{ mediaType: string; extension: string } | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (detected?.mime === "application/pdf") return { mediaType: "application/pdf", extension: "pdf" };
  if (detected?.mime === docx) return { mediaType: docx, extension: "docx" };
  if (detected?.ext === "cfb" && /\.doc$/i.test(fileName)) return { mediaType: "application/msword", extension: "doc" };
  return undefined;
}

/**
 * Stores a resume under DATA_DIR/resumes/, named by the application it belongs to; the
 * client's file name never reaches the file system. One file per application, so a
 * failed submission or an erased candidate removes its own file and no one else's
 * (docs/decisions/007-resume-files-per-application.md). Written to a temporary name
 * first so a crash never leaves half a file under the real key.
 */
export async function storeResume(
  dataDir: string,
  applicationId: string,
  content: Buffer,
  extension: string,
): Promise<string> {
  const key = `${applicationId}.${extension}`;
  const folder = path.join(dataDir, "resumes");
  await fs.mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.${randomUUID()}.partial`);
  await fs.writeFile(temporary, content, { flag: "wx" });
  await fs.rename(temporary, path.join(folder, key));
  return key;
}

/** Removes a stored resume; one that is already gone is fine. */
export async function removeResume(dataDir: string, key: string): Promise<void> {
  await fs.rm(path.join(dataDir, "resumes", path.basename(key)), { force: true });
}
