import { isRouteErrorResponse } from "react-router";

/** The careers specification's words for a job that cannot be loaded (section 8). */
export const noJobIdMessage = "No job ID provided for application.";
export const jobNotFoundMessage = "Job not found. The ID might be invalid.";

/**
 * Why the application page has no job, from the answer that refused it: the loader's own words
 * (no id, unknown id), or the status of a request that failed, the server's or, after a link on
 * the site, the browser's request for the page's data.
 */
export function jobLoadErrorMessage(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const message: unknown = (error.data as { message?: unknown } | null)?.message;
  if (typeof message === "string") return message;
  return error.status === 404 ? jobNotFoundMessage : `HTTP error! Status: ${error.status}`;
}
