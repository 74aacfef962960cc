import { routedPath } from "../site/routed-path";

/**
 * The routes whose address carries a secret: whoever has the address can act as the person it
 * was sent to (move their call, pick their interview, set a password). Analytics counts them
 * under the pattern, never with the secret, so nobody who reads the reports gets the link.
 * Every route of app/routes.ts with a dynamic segment is named here or in the list of open ones
 * of app/analytics/secret-routes.test.ts, so a new secret route cannot be left out unseen.
 * drizzle/0036_analytics-secret-paths.sql rewrote the rows stored before with this list.
 */
export const secretRoutePatterns = [
  "/demo/manage/:token",
  "/interview/:token",
  "/job-alerts/confirm/:token",
  "/job-alerts/unsubscribe/:token",
  "/newsletter/confirm/:token",
  "/newsletter/unsubscribe/:token",
  "/privacy/your-data/open/:token",
  "/admin/set-password/:token",
  "/admin/first-run/:token",
] as const;

/** What stands in a counted path for the secret and whatever followed it. */
export const secretShown = "…";

type SecretRoute = { leading: string[]; shown: string };

const secretRoutes: SecretRoute[] = secretRoutePatterns.map((pattern) => {
  const segments = pattern.split("/").filter(Boolean);
  const secretAt = segments.findIndex((segment) => segment.startsWith(":"));
  const leading = segments.slice(0, secretAt);
  return { leading, shown: `/${[...leading, secretShown].join("/")}` };
});

/**
 * The path's segments as the router reads them: dot segments resolved, each decoded, case aside
 * (the caller compares in lower case). Empty segments are dropped, so `//admin` or `/demo//manage/x`
 * is not a way past the checks below; an encoded "/" parts segments too, for the same reason.
 */
function segmentsOf(path: string): string[] {
  return routedPath(path)
    .split(/\/|%2F/i)
    .filter(Boolean)
    .map((segment) => segment.toLowerCase());
}

const isBackOffice = (segments: string[]) => segments[0] === "admin";

/**
 * The path a page view is counted under, or undefined for a page that is not counted (the back
 * office, however its address is spelled). A secret route's address is counted as its pattern
 * with "…" for the secret (`/demo/manage/…`); any other path as it came, still encoded as an
 * address bar shows it (decoded, a space or a "?" would be no beacon's path). The beacon sends it
 * so, and the collector makes it again from whatever a client sends.
 */
export function countedPath(path: string): string | undefined {
  const segments = segmentsOf(path);
  if (isBackOffice(segments)) return undefined;
  const secret = secretRoutes.find(
    ({ leading }) => segments.length > leading.length && leading.every((segment, index) => segments[index] === segment),
  );
  return secret ? secret.shown : path;
}
