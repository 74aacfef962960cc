import { test } from "./fixtures";
import { staffState } from "./staff";

test.use({ storageState: staffState("editor") });
for (const width of [375, 1280]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/admin/pages", "/admin/pages/service/crm", "/admin/pages/team/team", "/admin/pages/project/spice-route-ecommerce/preview"]) {
      await page.goto(path);
      await page.screenshot({ path: `test-results/shots/${path.replace(/\W+/g, "_")}-${width}.png`, fullPage: true });
    }
  });
}
