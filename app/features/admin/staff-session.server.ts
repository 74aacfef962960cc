import { createCookie, data, redirect, type RouterContextProvider } from "react-router";

import { mayUse, type BackOfficeArea, type StaffMember } from "~domain/staff";
import { siteContext } from "~contracts/load-context";

type RouteArgs = { request: Request; url: URL; context: Readonly<RouterContextProvider> };

const cookieOptions = { httpOnly: true, sameSite: "lax", path: "/", maxAge: 12 * 60 * 60 } as const;

/**
 * The session cookie holds only a random token (the database keeps its hash). Over HTTPS it
 * is Secure and carries the __Host- prefix, which browsers accept only from this exact
 * origin, on path /, without a Domain: a sibling subdomain cannot plant or overwrite it.
 */
const secureCookie = createCookie("__Host-nexora-staff", { ...cookieOptions, secure: true });
const plainCookie = createCookie("nexora-staff", { ...cookieOptions, secure: false });

const cookieFor = (request: Request) => (new URL(request.url).protocol === "https:" ? secureCookie : plainCookie);

async function sessionToken(request: Request): Promise<string | undefined> {
  const token: unknown = await cookieFor(request).parse(request.headers.get("cookie"));
  return typeof token === "string" && token.length > 0 ? token : undefined;
}

/** The Set-Cookie of a new session. */
export const sessionCookie = (request: Request, token: string) => cookieFor(request).serialize(token);

/** The Set-Cookie that removes the session from the browser. */
export const clearedSessionCookie = (request: Request) => cookieFor(request).serialize("", { maxAge: 0 });

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
const resolvedForRequest = new WeakMap<Readonly<RouterContextProvider>, Promise<StaffMember | undefined>>();

async function resolve({ request, context }: RouteArgs): Promise<StaffMember | undefined> {
  const token = await sessionToken(request);
  return token ? context.get(siteContext).backOffice.staff.resolveSession(token) : undefined;
}

/** The signed-in person, or undefined; used by the sign-in page to skip itself. */
export function currentStaff(args: RouteArgs): Promise<StaffMember | undefined> {
  if (args.request.method !== "GET") return resolve(args);
  let resolved = resolvedForRequest.get(args.context);
  if (!resolved) {
    resolved = resolve(args);
    resolvedForRequest.set(args.context, resolved);
  }
  return resolved;
}

/**
 * The one role check of the back office: every loader and every action calls it before
 * doing anything. No session (or an expired one) goes to the sign-in page and comes back
 * afterwards; a role without the area gets 403. Hiding a button is not a check.
 */
export async function requireStaff(args: RouteArgs, area?: BackOfficeArea): Promise<StaffMember> {
  const member = await currentStaff(args);
  if (!member) {
    const next = args.request.method === "GET" ? `${args.url.pathname}${args.url.search}` : "/admin";
    throw redirect(`/admin/sign-in?next=${encodeURIComponent(next)}`, {
      headers: { "set-cookie": await clearedSessionCookie(args.request) },
    });
  }
  if (area && !mayUse(member.role, area)) {
    throw data({ message: "Your role does not give access to this page." }, { status: 403 });
  }
  return member;
}

/** Ends this browser's session. */
export async function endSession({ request, context }: RouteArgs): Promise<void> {
  const token = await sessionToken(request);
  if (token) await context.get(siteContext).backOffice.staff.signOut(token);
}
