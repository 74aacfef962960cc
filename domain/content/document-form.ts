import { z } from "zod";

import { documentSchemas, type DocumentKind } from "./site-documents";

/**
 * The back office's form for a document, drawn from its schema's JSON Schema (labels, limits and
 * fixed list lengths are in the schema's metadata), and the way back from the form's fields to a
 * document. Field names are paths: `services.2.features.0`.
 */

export type FormField =
  | { type: "group"; path: string; title: string | undefined; children: FormField[] }
  | {
      type: "text";
      path: string;
      label: string;
      maxLength: number | undefined;
      multiline: boolean;
      required: boolean;
      hint: string | undefined;
    }
  | { type: "choice"; path: string; label: string; options: string[] }
  | { type: "colour"; path: string; label: string };

type JsonSchema = {
  type?: string;
  title?: string;
  hint?: string;
  maxLength?: number;
  multiline?: boolean;
  optional?: boolean;
  format?: string;
  enum?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  minItems?: number;
};

const join = (path: string, key: string | number) => (path === "" ? String(key) : `${path}.${key}`);

function fieldOf(schema: JsonSchema, path: string, title: string | undefined): FormField {
  const label = title ?? schema.title ?? path;
  if (schema.type === "object") {
    const children = Object.entries(schema.properties ?? {}).map(([key, child]) =>
      fieldOf(child, join(path, key), undefined),
    );
    return { type: "group", path, title: title ?? schema.title, children };
  }
  if (schema.type === "array" && schema.items) {
    const items = schema.items;
    const children = Array.from({ length: schema.minItems ?? 0 }, (_, index) =>
      fieldOf(items, join(path, index), `${items.title ?? "Item"} ${index + 1}`),
    );
    return { type: "group", path, title: title ?? schema.title, children };
  }
  if (schema.enum) return { type: "choice", path, label, options: schema.enum };
  if (schema.format === "color") return { type: "colour", path, label };
  return {
    type: "text",
    path,
    label,
    maxLength: schema.maxLength,
    multiline: schema.multiline ?? false,
    required: !schema.optional,
    hint: schema.hint,
  };
}

const forms = new Map<DocumentKind, FormField>();

/** The form of a kind of document: its fields in the schema's order, lists as many times as they have entries. */
export function documentFormOf(kind: DocumentKind): FormField {
  let form = forms.get(kind);
  if (!form) {
    form = fieldOf(z.toJSONSchema(documentSchemas[kind], { io: "input" }) as JsonSchema, "", undefined);
    forms.set(kind, form);
  }
  return form;
}

type Nested = { [key: string]: Nested | string } | (Nested | string)[];

/** The document a form's fields describe: `a.0.b` = "x" becomes { a: [{ b: "x" }] }. Other fields are left out. */
export function documentOfFields(fields: Iterable<[string, unknown]>, form: FormField): unknown {
  const known = new Set(leavesOf(form).map((field) => field.path));
  const root: Nested = {};
  for (const [name, value] of fields) {
    if (!known.has(name) || typeof value !== "string") continue;
    const keys = name.split(".");
    let node = root as Record<string, Nested | string>;
    keys.forEach((key, index) => {
      if (index === keys.length - 1) node[key] = value;
      else
        node = (node[key] ??= (/^\d+$/.test(keys[index + 1]!) ? [] : {}) as Nested) as Record<string, Nested | string>;
    });
  }
  return root;
}

/** The text at `path` in a document, "" where it has none (a new project's form). */
export function valueAt(document: unknown, path: string): string {
  let node: unknown = document;
  for (const key of path.split(".")) {
    if (node === null || typeof node !== "object") return "";
    node = (node as Record<string, unknown>)[key];
  }
  return typeof node === "string" ? node : "";
}

/** A form's fields without their groups, in order. */
export const leavesOf = (field: FormField): Exclude<FormField, { type: "group" }>[] =>
  field.type === "group" ? field.children.flatMap(leavesOf) : [field];

/** The most characters any kind's form can post, names included: the editor's body limit follows it. */
export const documentFormCharactersMax = (kinds: readonly DocumentKind[]) =>
  Math.max(
    ...kinds.map((kind) =>
      leavesOf(documentFormOf(kind)).reduce(
        (sum, field) => sum + field.path.length + (field.type === "text" ? (field.maxLength ?? 0) : 100),
        0,
      ),
    ),
  );
