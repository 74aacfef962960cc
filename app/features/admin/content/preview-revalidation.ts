import type { ShouldRevalidateFunction } from "react-router";

/** Where the blog form's values go to be drawn as the public page would draw them. */
export const blogPreviewAction = "/admin/blog/preview";

/**
 * A preview changes nothing on the server, so the pages around the form keep their data rather
 * than load it all again after every pause in typing; a reload would also lose a notice shown
 * once ("Draft saved."), which its first load has already taken.
 */
export const notAfterPreview: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === blogPreviewAction ? false : defaultShouldRevalidate;
