/**
 * Prints a bench's rows as a plain-text table: one column per `{ title, value(row), align }`,
 * numbers to the right unless `align` is "left", a rule under the titles.
 * @param {{ title: string, value: (row: any) => unknown, align?: "left" }[]} columns
 * @param {unknown[]} rows
 */
export function printTable(columns, rows) {
  const cells = rows.map((row) => columns.map((column) => String(column.value(row))));
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => line[index].length)),
  );
  const pad = (text, index) =>
    columns[index].align === "left" ? text.padEnd(widths[index]) : text.padStart(widths[index]);
  const line = (texts) => texts.map(pad).join("  ").trimEnd();
  console.log(line(columns.map((column) => column.title)));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const texts of cells) console.log(line(texts));
}
