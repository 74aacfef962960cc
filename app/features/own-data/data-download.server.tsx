import { renderToStaticMarkup } from "react-dom/server";

import type { PersonalData } from "~contracts/own-data";

import { ownDataWords } from "~domain/own-data/own-data-words";
import { indiaDateTime } from "~domain/time/india-dates";
import { company } from "~domain/company/company";

/** A file that reads on its own, offline, in any browser: plain headings and lists, a few lines of style. */
function DataDocument({ data }: { data: PersonalData }) {
  const words = ownDataWords[data.language].page;
  return (
    <html lang={data.language}>
      <head>
        <meta charSet="utf-8" />
        <title>{words.fileTitle(company.name)}</title>
        <style>
          {
            "body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}dt{font-weight:600}dd{margin:0 0 .5rem;white-space:pre-line}section{border-top:1px solid #ccc;margin-top:1.5rem}"
          }
        </style>
      </head>
      <body>
        <h1>{words.fileTitle(company.name)}</h1>
        <p>{words.fileReadOn(indiaDateTime(new Date(data.readAt)), data.addresses.join(", "))}</p>
        {data.groups.map((group) => (
          <section key={group.key}>
            <h2>{group.title}</h2>
            <p>
              {words.usedFor}
              {group.usedFor}
            </p>
            <p>
              {words.handledBy}
              {group.processedBy.length > 0 ? group.processedBy.join(" ") : words.nobodyOutside}
            </p>
            {group.keptFor ? (
              <p>
                {words.keptFor}
                {group.keptFor}
              </p>
            ) : null}
            {group.records.length === 0 ? <p>{words.holdNone}</p> : null}
            {group.records.map((record, index) => (
              <div key={`${index}-${record.title}`}>
                <h3>{record.title}</h3>
                <dl>
                  {record.fields.map((field, fieldIndex) => (
                    <div key={`${fieldIndex}-${field.label}`}>
                      <dt>{field.label}</dt>
                      <dd>{field.value}</dd>
                    </div>
                  ))}
                </dl>
              </div>
            ))}
          </section>
        ))}
      </body>
    </html>
  );
}

/** The downloaded file's body and headers: an attachment, never cached, never indexed. */
export function dataDownload(data: PersonalData, format: "json" | "html"): Response {
  const body =
    format === "json"
      ? JSON.stringify(data, null, 2)
      : `<!doctype html>\n${renderToStaticMarkup(<DataDocument data={data} />)}`;
  return new Response(body, {
    headers: {
      "Content-Type": format === "json" ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="your-data.${format}"`,
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
