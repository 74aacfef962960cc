import { data, redirect, type RouterContextProvider } from "react-router";

import type { BackOfficeArea, SessionStep, StaffMember } from "~domain/staff/staff";
import { backOfficeContext, type AreaDesks, type OpenSession, type SignedIn } from "~contracts/back-office";
import type { OpenedSession } from "~contracts/staff";

import { tokenCookie } from "~/components/cookie-pair.server";

import { deviceCookie } from "./device-cookie.server";

export type RouteArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

/**
 * The session cookie holds only a random token (the database keeps its hash). Over HTTPS it
 * is Secure and carries the __Host- prefix, which browsers accept only from this exact
 * origin, on path /, without a Domain: a sibling subdomain cannot plant or overwrite it.
 */
const session = tokenCookie("nexora-staff", {
  prefix: "__Host-",
  httpOnly: true,
  sameSite: "lax",
  path: "/",
  maxAge: 12 * 60 * 60,
});

/** The session token the browser sent, if any. */
export const sessionToken = session.tokenOf;

/** The Set-Cookie of a new session. */
export const sessionCookie = session.setCookie;

/** The Set-Cookie that removes the session from the browser. */
export const clearedSessionCookie = session.clearedCookie;

/** A stand-in origin to resolve `next` against: what it resolves to must stay on it. */
const ownOrigin = "http://back-office.invalid";

/**
 * Where the sign-in page sends someone back to: a back-office path of this site, as the URL
 * parser resolves it, and nothing else. A control character (a line break would split the
 * Location header, so the session's cookie never arrived) or anything that leaves /admin
 * once resolved (`//host`, `/\host`, `/admin/../x`, another origin) goes to /admin instead.
 */
export function safeNextPath(value: string | null | undefined): string {
  if (!value?.startsWith("/") || /\p{Cc}/u.test(value)) return "/admin";
  const url = new URL(value, ownOrigin);
  return url.origin === ownOrigin && /^\/admin(\/|$)/.test(url.pathname)
    ? `${url.pathname}${url.search}${url.hash}`
    : "/admin";
}

/**
 * The session each page request resolved, by its load context (one per request). The layout's
 * loader and the page's run side by side and both check; on a GET they share one lookup. A POST
 * looks again each time, since its action may just have ended the session.
 */
const resolvedForRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<OpenSession | undefined>>();

async function resolve({ request, context }: RouteArgs): Promise<OpenSession | undefined> {
  const token = await sessionToken(request);
  return token ? context.get(backOfficeContext).session(token) : undefined;
}

/** This browser's live session, signed in or still at a step of signing in; undefined without one. */
export function currentSession(args: RouteArgs): Promise<OpenSession | undefined> {
  if (args.request.method !== "GET") return resolve(args);
  let resolved = resolvedForRequest.get(args.context);
  if (!resolved) {
    resolved = resolve(args);
    resolvedForRequest.set(args.context, resolved);
  }
  return resolved;
}

/** The signed-in person, or undefined; used by the sign-in page to skip itself. */
export async function currentStaff(args: RouteArgs): Promise<StaffMember | undefined> {
  const session = await currentSession(args);
  return session && session.pendingStep === null ? session.member : undefined;
}

/** The page of each step a session may still have to take before it opens the back office. */
export const stepPaths: Record<SessionStep, string> = {
  "second-factor": "/admin/sign-in/code",
  "set-up-second-factor": "/admin/account/authenticator",
};

const withNext = (path: string, next: string) => `${path}?next=${encodeURIComponent(next)}`;

/**
 * The session of a page that a session still signing in may also open: the page of its step
 * (`allow`). A session at another step is sent to that step's page; none, to sign in.
 */
export async function requireSession(args: RouteArgs): Promise<SignedIn>;
export async function requireSession(args: RouteArgs, allow: SessionStep): Promise<OpenSession>;
export async function requireSession(args: RouteArgs, allow?: SessionStep): Promise<OpenSession> {
  const session = await currentSession(args);
  const next = args.request.method === "GET" ? `${args.url.pathname}${args.url.search}` : "/admin";
  if (!session) {
    throw redirect(withNext("/admin/sign-in", next), {
      headers: { "set-cookie": await clearedSessionCookie(args.request) },
    });
  }
  if (session.pendingStep !== null && session.pendingStep !== allow) {
    throw redirect(withNext(stepPaths[session.pendingStep], next));
  }
  return session;
}

/**
 * The one way into the back office's desks: every loader and every action calls it before
 * doing anything. No session (or an expired one) goes to the sign-in page and comes back
 * afterwards; a session that still owes a second factor goes to that step first. It answers the
 * member with what they may do, bound to them (server/back-office-access.ts), and with an area,
 * that area's desks; a role without the area has none of them and gets 403. Hiding a button is
 * not a check.
 */
export async function requireStaff(args: RouteArgs): Promise<SignedIn>;
export async function requireStaff<Area extends BackOfficeArea>(
  args: RouteArgs,
  area: Area,
): Promise<SignedIn & AreaDesks[Area]>;
export async function requireStaff(args: RouteArgs, area?: BackOfficeArea): Promise<SignedIn> {
  const signedIn = await requireSession(args);
  if (!area) return signedIn;
  const desks = signedIn.areas[area];
  if (!desks) throw notYourArea();
  return { ...signedIn, ...desks };
}

const notYourArea = () => data({ message: "Your role does not give access to this page." }, { status: 403 });

/**
 * requireStaff for a page whose parts belong to several areas (the funnel across the company: the
 * sales half and the careers half): the member with the desks of those of `areas` their role opens,
 * in `areas`; a role with none of them gets 403.
 */
export async function requireStaffInAny(args: RouteArgs, areas: readonly BackOfficeArea[]): Promise<SignedIn> {
  const signedIn = await requireSession(args);
  if (!areas.some((area) => signedIn.areas[area])) throw notYourArea();
  return signedIn;
}

/** Ends this browser's session. */
export async function endSession({ request, context }: RouteArgs): Promise<void> {
  const token = await sessionToken(request);
  if (token) await context.get(backOfficeContext).doors.signOut(token);
}

/**
 * The answer to every way of signing in that succeeded (password, passkey, single sign-on, the
 * first-run link): the new session's cookie and the browser's new device cookie, and the page it
 * goes to: `next`, or first the page of the step the session still owes. The token the browser
 * held before, if any, ends here: a token planted before sign-in never becomes a signed-in one.
 */
export async function signedInRedirect(args: RouteArgs, opened: OpenedSession, next: string): Promise<never> {
  await endSession(args);
  const headers = new Headers();
  headers.append("set-cookie", await sessionCookie(args.request, opened.token));
  headers.append("set-cookie", await deviceCookie(args.request, opened.deviceCookie));
  throw redirect(opened.pendingStep ? withNext(stepPaths[opened.pendingStep], next) : next, { headers });
}
