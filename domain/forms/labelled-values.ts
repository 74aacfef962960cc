/**
 * A closed list of values (a status, a stage, a role) and the words a person reads for each: the
 * list, in its order, is what the schemas, the database column and the choices on a form go by,
 * and every value has its label. Most values read as themselves ("in-progress" reads "In
 * progress"); only the labels that read otherwise are written.
 */
export function labelsOf<const Value extends string>(
  values: readonly Value[],
  readOtherwise: Partial<Record<Value, string>> = {},
): Record<Value, string> {
  const labelOf = (value: Value) => readOtherwise[value] ?? asWords(value);
  return Object.fromEntries(values.map((value) => [value, labelOf(value)])) as Record<Value, string>;
}

const asWords = (value: string) => value.charAt(0).toUpperCase() + value.slice(1).replaceAll("-", " ");
