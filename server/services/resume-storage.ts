import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

import { fileTypeFromBuffer } from "file-type";

export type StoredResume = { key: string; mediaType: string; bytes: number };

/** The kinds of file a resume may be, by the extension it is stored and offered with. */
const resumeTypes = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  doc: "application/msword",
} as const;
type ResumeExtension = keyof typeof resumeTypes;

const typeOf = (extension: ResumeExtension) => ({ mediaType: resumeTypes[extension], extension });

/**
 * The resume's real type, read from its content, never from its name: PDF, DOCX
 * (a zip with a Word document inside) or DOC (an OLE compound file named .doc).
 */
export async function detectResumeType(
  content: Buffer,
  fileName: string,
): Promise<{ mediaType: string; extension: string } | undefined> {
  const detected = await fileTypeFromBuffer(content);
  if (detected?.mime === resumeTypes.pdf) return typeOf("pdf");
  if (detected?.mime === resumeTypes.docx) return typeOf("docx");
  if (detected?.ext === "cfb" && /\.doc$/i.test(fileName)) return typeOf("doc");
  return undefined;
}

/**
 * The name a resume is handed to staff under: the candidate's own (its last path part), with
 * the extension of the type its content was found to be, so the computer that saves it opens
 * it as that type and nothing else (a PDF named "cv.html" would open in a browser).
 */
export function resumeDownloadName(fileName: string, mediaType: string): string {
  const extension = Object.entries(resumeTypes).find(([, type]) => type === mediaType)?.[0] ?? "bin";
  const base = fileName
    .split(/[\\/]/)
    .pop()!
    .replace(/\.[^.]*$/, "")
    .trim();
  return `${base || "resume"}.${extension}`;
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

/** Where a key's file is: the key's own name in the resumes folder, whatever path the key holds. */
const resumePath = (dataDir: string, key: string) => path.join(dataDir, "resumes", path.basename(key));

/** Removes a stored resume; one that is already gone is fine. */
export async function removeResume(dataDir: string, key: string): Promise<void> {
  await fs.rm(resumePath(dataDir, key), { force: true });
}

/** A stored resume's content, or undefined when the file is gone; only the key's own name is used, never a path in it. */
export async function readResume(dataDir: string, key: string): Promise<Buffer<ArrayBuffer> | undefined> {
  try {
    return await fs.readFile(resumePath(dataDir, key));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
}
