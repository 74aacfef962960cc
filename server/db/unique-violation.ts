/**
 * Whether an error (or one it wraps: Drizzle wraps the driver's) is PostgreSQL's
 * unique violation on the named constraint. PGlite and node-postgres both carry
 * the SQLSTATE in `code` and the index name in `constraint`.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && name === constraint) return true;
  }
  return false;
}
