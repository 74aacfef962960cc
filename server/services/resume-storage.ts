import { createHash, randomUUID } from "node:crypto";
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
 * Stores a resume under DATA_DIR/resumes/ by the SHA-256 of its content; the
 * client's file name never reaches the file system. Written to a temporary name
 * first so a crash never leaves half a file under the real key.
 */
export async function storeResume(dataDir: string, content: Buffer, extension: string): Promise<string> {
  const key = `${createHash("sha256").update(content).digest("hex")}.${extension}`;
  const folder = path.join(dataDir, "resumes");
  await fs.mkdir(folder, { recursive: true });
  const target = path.join(folder, key);
  const temporary = path.join(folder, `.${randomUUID()}.partial`);
  await fs.writeFile(temporary, content, { flag: "wx" });
  await fs.rename(temporary, target);
  return key;
}
