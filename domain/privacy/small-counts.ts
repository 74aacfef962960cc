/**
 * Which counts of people a report may show (decision 072): the one rule of the recruiting reports,
 * the funnel's careers half, the self-identification counts and their CSV files.
 *
 * One to four people can be singled out by whoever knows one of them applied (the one applicant from
 * a job board who was hired, the two who gave up at a step). So no count from 1 to 4 may be read on
 * a page, nor worked out from what it shows: not by subtracting one figure from another, not from a
 * total less the rows shown, not from a share. A count under 5 reads "fewer than 5", 0 too, so that
 * "fewer than 5" never tells there was someone; a count that would let one work out such a count is
 * withheld as well and reads "not shown". A worked-out 0 names nobody and is let be.
 *
 * A report says how its figures hang together (`within`, `sum`, `chain`): the solver works out
 * everything a reader could from the figures shown through those relations, and withholds the
 * smallest figure that gives a hidden one away until nothing does.
 */

export const smallestShownCount = 5;
export const fewerThanShown = `fewer than ${smallestShownCount}`;
export const withheldShown = "not shown";

/** The rule in a sentence, for the pages that show such counts. */
export const smallCountsRule = `A count below ${smallestShownCount} reads "${fewerThanShown}", and one that would let a smaller count be worked out reads "${withheldShown}", so no one can be singled out.`;

export type HiddenCount = typeof fewerThanShown | typeof withheldShown;
/** A count as a report may show it. */
export type ShownCount = number | HiddenCount;

export const isShown = (count: ShownCount): count is number => typeof count === "number";

/** A count of people that singles them out. */
const singlesOut = (value: number) => value >= 1 && value < smallestShownCount;

/** part / whole, when both are shown and the whole is not nothing. */
export function shownRate(part: ShownCount, whole: ShownCount): number | null {
  if (!isShown(part) || !isShown(whole) || whole === 0) return null;
  return part / whole;
}

/** Whether an average or a median over this many people's values may be shown: it would all but give a few away. */
export const enoughToAverage = (people: number) => people >= smallestShownCount;

/** A figure of the table. */
export type Cell = number & { readonly kind: "cell" };

type CellState = {
  value: number;
  /** Shown on the page (a count), or not (the rest of a relation, a total only derived). */
  displayed: boolean;
  /** A displayed figure still shown; a figure given as shown elsewhere on the page. */
  shown: boolean;
  /** A figure hidden elsewhere on the page: this table must not give it away either. */
  guarded: boolean;
};

type Relation = { whole: Cell; parts: Cell[]; rest: Cell };

export type SmallCountTable = {
  /** A count the report shows. */
  count(value: number): Cell;
  /**
   * A count another part of the page decided (a total shown on another card): shown there, so
   * known to the reader; or hidden there, so this table must not give it away.
   */
  given(value: number, shown: ShownCount): Cell;
  /** A total another card may show: known to the reader when it is 5 or more (a smaller one is shown nowhere). */
  knownTotal(value: number): Cell;
  /** The parts are groups of the whole's people, none in two; those of the whole in none are a group too. */
  within(whole: Cell, parts: readonly Cell[]): void;
  /** The parts are the whole's people, each in one: they add up to it. */
  sum(whole: Cell, parts: readonly Cell[]): void;
  /** Each count is within every one before it: a funnel, whose steps' differences are groups too. */
  chain(cells: readonly Cell[]): void;
  /** How each count is shown. */
  decide(): (cell: Cell) => ShownCount;
};

export function smallCountTable(): SmallCountTable {
  const cells: CellState[] = [];
  const relations: Relation[] = [];
  const add = (state: CellState) => (cells.push(state) - 1) as Cell;

  const relate = (whole: Cell, parts: readonly Cell[], exact: boolean) => {
    const value = cells[whole]!.value - parts.reduce((total, part) => total + cells[part]!.value, 0);
    // The rest of an exact sum is 0, known to the reader; a subset's rest is known once the whole
    // and its parts are (and so is a sum's whose counts do not add up after all).
    const rest = add({ value, displayed: false, shown: exact && value === 0, guarded: false });
    relations.push({ whole, parts: [...parts], rest });
  };

  return {
    count: (value) => add({ value, displayed: true, shown: value >= smallestShownCount, guarded: false }),
    given: (value, shown) => add({ value, displayed: false, shown: isShown(shown), guarded: !isShown(shown) }),
    knownTotal: (value) => add({ value, displayed: false, shown: value >= smallestShownCount, guarded: false }),
    within: (whole, parts) => relate(whole, parts, false),
    sum: (whole, parts) => relate(whole, parts, true),
    chain(chained) {
      chained.forEach((whole, index) => {
        for (const part of chained.slice(index + 1)) relate(whole, [part], false);
      });
    },
    decide() {
      withholdUntilSafe(cells, relations);
      return (cell) => {
        const state = cells[cell]!;
        if (state.shown) return state.value;
        return state.value < smallestShownCount ? fewerThanShown : withheldShown;
      };
    },
  };
}

type Known = { known: boolean[]; derivedBy: (Relation | undefined)[] };

/** Everything a reader can work out from the figures shown: a relation with one figure unknown gives it. */
function workedOut(cells: CellState[], relations: Relation[]): Known {
  const known = cells.map((cell) => cell.shown);
  const derivedBy: (Relation | undefined)[] = cells.map(() => undefined);
  for (let changed = true; changed;) {
    changed = false;
    for (const relation of relations) {
      const unknown = [relation.whole, ...relation.parts, relation.rest].filter((cell) => !known[cell]);
      if (unknown.length !== 1) continue;
      known[unknown[0]!] = true;
      derivedBy[unknown[0]!] = relation;
      changed = true;
    }
  }
  return { known, derivedBy };
}

/** A relation through which a hidden count can be worked out, or one whose hidden groups together single someone out. */
function leakOf(cells: CellState[], relations: Relation[], { known, derivedBy }: Known): Relation | undefined {
  // A figure withheld elsewhere must stay so here; one under 5 is a few or nobody, and nobody may be known.
  const derivedLeak = cells.findIndex(
    (cell, index) =>
      known[index] && !cell.shown && (singlesOut(cell.value) || (cell.guarded && cell.value >= smallestShownCount)),
  );
  if (derivedLeak >= 0) return derivedBy[derivedLeak];
  return relations.find((relation) => {
    if (!known[relation.whole]) return false;
    const unknown = [...relation.parts, relation.rest].filter((cell) => !known[cell]);
    return unknown.length > 1 && singlesOut(unknown.reduce((total, cell) => total + cells[cell]!.value, 0));
  });
}

/**
 * Withholds, one at a time, a figure of a relation that gives a count away, until none does: its
 * smallest shown part; else, where a part is known only by working it out, a figure of the relation
 * that gave it; else its whole. Each round withholds one more figure, so it ends. A figure withheld
 * early may not be needed once later ones are: each is then tried shown again, and kept shown when
 * nothing is given away.
 */
function withholdUntilSafe(cells: CellState[], relations: Relation[]): void {
  const before = cells.map((cell) => cell.shown);
  const safe = () => !leakOf(cells, relations, workedOut(cells, relations));
  for (;;) {
    const known = workedOut(cells, relations);
    const leak = leakOf(cells, relations, known);
    if (!leak) break;
    withholdIn(leak, cells, known);
  }
  cells.forEach((cell, index) => {
    if (cell.shown || !before[index]) return;
    cell.shown = true;
    if (!safe()) cell.shown = false;
  });
}

function withholdIn(relation: Relation, cells: CellState[], { known, derivedBy }: Known): void {
  const shownIn = (candidates: Cell[]) =>
    candidates
      .filter((cell) => cells[cell]!.displayed && cells[cell]!.shown)
      .sort((a, b) => cells[a]!.value - cells[b]!.value)[0];
  const derivedIn = (candidates: Cell[]) =>
    candidates.find((cell) => known[cell] && derivedBy[cell] && derivedBy[cell] !== relation);
  const part = shownIn(relation.parts);
  if (part !== undefined) {
    cells[part]!.shown = false;
    return;
  }
  const derivedPart = derivedIn(relation.parts);
  if (derivedPart !== undefined) {
    withholdIn(derivedBy[derivedPart]!, cells, { known, derivedBy });
    return;
  }
  const whole = shownIn([relation.whole]);
  if (whole !== undefined) {
    cells[whole]!.shown = false;
    return;
  }
  const derivedWhole = derivedIn([relation.whole]);
  if (derivedWhole === undefined) throw new Error("A count is given away by figures decided elsewhere on the page.");
  withholdIn(derivedBy[derivedWhole]!, cells, { known, derivedBy });
}

/**
 * Rows named by something a reader knows of a person (a source, a landing page, a reason), each
 * named only with at least 5: the smaller ones are folded into one row, and while that row would
 * hold 1 to 4 the smallest named row goes into it too.
 */
export function foldSmallRows<Row>(
  rows: readonly Row[],
  countOf: (row: Row) => number,
): { named: Row[]; folded: Row[] } {
  const sorted = [...rows].sort((a, b) => countOf(b) - countOf(a));
  const named = sorted.filter((row) => countOf(row) >= smallestShownCount);
  const folded = sorted.filter((row) => countOf(row) < smallestShownCount);
  const foldedCount = () => folded.reduce((total, row) => total + countOf(row), 0);
  while (named.length > 0 && singlesOut(foldedCount())) folded.unshift(named.pop()!);
  return { named, folded };
}
