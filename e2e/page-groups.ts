/**
 * Splits the pages a spec checks one by one into a few groups of about the same size, one test
 * each. A test's own browser context and page cost about 0.4 s on the CI machine, more than a
 * page's check itself (about 0.3 s to load and hydrate); a few groups still let both workers share
 * the pages.
 */
export function pageGroups<Page>(pages: readonly Page[], groups = 4): Page[][] {
  const size = Math.ceil(pages.length / groups);
  return Array.from({ length: Math.ceil(pages.length / size) }, (_, index) =>
    pages.slice(index * size, (index + 1) * size),
  );
}
