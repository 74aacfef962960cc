import { ArrowRight } from "lucide-react";
import { Link } from "react-router";

import type { StaffMember } from "~domain/staff";

import { PageHeader } from "~/features/admin/ui/page-header";
import { navItemsFor } from "./admin-nav";

/** The landing page: what this person's role lets them do, one card each. */
export function Overview({ member }: { member: StaffMember }) {
  const items = navItemsFor(member.role);
  return (
    <>
      <PageHeader title={`Welcome${member.name ? `, ${member.name}` : ""}`} intro="What would you like to work on?" />
      {items.length === 0 ? (
        <p className="text-slate-700">Your role has no sections here yet.</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 hover:border-brand-700"
              >
                <span className="flex items-center justify-between font-semibold text-brand-900">
                  {item.label}
                  <ArrowRight aria-hidden="true" className="size-4 transition group-hover:translate-x-0.5" />
                </span>
                <span className="mt-1 text-sm text-slate-600">{item.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
