import { describe, expect, it } from "vitest";

import { detectResumeType, resumeDownloadName } from "./resume-content";

/** A ZIP archive of these files, stored uncompressed: enough for type detection, which reads the entries. */
function zipWith(files: Record<string, string>): Buffer {
  const entries = Object.entries(files).map(([name, text]) => {
    const content = Buffer.from(text);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0); // local file header signature
    header.writeUInt16LE(20, 4); // version needed to extract
    header.writeUInt32LE(content.length, 18); // compressed size
    header.writeUInt32LE(content.length, 22); // uncompressed size
    header.writeUInt16LE(name.length, 26);
    return Buffer.concat([header, Buffer.from(name), content]);
  });
  return Buffer.concat(entries);
}

const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n");
const docx = zipWith({
  "[Content_Types].xml":
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Override PartName="/word/document.xml" ' +
    'ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  "word/document.xml": "<w:document/>",
});
// The signature of an OLE compound file, the container of Word 97-2003 documents.
const compoundFile = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(504)]);
const windowsExecutable = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(510)]);

describe("detectResumeType", () => {
  it("recognises a PDF by its content", async () => {
    expect(await detectResumeType(pdf, "cv.pdf")).toEqual({ mediaType: "application/pdf", extension: "pdf" });
  });

  it("recognises a DOCX by the Word document inside the archive", async () => {
    expect(await detectResumeType(docx, "cv.docx")).toEqual({
      mediaType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      extension: "docx",
    });
  });

  it("takes a compound file for a DOC only when it is named .doc", async () => {
    expect(await detectResumeType(compoundFile, "CV.DOC")).toEqual({
      mediaType: "application/msword",
      extension: "doc",
    });
    expect(await detectResumeType(compoundFile, "budget.xls")).toBeUndefined();
  });

  it("refuses an executable or a plain zip whatever it is called", async () => {
    expect(await detectResumeType(windowsExecutable, "cv.pdf")).toBeUndefined();
    expect(await detectResumeType(zipWith({ "notes.txt": "not a resume" }), "cv.docx")).toBeUndefined();
    expect(await detectResumeType(Buffer.from("just text"), "cv.doc")).toBeUndefined();
  });
});

describe("resumeDownloadName", () => {
  it("keeps the candidate's name for the file and gives it the extension of the type its content is", () => {
    const pdfType = "application/pdf";
    expect(resumeDownloadName("Aditi Rao CV.pdf", pdfType)).toBe("Aditi Rao CV.pdf");
    expect(resumeDownloadName("cv.html", pdfType)).toBe("cv.pdf");
    expect(resumeDownloadName("..\\..\\windows\\cv.PDF", pdfType)).toBe("cv.pdf");
    expect(resumeDownloadName("/etc/passwd", pdfType)).toBe("passwd.pdf");
    expect(resumeDownloadName("  .pdf ", pdfType)).toBe("resume.pdf");
    expect(resumeDownloadName("Lebenslauf.docx", "application/msword")).toBe("Lebenslauf.doc");
    expect(resumeDownloadName("cv", "text/html")).toBe("cv.bin");
  });
});
