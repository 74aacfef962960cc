import { expect, expectAccessibleAtBothWidths, test, visit } from "./fixtures";
import { pageGroups } from "./page-groups";
import { backOfficeModules, recordRouteDiscovery } from "./route-discovery";
import { pages } from "./routes";

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

test("every indexable page names its canonical URL and Open Graph tags", { tag: "@one-width" }, async ({ request }) => {
  const html = await (await request.get("/faq")).text();
  expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:3000\/faq"\/>/);
  expect(html).toContain('property="og:title"');
  expect(html).toContain('property="og:url" content="http://127.0.0.1:3000/faq"');
  expect(html).toContain('name="description"');
});

test("sitemap.xml lists every public page and robots.txt points to it", { tag: "@one-width" }, async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const { path } of pages.filter(
    (page) =>
      !["/home", "/error"].includes(page.path) &&
      !page.path.startsWith("/career/apply") &&
      // The pages a person's link opens (job alerts', the newsletter's) are nobody's to find.
      !page.path.startsWith("/job-alerts/") &&
      !page.path.startsWith("/newsletter/"),
  )) {
    expect(sitemap).toContain(`<loc>http://127.0.0.1:3000${path}</loc>`);
  }
  const robots = await request.get("/robots.txt");
  const rules = await robots.text();
  expect(rules).toContain("Sitemap: http://127.0.0.1:3000/sitemap.xml");
  // The pages that carry a person's link: a search engine never asks for them.
  for (const path of ["/demo/manage/", "/interview/"]) expect(rules).toContain(`Disallow: ${path}`);
});

test("the favicon, touch icon and Open Graph image are served", { tag: "@one-width" }, async ({ request }) => {
  for (const [path, type] of [
    ["/favicon.ico", "image/vnd.microsoft.icon"],
    ["/favicon.svg", "image/svg+xml"],
    ["/apple-touch-icon.png", "image/png"],
    ["/og-image.png", "image/png"],
  ]) {
    const response = await request.get(path!);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"], path).toContain(type);
  }
});
