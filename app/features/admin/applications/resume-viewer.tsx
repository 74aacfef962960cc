import { useRef, useState } from "react";

import { buttonClass } from "~/features/admin/shared/ui/submit-button";

type ViewerState = { status: "closed" | "loading" | "shown" } | { status: "failed"; message: string };

/** More pages than a resume has: a longer file is cut here, and says so. */
const pageLimit = 12;

/**
 * A PDF resume read in the page: pdf.js (loaded only when asked) draws each page on a canvas from
 * the file's bytes. The file is never opened as a document of the site, so nothing in it can run
 * here (pdf.js runs no script of a PDF, and is told not to compile fonts with eval). Fetching the
 * bytes is audited like a download, as a view.
 */
export function ResumeViewer({ resumePath }: { resumePath: string }) {
  const [state, setState] = useState<ViewerState>({ status: "closed" });
  const [cut, setCut] = useState(false);
  const pages = useRef<HTMLDivElement>(null);

  async function show() {
    setState({ status: "loading" });
    try {
      const [pdfjs, worker, response] = await Promise.all([
        import("pdfjs-dist"),
        import("pdfjs-dist/build/pdf.worker.min.mjs?url"),
        fetch(`${resumePath}?view=1`),
      ]);
      if (!response.ok) throw new Error("The resume could not be loaded. Please try again, or download it.");
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      const pdf = await pdfjs.getDocument({ data: await response.arrayBuffer(), isEvalSupported: false }).promise;
      const container = pages.current!;
      container.replaceChildren();
      const count = Math.min(pdf.numPages, pageLimit);
      for (let number = 1; number <= count; number += 1) {
        const page = await pdf.getPage(number);
        const width = container.clientWidth;
        const viewport = page.getViewport({ scale: (width / page.getViewport({ scale: 1 }).width) * devicePixelRatio });
        const canvas = document.createElement("canvas");
        canvas.width = viewport.width;
        canvas.height = viewport.height;
        canvas.style.width = "100%";
        canvas.setAttribute("role", "img");
        canvas.setAttribute("aria-label", `Page ${number} of ${pdf.numPages} of the resume`);
        canvas.className = "rounded-lg border border-slate-200 bg-white";
        container.append(canvas);
        await page.render({ canvas, viewport }).promise;
      }
      setCut(pdf.numPages > pageLimit);
      setState({ status: "shown" });
    } catch (error) {
      setState({
        status: "failed",
        message:
          error instanceof Error && error.message.startsWith("The resume")
            ? error.message
            : "This PDF could not be shown. Please download it instead.",
      });
    }
  }

  return (
    <div>
      {state.status === "closed" || state.status === "failed" ? (
        <button type="button" onClick={() => void show()} className={buttonClass("secondary")}>
          View the resume here
        </button>
      ) : null}
      {state.status === "loading" ? <p className="text-sm text-slate-600">Loading the resume...</p> : null}
      {state.status === "failed" ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {state.message}
        </p>
      ) : null}
      <div ref={pages} className="mt-3 flex flex-col gap-3" aria-live="polite" />
      {cut ? (
        <p className="mt-2 text-sm text-slate-600">
          Only the first {pageLimit} pages are shown; download it for the rest.
        </p>
      ) : null}
    </div>
  );
}
