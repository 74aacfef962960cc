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
 * The key a resume is stored under: the application it belongs to, with its type's extension;
 * the client's file name never reaches the store. One file per application, so a failed
 * submission or an erased candidate removes its own file and no one else's
 * (docs/decisions/007-resume-files-per-application.md).
 */
export const resumeKeyFor = (applicationId: string, extension: string) => `${applicationId}.${extension}`;
