import { describe, expect, it } from "vitest";

import {
  enoughToAverage,
  fewerThanShown,
  foldSmallRows,
  shownRate,
  smallCountTable,
  withheldShown,
  type ShownCount,
} from "./small-counts";

const few = fewerThanShown;
const withheld = withheldShown;

/** A funnel's counts as the table shows them. */
function shownChain(values: number[]): ShownCount[] {
  const table = smallCountTable();
  const cells = values.map((value) => table.count(value));
  table.chain(cells);
  const shown = table.decide();
  return cells.map(shown);
}

/** Counts that add up to a total the reader knows, as the table shows them. */
function shownSum(total: number, values: number[], totalShownElsewhere: ShownCount = total): ShownCount[] {
  const table = smallCountTable();
  const cells = values.map((value) => table.count(value));
  table.sum(table.given(total, totalShownElsewhere), cells);
  const shown = table.decide();
  return cells.map(shown);
}

describe("which counts of people a report shows (decision 072)", () => {
  it("shows 5 and more, and any count under 5, 0 included, as fewer than 5", () => {
    const table = smallCountTable();
    const cells = [0, 1, 4, 5, 120].map((value) => table.count(value));
    const shown = table.decide();
    expect(cells.map(shown)).toEqual([few, few, few, 5, 120]);
  });

  it("withholds a step of a funnel that would give away how few stopped before it, by subtraction", () => {
    // Reached 9, went on 7: the 2 who did not would be 9 - 7.
    expect(shownChain([9, 7])).toEqual([9, withheld]);
    // Equal steps give away nobody: 0 stopped.
    expect(shownChain([5, 5])).toEqual([5, 5]);
    expect(shownChain([40, 30, 12, 6])).toEqual([40, 30, 12, 6]);
    // 12 offered, 9 hired: 3 declined. Hired goes; then 12 beside 40 and 30 is safe.
    expect(shownChain([40, 30, 12, 9])).toEqual([40, 30, 12, withheld]);
    // Not only the step before: with 8 withheld, 10 - 7 would still give away 3.
    expect(shownChain([10, 8, 7])).toEqual([10, withheld, withheld]);
  });

  it("hides a row a known total would give away, and one more where the hidden rows together are 1 to 4", () => {
    // 9 applications: 7, and 2 hidden that the total gives away; the 7 goes too.
    expect(shownSum(9, [7, 2, 0])).toEqual([withheld, few, few]);
    // 3 hidden alone is 14 - 6 - 5: the 5 goes, and the hidden 3 + 5 is no longer a few.
    expect(shownSum(14, [6, 3, 5])).toEqual([6, few, withheld]);
    // Nobody in the other rows: a 0 names no one.
    expect(shownSum(9, [9, 0, 0])).toEqual([9, few, few]);
    // A total shown nowhere gives nothing away.
    expect(shownSum(3, [2, 1], few)).toEqual([few, few]);
  });

  it("never gives away a total another card withheld", () => {
    // Hired is withheld on the page: the channels' hires, all shown, would add up to it.
    expect(shownSum(12, [6, 6], withheld)).toEqual([withheld, 6]);
    expect(shownSum(12, [6, 6], 12)).toEqual([6, 6]);
  });

  it("follows what a reader works out through several relations", () => {
    // A step's reached = went on + gave up, and went on is the next step's reached.
    const table = smallCountTable();
    const [reached1, reached2, reached3] = [9, 7, 7].map((value) => table.count(value));
    const gaveUp1 = table.count(2);
    const gaveUp2 = table.count(0);
    table.chain([reached1!, reached2!, reached3!]);
    table.sum(reached1!, [reached2!, gaveUp1]);
    table.sum(reached2!, [reached3!, gaveUp2]);
    const shown = table.decide();
    // 7 reached step 2 would give 9 - 7 = 2 away, and so would step 3's 7 through the same 7.
    expect([reached1, reached2, reached3, gaveUp1, gaveUp2].map((cell) => shown(cell!))).toEqual([
      9,
      withheld,
      withheld,
      few,
      few,
    ]);
  });

  it("gives a share only of two counts shown", () => {
    expect(shownRate(6, 12)).toBe(0.5);
    expect(shownRate(few, 12)).toBeNull();
    expect(shownRate(6, withheld)).toBeNull();
    expect(shownRate(0, 0)).toBeNull();
  });

  it("averages over 5 people or more only", () => {
    expect(enoughToAverage(4)).toBe(false);
    expect(enoughToAverage(5)).toBe(true);
  });

  it("names a row only with 5 or more, and never leaves 1 to 4 in the folded row", () => {
    const count = (row: { n: number }) => row.n;
    const names = ({ named, folded }: { named: { id: string }[]; folded: { id: string }[] }) => ({
      named: named.map((row) => row.id),
      folded: folded.map((row) => row.id),
    });
    const rows = (...counts: number[]) => counts.map((n, index) => ({ id: String.fromCharCode(97 + index), n }));
    expect(names(foldSmallRows(rows(20, 1, 7), count))).toEqual({ named: ["a"], folded: ["c", "b"] });
    expect(names(foldSmallRows(rows(20, 2, 3, 7), count))).toEqual({ named: ["a", "d"], folded: ["c", "b"] });
    expect(names(foldSmallRows(rows(20, 8, 0), count))).toEqual({ named: ["a", "b"], folded: ["c"] });
    expect(names(foldSmallRows(rows(3), count))).toEqual({ named: [], folded: ["a"] });
  });
});
