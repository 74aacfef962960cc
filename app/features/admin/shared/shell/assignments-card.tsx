import { Link } from "react-router";

import type { Assignments } from "~contracts/contacts";

import { SectionCard } from "~/features/admin/shared/ui/section-card";

const leads = (count: number) => (count === 1 ? "1 open lead" : `${count} open leads`);
const tasks = (count: number) => (count === 1 ? "1 follow-up" : `${count} follow-ups`);

/** What each person on the sales desk has on their plate, and what nobody has taken yet. */
export function AssignmentsCard({ people, memberId }: { people: Assignments[]; memberId: string }) {
  if (people.length === 0) return null;
  return (
    <div className="mt-6">
      <SectionCard title="Assigned" intro="Open leads each person owns and their follow-ups not done yet.">
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {people.map((person) => (
            <li
              key={person.id ?? "nobody"}
              className="flex flex-wrap items-center justify-between gap-2 px-4 py-2.5 text-sm"
            >
              <span className="font-medium text-slate-900">
                {person.id === null ? "Nobody yet" : person.id === memberId ? `${person.name} (you)` : person.name}
              </span>
              <span className="text-slate-700">
                {person.id === null ? (
                  <Link to="/admin/contacts?view=unassigned" className="text-brand-800 underline underline-offset-4">
                    {leads(person.openLeads)}
                  </Link>
                ) : person.id === memberId ? (
                  <Link to="/admin/contacts?view=mine" className="text-brand-800 underline underline-offset-4">
                    {leads(person.openLeads)}
                  </Link>
                ) : (
                  leads(person.openLeads)
                )}
                {person.id === null ? null : `, ${tasks(person.openTasks)}`}
              </span>
            </li>
          ))}
        </ul>
      </SectionCard>
    </div>
  );
}
