import { describe, expect, it } from "vitest";

import { contentDisposition, downloadResponse } from "./download";

describe("contentDisposition", () => {
  it("names the file in ASCII and in UTF-8", () => {
    expect(contentDisposition("applications-2026-11-22.csv")).toBe(
      "attachment; filename=\"applications-2026-11-22.csv\"; filename*=UTF-8''applications-2026-11-22.csv",
    );
    expect(contentDisposition("Résumé Aditi (final).pdf")).toBe(
      "attachment; filename=\"Resume Aditi (final).pdf\"; filename*=UTF-8''R%C3%A9sum%C3%A9%20Aditi%20%28final%29.pdf",
    );
    expect(contentDisposition("अदिति.pdf")).toMatch(/^attachment; filename="_+\.pdf"; filename\*=UTF-8''%E0%A4/);
  });

  it("keeps quotes, line breaks, backslashes and paths out of the header", () => {
    const header = contentDisposition('..\\..\\evil"\r\nSet-Cookie: a=b;.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      "attachment; filename=\"evil_Set-Cookie: a=b;.pdf\"; filename*=UTF-8''evil%22Set-Cookie%3A%20a%3Db%3B.pdf",
    );
    expect(contentDisposition("/etc/passwd")).toBe("attachment; filename=\"passwd\"; filename*=UTF-8''passwd");
    expect(contentDisposition("100%.pdf")).toBe("attachment; filename=\"100_.pdf\"; filename*=UTF-8''100%25.pdf");
    expect(contentDisposition("\u202e\r\n")).toBe("attachment; filename=\"download\"; filename*=UTF-8''download");
  });
});

describe("downloadResponse", () => {
  it("is always saved, never sniffed, run or cached", async () => {
    const response = downloadResponse(new Uint8Array([37, 80, 68, 70]), {
      fileName: "cv.pdf",
      mediaType: "application/pdf",
    });
    expect(Object.fromEntries(response.headers)).toEqual({
      "content-type": "application/pdf",
      "content-disposition": "attachment; filename=\"cv.pdf\"; filename*=UTF-8''cv.pdf",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
      "cache-control": "no-store",
    });
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
  });

  it("streams a body it is handed as a stream, with the length it is told", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4");
    const response = downloadResponse(new Blob([bytes]).stream(), {
      fileName: "cv.pdf",
      mediaType: "application/pdf",
      bytes: bytes.length,
    });
    expect(response.headers.get("content-length")).toBe("8");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });
});
