/**
 * A closed list of values (a status, a stage, a role) and the words a person reads for each are
 * written once, as the labels: their keys, in the order written, are the list the schemas, the
 * database column and the choices on a form go by. A value cannot then be added without its label.
 */
export const valuesOf = <const Value extends string>(labels: Record<Value, string>) =>
  Object.keys(labels) as unknown as readonly [Value, ...Value[]];
