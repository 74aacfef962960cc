/**
 * The value of one sample in a Prometheus text exposition, named with its labels as the text
 * writes them (`db_pool_connections{state="idle"}`); undefined when the text has no such sample.
 */
export function metricSample(text: string, name: string): number | undefined {
  const line = text.split("\n").find((candidate) => candidate.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}
