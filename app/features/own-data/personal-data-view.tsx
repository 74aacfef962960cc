import type { PersonalData } from "~contracts/own-data";

import { ownDataWords } from "~domain/own-data/own-data-words";
import { ownDataPaths } from "~domain/own-data/own-data-request";
import { indiaDateTime } from "~domain/time/india-dates";

/**
 * Everything held about a person, group by group: what it is used for, who else handles it, and
 * each record's fields. The same component draws the page and the downloadable HTML file.
 */
export function PersonalDataView({ data }: { data: PersonalData }) {
  const words = ownDataWords[data.language].page;
  return (
    // Addresses and page paths are long unbroken words: they wrap anywhere rather than widen a phone's screen.
    <div className="space-y-8 wrap-anywhere">
      <p className="text-slate-700">
        {words.readOn(indiaDateTime(new Date(data.readAt)), data.addresses.length)}{" "}
        <strong className="break-all text-brand-900">{data.addresses.join(", ")}</strong>
        {words.readOnEnd}
      </p>
      {data.keptApart ? (
        <p className="rounded-xl bg-amber-50 p-4 text-slate-800">
          {words.keptApart}{" "}
          <a href={ownDataPaths.ask} className="font-semibold text-brand-700 underline">
            {words.askForThatAddress}
          </a>{" "}
          {words.keptApartAfter}
        </p>
      ) : null}
      {data.groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={`group-${group.key}`}
          className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          <h2 id={`group-${group.key}`} className="text-xl font-bold text-brand-900">
            {group.title}
          </h2>
          <p className="mt-2 text-slate-700">
            <strong className="font-semibold text-slate-900">{words.usedFor}</strong>
            {group.usedFor}
          </p>
          <p className="mt-1 text-slate-700">
            <strong className="font-semibold text-slate-900">{words.handledBy}</strong>
            {group.processedBy.length > 0 ? group.processedBy.join(" ") : words.nobodyOutside}
          </p>
          {group.keptFor ? (
            <p className="mt-1 text-slate-700">
              <strong className="font-semibold text-slate-900">{words.keptFor}</strong>
              {group.keptFor}
            </p>
          ) : null}
          {group.records.length === 0 ? (
            <p className="mt-3 text-slate-600">{words.holdNone}</p>
          ) : (
            <ul className="mt-4 space-y-4">
              {group.records.map((record, index) => (
                <li key={`${index}-${record.title}`} className="rounded-xl bg-slate-50 p-4">
                  <h3 className="font-semibold text-slate-900">{record.title}</h3>
                  <dl className="mt-2 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_minmax(0,1fr)]">
                    {record.fields.map((field, fieldIndex) => (
                      <div key={`${fieldIndex}-${field.label}`} className="contents">
                        <dt className="text-slate-600">{field.label}</dt>
                        <dd className="min-w-0 whitespace-pre-line text-slate-900">{field.value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
