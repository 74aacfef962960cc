// The table-write wall (docs/architecture.md, "Who writes a table"): a table is written only by the
// area that owns it. ESLint runs the rule (eslint.config.js); server/table-walls.test.ts proves it.
import fs from "node:fs";
import path from "node:path";

const schemaFolder = "server/db/schema";

/** The calls of drizzle's query builder that write, and the SQL words that do. */
const writingCalls = new Set(["insert", "update", "delete"]);
const writingSql = /\b(?:insert\s+into|update|delete\s+from)\s*$/i;
const writingSqlByName = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_][a-z0-9_]*)"?/gi;

/** The ways a schema module makes a table, with the SQL name each gives it. */
const tableMade = /export const (\w+) = (pgTable|revisionsTable|teamNotesTable)\(\s*"([a-z0-9_]+)"/g;

/**
 * Who owns each table: the area whose schema module declares it, `schema/<area>.ts` or
 * `schema/<area>-<part>.ts`. Keyed by the name the code imports (`tables`) and the name SQL uses (`sqlNames`).
 */
export function tableOwners(folder = schemaFolder) {
  const tables = {};
  const sqlNames = {};
  for (const file of fs.readdirSync(folder).filter((name) => name.endsWith(".ts"))) {
    const area = file.replace(/\.ts$/, "").split("-")[0];
    const source = fs.readFileSync(path.join(folder, file), "utf8");
    for (const [, name, maker, sqlName] of source.matchAll(tableMade)) {
      tables[name] = area;
      sqlNames[maker === "teamNotesTable" ? `${sqlName}_notes` : sqlName] = area;
    }
  }
  return { tables, sqlNames };
}

/** The folder under server/ a file is in ("" for server/'s own files and for any file outside it). */
function areaOf(filename, cwd) {
  const [top, area, ...rest] = path.relative(cwd, filename).split(path.sep);
  return top === "server" && rest.length > 0 ? area : "";
}

/** Whether an import's source is the schema, or one area's module of it. */
function isSchemaModule(source, filename, cwd) {
  const target = path
    .relative(cwd, path.resolve(path.dirname(filename), source))
    .split(path.sep)
    .join("/");
  return target === schemaFolder || target.startsWith(`${schemaFolder}/`);
}

function variableOf(scope, name) {
  for (let at = scope; at; at = at.upper) {
    const variable = at.set.get(name);
    if (variable) return variable;
  }
  return undefined;
}

/**
 * The name a table is exported under when `node` (an argument, an interpolation) is one of the schema's
 * tables: an import of it (under any local name), a member of the schema imported whole
 * (`tables.contacts`), or a constant that is one of these. Anything else (a parameter, a call) is not known.
 */
function tableNamed(node, context, seen = new Set()) {
  const { filename, cwd, sourceCode } = context;
  if (node.type === "TSAsExpression" || node.type === "TSNonNullExpression") {
    return tableNamed(node.expression, context, seen);
  }
  if (node.type === "MemberExpression" && !node.computed && node.object.type === "Identifier") {
    const definition = variableOf(sourceCode.getScope(node), node.object.name)?.defs[0];
    const isWholeSchema =
      definition?.type === "ImportBinding" &&
      definition.node.type === "ImportNamespaceSpecifier" &&
      isSchemaModule(definition.parent.source.value, filename, cwd);
    return isWholeSchema ? node.property.name : undefined;
  }
  if (node.type !== "Identifier") return undefined;
  const variable = variableOf(sourceCode.getScope(node), node.name);
  const definition = variable?.defs[0];
  if (!definition || seen.has(variable)) return undefined;
  seen.add(variable);
  if (definition.type === "ImportBinding" && definition.node.type === "ImportSpecifier") {
    if (!isSchemaModule(definition.parent.source.value, filename, cwd)) return undefined;
    const { imported } = definition.node;
    return imported.type === "Identifier" ? imported.name : imported.value;
  }
  const constant = definition.type === "Variable" && definition.parent.kind === "const" ? definition.node.init : null;
  return constant ? tableNamed(constant, context, seen) : undefined;
}

const tableWrites = {
  meta: {
    type: "problem",
    docs: {
      description:
        "A table is written (insert, update, delete) only by the area that owns it: server/<area>/ writes the tables of server/db/schema/<area>.ts.",
    },
    schema: [
      {
        type: "object",
        properties: { tables: { type: "object" }, sqlNames: { type: "object" } },
        required: ["tables", "sqlNames"],
        additionalProperties: false,
      },
    ],
    messages: {
      foreign:
        "{{table}} is the {{owner}} area's table (server/db/schema/{{owner}}.ts): write it through a function server/{{owner}}/ opens, not from {{place}}.",
    },
  },
  create(context) {
    const [{ tables, sqlNames }] = context.options;
    const area = areaOf(context.filename, context.cwd);
    const place = area ? `server/${area}/` : "outside an area";

    const check = (node, table, owner) => {
      if (owner && owner !== area) context.report({ node, messageId: "foreign", data: { table, owner, place } });
    };
    const checkNode = (node) => {
      const table = tableNamed(node, context);
      if (table) check(node, table, tables[table]);
    };

    return {
      CallExpression(node) {
        const { callee } = node;
        const writes =
          callee.type === "MemberExpression" &&
          !callee.computed &&
          callee.property.type === "Identifier" &&
          writingCalls.has(callee.property.name);
        if (writes && node.arguments.length === 1) checkNode(node.arguments[0]);
      },
      // Raw SQL: `sql\`insert into ${table} …\`` and `sql\`update analytics_hourly_visits …\``.
      TaggedTemplateExpression(node) {
        if (node.tag.type !== "Identifier" || node.tag.name !== "sql") return;
        const { quasis, expressions } = node.quasi;
        quasis.forEach((quasi, index) => {
          const text = quasi.value.cooked ?? quasi.value.raw;
          for (const [, sqlName] of text.matchAll(writingSqlByName))
            check(quasi, sqlName, sqlNames[sqlName.toLowerCase()]);
          if (index < expressions.length && writingSql.test(text)) checkNode(expressions[index]);
        });
      },
    };
  },
};

/** The rule as an ESLint plugin: `"tables/foreign-table-writes": ["error", tableOwners()]`. */
export const tablesPlugin = { rules: { "foreign-table-writes": tableWrites } };
