import { downloadResponse } from "./download";
import { requireStartedInBackOffice } from "./download-start.server";

/** A CSV file as a desk makes it: its bytes (whole, or streamed as they are read) and its name. */
export type CsvFile = { content: string | ReadableStream<Uint8Array>; fileName: string };

/** A CSV file handed out as the back office hands out every file (download.ts). */
export const csvDownload = ({ content, fileName }: CsvFile): Response =>
  downloadResponse(content, { fileName, mediaType: "text/csv; charset=utf-8" });

/**
 * The answer to an export of personal data, whose desk audits it: refused unless the download
 * started in the back office, with a way back to `page` (download-start.server.tsx), before
 * `exported` signs in, reads or records anything; then the file. `exported` throws its own
 * refusal (a 404 for a file that is not there).
 */
export async function auditedCsvDownload(
  request: Request,
  page: string,
  exported: () => Promise<CsvFile>,
): Promise<Response> {
  requireStartedInBackOffice(request, page);
  return csvDownload(await exported());
}
