import { expect, expectAccessibleAtBothWidths, test, visit } from "./fixtures";
import { pageGroups } from "./page-groups";
import { backOfficeModules, recordRouteDiscovery } from "./route-discovery";
import { pages } from "../test-support/public-pages";

// Each page is loaded once, at the phone's width, and checked at both: its layout is CSS alone
// (no component reads the window's width), so a load at the desktop's width hydrated the same
// page again for nothing. The same visit shows that the page loads, discovers and names none of the
// back office's routes (e2e/route-discovery.ts). Nine groups: of six, two took 28-30 s of their 30
// on a clean clone here.
for (const [index, group] of pageGroups(pages, 9).entries()) {
  test(
    `public pages, group ${index + 1} (${group[0]!.path} to ${group.at(-1)!.path}), render on the server, hydrate cleanly, pass axe, fit both widths and carry no back-office route`,
    {
      tag: "@one-width",
    },
    async ({ page, request, consoleErrors }) => {
      let backOffice: Set<string> | undefined;
      for (const { path, heading } of group) {
        await test.step(path, async () => {
          const discovery = recordRouteDiscovery(page);
          // The document as the server sent it, before any script ran: what view-source shows.
          const html = await (await visit(page, path))!.text();
          backOffice ??= await backOfficeModules(page, request);
          expect(html, "server-rendered heading").toContain(heading.replace(/&/g, "&amp;"));

          await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
          await expect(page).toHaveTitle(/Nexora Technologies/);
          await discovery.expectNoBackOfficeRoute(path, backOffice);
          await expectAccessibleAtBothWidths(page);
          expect(consoleErrors, `console errors on ${path}`).toEqual([]);
        });
      }
    },
  );
}
