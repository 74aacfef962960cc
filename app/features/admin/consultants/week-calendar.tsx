import { useId, type CSSProperties } from "react";
import { Link } from "react-router";

import type { ConsultantWeek, WeekDay, WeekEntry } from "~contracts/consultants";
import { indiaNoon, indiaShortDay, type IsoDate } from "~domain/time/india-dates";

import { Badge } from "~/features/admin/shared/ui/badge";
import {
  describeHours,
  entryLabel,
  entryTimes,
  gridHours,
  gridRange,
  initialsOf,
  placeEntry,
  placeHours,
  type GridRange,
} from "./week-grid";

/**
 * A week of one consultant or of the team, as one structure styled two ways: on a phone a list of
 * days, each with its items in time order; from `lg` a grid, a column per day (a lane per consultant
 * in it, side by side) and the items placed by time. Each day is a heading, each call a link.
 */
type WeekCalendarProps = {
  people: readonly ConsultantWeek[];
  today: IsoDate;
  /** The team's view names each consultant's lane; one consultant's needs no name. */
  named: boolean;
};

/**
 * The grid's height per hour, two lines of a half-hour call's text (the hour lines' gradient repeats at the same 64 px). The headings
 * above the lanes have fixed heights, 2.5 and 3 rem, which the hour labels' column leaves free.
 */
const hourHeight = 64;
const hourLines = "bg-[repeating-linear-gradient(to_bottom,var(--color-slate-200)_0_1px,transparent_1px_64px)]";
const dayHeadingHeight = "lg:h-10";
const laneHeaderHeight = "lg:h-12";
const headingsHeight = "h-22";

const entryStyles: Record<WeekEntry["kind"], string> = {
  call: "bg-brand-800 text-white hover:bg-brand-900",
  interview: "bg-violet-100 text-violet-950 ring-1 ring-violet-300 ring-inset",
  blocked: "bg-red-50 text-red-900 ring-1 ring-red-200 ring-inset",
  busy: "bg-amber-50 text-amber-950 ring-1 ring-amber-300 ring-inset",
};

/** Places an item on the grid from `lg`; on a phone it sits in the list in its turn. */
const placed = ({ top, height }: { top: string; height: string }) =>
  ({ "--top": top, "--height": height }) as CSSProperties;
const placedClass = "lg:absolute lg:top-(--top) lg:h-(--height) lg:min-h-5";

/**
 * A call's block on the grid says first who it is with, the one thing a narrow lane has room for
 * ("Call with" is read, not drawn), then its times; focused or pointed at, it grows to show all of
 * it, its reference too. On a phone the list has room for all of it in reading order.
 */
function CallBody({ times, call }: { times: string; call: { reference: string; visitorName: string } }) {
  return (
    <>
      <span className="font-semibold tabular-nums lg:order-2 lg:font-normal">{times}</span>{" "}
      <span className="lg:order-1 lg:font-semibold">
        <span className="lg:sr-only">Call with </span>
        {call.visitorName}
      </span>
      <span className="block text-xs opacity-90 lg:order-3 lg:sr-only lg:group-hover:not-sr-only lg:group-focus:not-sr-only">
        {call.reference}
      </span>
    </>
  );
}

function Entry({ date, entry }: { date: IsoDate; entry: WeekEntry }) {
  const times = entryTimes(date, entry);
  const label = entryLabel(entry);
  const shape = `block overflow-hidden rounded-lg px-3 py-2 text-sm lg:rounded-md lg:px-1.5 lg:py-px lg:text-xs lg:leading-[0.9rem] ${entryStyles[entry.kind]}`;
  if (entry.kind === "call" && entry.call) {
    return (
      <Link
        to={`/admin/bookings/${entry.call.id}`}
        title={`${times} ${label} (${entry.call.reference})`}
        className={`${shape} group break-words focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 lg:flex lg:h-full lg:flex-col lg:hover:h-auto lg:hover:min-h-full lg:hover:min-w-36 lg:hover:shadow-lg lg:focus:h-auto lg:focus:min-h-full lg:focus:min-w-36 lg:focus:shadow-lg`}
      >
        <CallBody times={times} call={entry.call} />
      </Link>
    );
  }
  return (
    <div title={`${times} ${label}`} className={`${shape} lg:h-full`}>
      <span className="font-semibold tabular-nums">{times}</span> <span>{label}</span>
    </div>
  );
}

function Lane({
  person,
  day,
  range,
  named,
}: {
  person: ConsultantWeek;
  day: WeekDay;
  range: GridRange;
  named: boolean;
}) {
  const dayOff = day.hours.length === 0;
  const hours = day.otherHours && !dayOff ? `Other hours: ${describeHours(day.hours)}` : describeHours(day.hours);
  return (
    <li className="min-w-0 flex-1 lg:border-l lg:border-slate-200 lg:first:border-l-0">
      <div className={`${laneHeaderHeight} lg:overflow-hidden lg:border-b lg:border-slate-200 lg:px-1 lg:pt-1`}>
        {named ? (
          <h3 className="text-sm font-semibold text-brand-900" title={person.name}>
            <span className="lg:sr-only">{person.name}</span>
            <span aria-hidden="true" className="hidden lg:inline">
              {initialsOf(person.name)}
            </span>
          </h3>
        ) : null}
        <p
          className={`text-sm text-slate-600 lg:text-xs lg:leading-tight ${named ? "lg:sr-only" : ""} ${dayOff ? "font-semibold text-slate-800" : ""}`}
        >
          {hours}
          {day.otherHours && dayOff ? " (this date only)" : ""}
        </p>
      </div>
      <div
        className={`mt-2 lg:relative lg:mt-0 lg:h-(--grid-height) ${dayOff ? "lg:bg-[repeating-linear-gradient(135deg,var(--color-slate-100)_0_6px,var(--color-slate-200)_6px_12px)]" : "lg:bg-slate-100"}`}
      >
        {/* The working hours as the grid's white, the rest shaded: the hours line above says it in words. */}
        <div aria-hidden="true" className={`hidden lg:absolute lg:inset-0 lg:z-[1] lg:block ${hourLines}`} />
        {day.hours.map((hours) => (
          <div
            key={hours.join()}
            aria-hidden="true"
            style={placed(placeHours(range, hours))}
            className="hidden bg-white lg:absolute lg:inset-x-0 lg:top-(--top) lg:block lg:h-(--height)"
          />
        ))}
        {dayOff ? (
          <p
            aria-hidden="true"
            className="hidden text-center text-xs font-semibold text-slate-700 lg:relative lg:z-[2] lg:block lg:pt-2"
          >
            Day off
          </p>
        ) : null}
        {day.entries.length === 0 ? (
          <p className={`text-sm text-slate-500 ${dayOff ? "hidden" : "lg:sr-only"}`}>No calls</p>
        ) : (
          <ul className="flex flex-col gap-2 lg:absolute lg:inset-0 lg:z-[2] lg:block">
            {day.entries.map((entry) => (
              <li
                key={`${entry.kind}-${entry.startsAt.toISOString()}-${entry.kind === "call" ? entry.call?.id : ""}`}
                style={placed(placeEntry(range, day.date, entry))}
                // What they attend sits above the blocks it may overlap, a little narrower.
                className={`${placedClass} ${entry.kind === "call" || entry.kind === "interview" ? "lg:inset-x-1 lg:z-10 lg:focus-within:z-20 lg:hover:z-20" : "lg:inset-x-0"}`}
              >
                <Entry date={day.date} entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </li>
  );
}

function Day({
  date,
  people,
  range,
  named,
  today,
}: {
  date: IsoDate;
  people: readonly ConsultantWeek[];
  range: GridRange;
  named: boolean;
  today: boolean;
}) {
  const headingId = useId();
  return (
    <li
      aria-labelledby={headingId}
      className={`min-w-0 rounded-2xl border border-slate-200 bg-white p-4 lg:rounded-none lg:border-0 lg:border-l lg:p-0 ${today ? "lg:bg-brand-50" : ""}`}
    >
      <h2
        id={headingId}
        aria-current={today ? "date" : undefined}
        className={`${dayHeadingHeight} flex items-center gap-2 text-base font-semibold text-brand-900 lg:justify-center lg:border-b lg:border-slate-200 lg:text-sm`}
      >
        <time dateTime={date}>{indiaShortDay(indiaNoon(date))}</time>
        {today ? <Badge tone="sky">Today</Badge> : null}
      </h2>
      <ul className={`flex flex-col gap-4 ${named ? "mt-3" : "mt-1"} lg:mt-0 lg:flex-row lg:gap-0`}>
        {people.map((person) => (
          <Lane
            key={person.id}
            person={person}
            day={person.days.find((day) => day.date === date)!}
            range={range}
            named={named}
          />
        ))}
      </ul>
    </li>
  );
}

export function WeekCalendar({ people, today, named }: WeekCalendarProps) {
  const range = gridRange(people);
  const dates = people[0]?.days.map((day) => day.date) ?? [];
  const gridHeight = ((range.to - range.from) / 60) * hourHeight;
  return (
    <div
      className="lg:flex lg:overflow-hidden lg:rounded-2xl lg:border lg:border-slate-200 lg:bg-white"
      style={{ "--grid-height": `${gridHeight}px` } as CSSProperties}
    >
      {/* The hour labels beside the grid; each item says its own times in words. */}
      <div aria-hidden="true" className="hidden w-12 shrink-0 lg:block">
        <div className={`${headingsHeight} border-b border-slate-200`} />
        <ol className="relative h-(--grid-height)">
          {gridHours(range).map((hour) => (
            <li
              key={hour}
              style={placed(placeOnGridTop(range, hour))}
              className="absolute right-1 top-(--top) -translate-y-1/2 text-xs text-slate-500 tabular-nums first:translate-y-0 last:-translate-y-full"
            >
              {`${hour}:00`}
            </li>
          ))}
        </ol>
      </div>
      <ol className="flex flex-col gap-4 lg:grid lg:min-w-0 lg:flex-1 lg:grid-cols-7 lg:gap-0">
        {dates.map((date) => (
          <Day key={date} date={date} people={people} range={range} named={named} today={date === today} />
        ))}
      </ol>
    </div>
  );
}

const placeOnGridTop = ({ from, to }: GridRange, hour: number) => ({
  top: `${((hour * 60 - from) / (to - from)) * 100}%`,
  height: "0",
});
