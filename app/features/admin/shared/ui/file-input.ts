/** A file field's look in the back office: the browser's own button, dressed as the site's. */
export const fileInputClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 file:mr-3 file:rounded-full file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-brand-900";

/**
 * A file field's change handler that refuses a chosen file over `maxBytes` with `message`, so the
 * browser says so before a large upload is sent for nothing; the server checks again.
 */
export const refusingFilesOver =
  (maxBytes: number, message: string) =>
  (event: { currentTarget: HTMLInputElement }): void => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.setCustomValidity(file && file.size > maxBytes ? message : "");
  };
