import { LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Form, Link, NavLink, useNavigation } from "react-router";

import { Logo } from "~/components/ui/logo";
import { staffRoleLabels, type StaffMember } from "~domain/staff/staff";

import { navItemsFor } from "./admin-nav";
import type { NavCount } from "./day-counts.server";

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block shrink-0 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap ${
    isActive ? "bg-brand-900 text-white" : "text-slate-700 hover:bg-slate-100"
  }`;

/**
 * The frame of every signed-in page: who is signed in and the way out at the top, the
 * sections their role may use beside the page (above it, scrolling sideways, on a phone).
 */
export function AdminShell({
  member,
  counts = {},
  children,
}: {
  member: StaffMember;
  /** What waits beside a navigation entry, by its address (day-counts.server.ts). */
  counts?: Record<string, NavCount>;
  children: ReactNode;
}) {
  const items = navItemsFor(member.role);
  const loading = useNavigation().state !== "idle";
  return (
    <div className="min-h-screen bg-slate-50">
      {/* A page on its way: a bar along the top, and the page marked busy for screen readers. */}
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent-600 transition-transform duration-500 ${
          loading ? "scale-x-75" : "scale-x-0"
        }`}
      />
      <a
        href="#admin-main"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex items-center gap-3">
            <Logo to="/admin" />
            <span className="hidden rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800 sm:inline">
              Back office
            </span>
          </div>
          <div className="flex items-center gap-2">
            <Link
              to="/admin/account"
              className="flex items-center gap-2 rounded-full px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100"
            >
              <UserRound aria-hidden="true" className="size-4" />
              <span className="sr-only">Your account: </span>
              <span className="sr-only max-w-[12rem] truncate sm:not-sr-only">{member.name || member.email}</span>
              <span className="hidden text-xs text-slate-500 md:inline">{staffRoleLabels[member.role]}</span>
            </Link>
            <Form method="post" action="/admin/sign-out">
              <button
                type="submit"
                className="flex items-center gap-1.5 rounded-full border border-slate-300 px-3 py-1.5 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-slate-50"
              >
                <LogOut aria-hidden="true" className="size-4" />
                <span className="sr-only sm:not-sr-only">Sign out</span>
              </button>
            </Form>
          </div>
        </div>
      </header>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6 md:flex-row md:gap-8 md:py-8">
        <nav aria-label="Back office" className="md:w-48 md:shrink-0">
          <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
            <li>
              <NavLink to="/admin" end className={navLinkClass}>
                Overview
              </NavLink>
            </li>
            {items.map((item) => (
              <li key={item.to}>
                {/* A page with pages of its own in the menu (/admin/privacy, /admin/privacy/requests) is current only on itself. */}
                <NavLink
                  to={item.to}
                  end={items.some((other) => other.to.startsWith(`${item.to}/`))}
                  className={navLinkClass}
                >
                  {item.label}
                  <NavCountBadge count={counts[item.to]} />
                </NavLink>
              </li>
            ))}
            {/* Everyone may be asked to interview, and may refer candidates, whatever their role. */}
            <li>
              <NavLink to="/admin/interviews" className={navLinkClass}>
                Interviews
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin/referrals" className={navLinkClass}>
                Referrals
              </NavLink>
            </li>
          </ul>
        </nav>
        <main id="admin-main" className="min-w-0 flex-1" aria-busy={loading}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The frame of the pages before sign-in: the logo and one card. */
export function AdminCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-slate-50 px-4 py-12">
      <header>
        <Logo />
      </header>
      <main className="mt-8 w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">{title}</h1>
        <div className="mt-6">{children}</div>
      </main>
    </div>
  );
}

function NavCountBadge({ count }: { count: NavCount | undefined }) {
  if (!count) return null;
  return (
    // Relative: the screen reader's words stay inside the scrolling navigation on a phone.
    <span className="relative ml-2 rounded-full bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
      {count.count}
      <span className="sr-only"> {count.what}</span>
    </span>
  );
}
