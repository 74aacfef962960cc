import type { z } from "zod";

/** Every key of each shape a value may take (a union's own keys too, not only those all its shapes share). */
type KeysOf<Value> = Value extends unknown ? keyof Value : never;

/** The names a form may post for a schema: the keys of what it reads, checked when the page is compiled. */
export type FieldName<Schema extends z.ZodType> = Extract<KeysOf<z.input<Schema>>, string>;

/** The lists of a schema whose fields are numbered `<list>-<n>` (a scorecard's `rating-0`, `rating-1`...). */
export type ListName<Schema extends z.ZodType> = {
  [Name in FieldName<Schema>]: Name extends `${infer List}-${number}` ? List : never;
}[FieldName<Schema>];

export type FieldNames<Schema extends z.ZodType> = { readonly [Name in FieldName<Schema>]: Name };

/**
 * A form's field names, each the schema's own key: `names.subject` is "subject", and a name the
 * schema does not read fails to compile instead of posting a field the server never looks at.
 * Each name is the key asked for, so any schema (transformed, piped, built from a job's kit)
 * answers without being taken apart.
 */
export const fieldNames = <Schema extends z.ZodType>(_schema?: Schema): FieldNames<Schema> =>
  new Proxy({} as FieldNames<Schema>, { get: (_, name) => (typeof name === "string" ? name : undefined) });

/** A schema's numbered lists' field names: `listFieldNames(schema)("rating", 2)` is "rating-2". */
export const listFieldNames =
  <Schema extends z.ZodType>(_schema?: Schema) =>
  <List extends ListName<Schema>>(list: List, index: number): `${List}-${number}` =>
    `${list}-${index}`;
