import { format } from "date-fns";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import type { ConsultantWeek } from "~contracts/consultants";
import { indiaNoon, shiftDate, type IsoDate } from "~domain/time/india-dates";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { WeekCalendar } from "./week-calendar";
import { weekLinks } from "./week-address";
import { initialsOf } from "./week-grid";

/** "23–29 Nov 2026", or across months "30 Nov – 6 Dec 2026". */
export function describeWeek(monday: IsoDate): string {
  const [first, last] = [indiaNoon(monday), indiaNoon(shiftDate(monday, 6))];
  const sameMonth = format(first, "MMM yyyy") === format(last, "MMM yyyy");
  return sameMonth
    ? `${format(first, "d")}–${format(last, "d MMM yyyy")}`
    : `${format(first, "d MMM")} – ${format(last, "d MMM yyyy")}`;
}

/** Three to a row even on a phone: there the words "week" are left to screen readers. */
const weekLinkClass =
  "inline-flex min-h-10 items-center justify-center gap-1 rounded-full border border-slate-300 bg-white px-3 py-2 text-sm font-semibold whitespace-nowrap text-slate-800 hover:bg-slate-50";
const weekWord = <span className="sr-only sm:not-sr-only">{" week"}</span>;

function WeekNavigation({ path, monday, today }: { path: string; monday: IsoDate; today: IsoDate }) {
  const links = weekLinks(path, monday);
  const thisWeek = monday <= today && today <= shiftDate(monday, 6);
  return (
    <nav aria-label="Weeks" className="grid grid-cols-3 gap-2 sm:flex">
      <Link to={links.previous} className={weekLinkClass}>
        <ChevronLeft aria-hidden="true" className="size-4 shrink-0" />
        <span>Previous{weekWord}</span>
      </Link>
      <Link to={links.current} aria-current={thisWeek ? "page" : undefined} className={weekLinkClass}>
        This week
      </Link>
      <Link to={links.next} className={weekLinkClass}>
        <span>Next{weekWord}</span>
        <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
      </Link>
    </nav>
  );
}

/** The weeks' links, with anything else about the week beside them (below them on a phone). */
const Toolbar = ({ children }: { children: ReactNode }) => (
  <div className="-mt-2 mb-5 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">{children}</div>
);

const intro = (monday: IsoDate) =>
  `${describeWeek(monday)}, India time (IST). Calls open their booking; blocked time is the whole company’s.`;

type WeekPageProps = { monday: IsoDate; today: IsoDate };

/** One consultant's week: for them, and for sales and admins. */
export function ConsultantWeekPage({
  week,
  monday,
  today,
  mayList,
}: WeekPageProps & { week: ConsultantWeek; mayList: boolean }) {
  return (
    <>
      <BackLink to={`/admin/consultants/${week.id}`}>{week.name}</BackLink>
      <PageHeader title={`${week.name}: their week`} intro={intro(monday)} />
      <Toolbar>
        <WeekNavigation path={`/admin/consultants/${week.id}/week`} monday={monday} today={today} />
        {mayList ? (
          <Link
            to={`/admin/consultants/week?week=${monday}`}
            className="text-sm font-semibold text-brand-800 underline underline-offset-4"
          >
            The team’s week
          </Link>
        ) : null}
      </Toolbar>
      <WeekCalendar people={[week]} today={today} named={false} />
    </>
  );
}

/** Everyone taking calls, side by side: for sales and admins. */
export function TeamWeekPage({ team, monday, today }: WeekPageProps & { team: ConsultantWeek[] }) {
  return (
    <>
      <BackLink to="/admin/consultants">All consultants</BackLink>
      <PageHeader title="The team’s week" intro={intro(monday)} />
      <Toolbar>
        <WeekNavigation path="/admin/consultants/week" monday={monday} today={today} />
      </Toolbar>
      {team.length === 0 ? (
        <p className="text-sm text-slate-600">Nobody takes calls at the moment.</p>
      ) : (
        <>
          {/* The grid names each lane by initials: these say whose, and open each one's week. */}
          <ul aria-label="Consultants" className="mb-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            {team.map((person) => (
              <li key={person.id}>
                <Link
                  to={`/admin/consultants/${person.id}/week?week=${monday}`}
                  className="font-semibold text-brand-800 underline underline-offset-4"
                >
                  {person.name}
                </Link>
                <span className="hidden text-slate-600 lg:inline"> ({initialsOf(person.name)})</span>
              </li>
            ))}
          </ul>
          <WeekCalendar people={team} today={today} named />
        </>
      )}
    </>
  );
}
