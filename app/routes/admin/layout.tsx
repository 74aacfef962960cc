import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";

import { noticeMiddleware } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { AdminCard, AdminShell } from "~/features/admin/shared/shell/admin-shell";
import { dayCounts, navCounts } from "~/features/admin/shared/shell/day-counts.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/layout";

/** Every page under /admin sits in this layout; its own loader checks the role again (they run in parallel). */
export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireStaff(args);
  return { member: signedIn.member, counts: navCounts(await dayCounts(signedIn)) };
}

export const meta = () => adminMeta("Back office");

export const middleware = [noticeMiddleware];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell member={loaderData.member} counts={loaderData.counts}>
      <Outlet />
    </AdminShell>
  );
}

/** The refusal's own words when a loader gave them ("This contact is not one of yours."), else the status's. */
function messageOf(error: unknown): { title: string; text: string } {
  if (isRouteErrorResponse(error)) {
    const given: unknown = (error.data as { message?: unknown } | null)?.message;
    const said = (fallback: string) => (typeof given === "string" && given !== "" ? given : fallback);
    if (error.status === 403) return { title: "No access", text: said("Your role does not give access to this page.") };
    if (error.status === 404)
      return { title: "Not found", text: said("This page or record does not exist (any more).") };
  }
  return { title: "Something went wrong", text: "The page could not be shown. Please try again in a moment." };
}

/** A refusal or a fault below keeps the person inside the back office, with the way on. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const layout = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { title, text } = messageOf(error);
  const body = (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
      <p className="mt-2 text-slate-700">{text}</p>
      <Link to="/admin" className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4">
        Back to the overview
      </Link>
    </div>
  );
  return layout ? <AdminShell member={layout.member}>{body}</AdminShell> : <AdminCard title={title}>{body}</AdminCard>;
}
