/** An editor's form read and filled as the browser holds it, for drafts kept as they type. */

/** The form's text fields by name, as it would post them (without the submit buttons' intent). */
export function fieldsOfForm(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === "string" && name !== "intent") fields[name] = value;
  return fields;
}

/** Puts a kept draft's values back into the form; a checkbox the draft does not name is unticked. */
export function fillForm(form: HTMLFormElement, fields: Record<string, string>): void {
  for (const element of form.elements) {
    if (
      !(
        element instanceof HTMLInputElement ||
        element instanceof HTMLTextAreaElement ||
        element instanceof HTMLSelectElement
      )
    )
      continue;
    if (!element.name || element.type === "hidden" || element.type === "file") continue;
    if (element instanceof HTMLInputElement && (element.type === "checkbox" || element.type === "radio")) {
      element.checked = fields[element.name] === element.value;
    } else if (element.name in fields) {
      element.value = fields[element.name] ?? "";
    }
  }
}

export function sameFields(a: Record<string, string>, b: Record<string, string>): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)].filter((name) => name !== "base"));
  return [...names].every((name) => (a[name] ?? "") === (b[name] ?? ""));
}
