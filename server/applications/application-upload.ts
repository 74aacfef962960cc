import type { FastifyError, FastifyRequest } from "fastify";

import { RequestError } from "../plugins/api-errors";
import { isStorableText, unstorableFields } from "../../domain/forms/storable-text";

/** Fields the form sends as JSON strings (careers specification, section 7). */
export const jsonFields: ReadonlySet<string> = new Set(["education", "workExperience", "minimumQualifications"]);

export type ApplicationUpload = { fields: Record<string, unknown>; resume?: { content: Buffer; fileName: string } };

/**
 * Reads the application's multipart body into memory (the resume is at most 10 MB).
 * Every way the body can be broken answers 4xx: the parser's own limits keep their
 * 413s, and a missing boundary, a truncated body or a malformed part header is a 400.
 */
export async function readApplicationUpload(request: FastifyRequest): Promise<ApplicationUpload> {
  const upload: ApplicationUpload = { fields: {} };
  const errors: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === "file") {
        // toBuffer() throws 413 past the 10 MB limit.
        const content = await part.toBuffer();
        if (part.fieldname !== "resume" || content.length === 0) continue;
        upload.resume = { content, fileName: part.filename };
        if (!isStorableText(part.filename)) {
          errors.resume = "The resume's file name contains a character that cannot be stored. Please rename the file.";
        }
      } else if (jsonFields.has(part.fieldname)) {
        try {
          upload.fields[part.fieldname] = JSON.parse(String(part.value));
        } catch {
          errors[part.fieldname] = "This list could not be read. Please send the form again.";
        }
      } else {
        upload.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // The parser's limits (413) and its refusal of a "__proto__" field name (400) say what went wrong.
    const status = (error as FastifyError).statusCode;
    if (status === 413 || status === 400) throw error;
    throw new RequestError(
      400,
      "The application could not be read: the upload was incomplete or malformed. Please send it again.",
    );
  }
  Object.assign(errors, unstorableFields(upload.fields));
  if (Object.keys(errors).length > 0) throw new RequestError(400, "Please correct the highlighted fields.", errors);
  return upload;
}
