/**
 * Where a key moves the focus in a row of `count` controls, from the one at `index`: `previous` and
 * `next` (the arrow keys along the row) step and wrap at the ends, Home and End go to the first and
 * last. Undefined for any other key, which is left to the browser. The WAI-ARIA Authoring
 * Practices' keys for tabs and accordions alike.
 */
export function arrowKeyTarget(
  key: string,
  index: number,
  count: number,
  [previous, next]: readonly [previous: string, next: string],
): number | undefined {
  const targets: Record<string, number> = {
    [previous]: (index - 1 + count) % count,
    [next]: (index + 1) % count,
    Home: 0,
    End: count - 1,
  };
  return targets[key];
}
