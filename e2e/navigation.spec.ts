import { expect, overlayMarkedGoneAt, test, visit } from "./fixtures";

const servicesInOrder = [
  "Website Development",
  "App Development",
  "UI-UX design",
  "ERP",
  "Digital Marketing",
  "Generative AI",
  "Security Services",
  "CRM",
];

const orange = "rgb(194, 65, 12)";

test.describe("desktop navigation", { tag: "@desktop-only" }, () => {
  test("highlights the current page in orange and links to every section", async ({ page }) => {
    await visit(page, "/portfolio");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Portfolio" })).toHaveCSS("color", orange);
    await expect(nav.getByRole("link", { name: "Home", exact: true })).not.toHaveCSS("color", orange);

    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveCSS("color", orange);

    await page.getByRole("banner").getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/contactUs$/);

    await page.getByRole("link", { name: "Nexora Technologies", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the bar's shadow deepens after 100 px of scrolling", async ({ page }) => {
    await visit(page, "/services");
    const header = page.getByRole("banner");
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 90));
    await expect(header).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 160));
    await expect(header).toHaveAttribute("data-scrolled", "true");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute("data-scrolled", "false");
  });

  test("Services opens on hover with the eight services in order and closes on mouse leave", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Services" }).hover();
    const menu = page.getByRole("navigation", { name: "Main" }).getByRole("list").nth(1);
    await expect(menu.getByRole("link")).toHaveText(servicesInOrder);

    await page.mouse.move(640, 600);
    await expect(menu).toBeHidden();
  });

  test("a click keeps the hover-opened Services menu open and a second click closes it", async ({ page }) => {
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "Services" });
    const item = page.getByRole("banner").getByRole("link", { name: "Generative AI" });
    await trigger.hover();
    await expect(item).toBeVisible();
    await trigger.click();
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(item).toBeVisible();
    await trigger.click();
    await expect(item).toBeHidden();
  });

  test("the pointer crosses from Services into its panel without closing it; a clicked menu stays when it leaves", async ({
    page,
  }) => {
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "Services" });
    const item = page.getByRole("banner").getByRole("link", { name: "Security Services" });
    await trigger.hover();
    const box = (await item.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 12 });
    await expect(item).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(item).toBeHidden();

    await trigger.click();
    await page.mouse.move(640, 600);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(item).toBeVisible();
  });

  test("Services closes on an outside click and on Escape", async ({ page }) => {
    await visit(page, "/");
    const trigger = page.getByRole("button", { name: "Services" });
    await trigger.click();
    const item = page.getByRole("banner").getByRole("link", { name: "Generative AI" });
    await expect(item).toBeVisible();
    await page.mouse.click(1200, 700);
    await expect(item).toBeHidden();

    await trigger.click();
    await expect(item).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(item).toBeHidden();
  });

  test("the keyboard opens Services, tabs into its links, and Escape or leaving the menu closes it", async ({
    page,
  }) => {
    await visit(page, "/case-study/erp");
    const trigger = page.getByRole("button", { name: "Services" });
    const banner = page.getByRole("banner");
    await trigger.focus();
    await page.keyboard.press("Enter");
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    const current = banner.getByRole("link", { name: "ERP" });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(current).toHaveCSS("color", orange);
    await expect(banner.getByRole("link", { name: "CRM" })).not.toHaveAttribute("aria-current");

    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Website Development" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(current).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute("aria-expanded", "false");

    await page.keyboard.press("Space");
    for (const _ of servicesInOrder) await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "CRM" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner.getByRole("link", { name: "Portfolio" })).toBeFocused();
    await expect(current).toBeHidden();
  });

  test("choosing a service closes the menu and opens its case study", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Services" }).hover();
    const banner = page.getByRole("banner");
    await banner.getByRole("link", { name: "UI-UX design" }).click();
    await expect(page).toHaveURL(/\/case-study\/ui-ux-design$/);
    await expect(banner.getByRole("link", { name: "ERP" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Services" })).toHaveCSS("color", orange);
  });
});

test.describe("mobile navigation", { tag: "@mobile-only" }, () => {
  test("the hamburger opens a panel with the links, a collapsible Services list and Let's Talk", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();

    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel.getByRole("link", { name: "Home", exact: true })).toHaveCSS("color", orange);
    await expect(panel.getByRole("link", { name: "Portfolio" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(panel.getByRole("link", { name: "Let's Talk" })).toBeVisible();

    await expect(panel.getByRole("link", { name: "CRM" })).toBeHidden();
    await panel.getByRole("button", { name: "Services" }).click();
    await expect(
      panel
        .getByRole("listitem")
        .getByRole("link")
        .filter({ hasText: /^(?!Home|Portfolio|Blog)/ }),
    ).toHaveText(servicesInOrder);
    await panel.getByRole("button", { name: "Services" }).click();
    await expect(panel.getByRole("link", { name: "CRM" })).toBeHidden();

    await panel.getByRole("button", { name: "Services" }).click();
    await panel.getByRole("link", { name: "ERP" }).click();
    await expect(page).toHaveURL(/\/case-study\/erp$/);
    await expect(panel).toBeHidden();
  });

  test("an outside click closes the panel", async ({ page }) => {
    await visit(page, "/faq");
    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Menu" });
    await expect(panel).toBeVisible();
    // Radix listens for outside clicks from a zero-delay timer it sets as the panel mounts, just
    // before the panel takes the focus; a person cannot click sooner. Once the focus is inside, one
    // more turn of the page's timers has run Radix's.
    await expect.poll(() => panel.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
    await page.mouse.click(187, 780);
    await expect(panel).toBeHidden();
  });

  test("Escape closes the panel and gives the focus back to the hamburger", async ({ page }) => {
    await visit(page, "/faq");
    // While the panel is open the page behind it is aria-hidden (Radix's modal dialog hides it once
    // its content has mounted), so the opener is found among hidden elements too. Without that,
    // the check of aria-expanded passed only when it ran before the page was hidden; on a slow
    // machine it ran after and found no button.
    const opener = page.getByRole("button", { name: "Open menu", includeHidden: true });
    await opener.click();
    await expect(opener).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(opener).toBeFocused();
    await expect(opener).toHaveAttribute("aria-expanded", "false");
  });

  test("growing to desktop width closes the panel", async ({ page }) => {
    await visit(page, "/faq");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("Let's Talk in the panel goes to the contact page", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Let's Talk" }).click();
    await expect(page).toHaveURL(/\/contactUs$/);
  });
});

test.describe("at the overlay's real speed @one-width", () => {
  test.use({ animationSpeed: 1 });

  test("each page entry starts at the top and shows the loading overlay for about a second", async ({ page }) => {
    await visit(page, "/services");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole("contentinfo").getByRole("link", { name: "FAQs" }).click();
    await expect(page).toHaveURL(/\/faq$/);
    // The address changes before the new page is drawn: wait for the FAQ page itself, under its overlay.
    await expect(page.getByRole("region", { name: "Questions" })).toBeAttached();
    const overlay = page.getByTestId("loading-overlay");
    await expect(overlay).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(overlay).toBeHidden({ timeout: 3_000 });
  });

  test("the overlay's second counts from the page's entry, not from the stylesheet's arrival", async ({ page }) => {
    // A slow connection: the stylesheet arrives 1.5 s after the page was asked for, past the overlay's second.
    await page.route("**/assets/*.css", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    // When the overlay was first seen gone, on the page's own clock (0 is the page's entry).
    await page.addInitScript(() => {
      const watch = () => {
        const overlay = document.querySelector('[data-testid="loading-overlay"]');
        if (overlay && getComputedStyle(overlay).visibility === "hidden") {
          document.documentElement.dataset.overlayGoneAt = String(performance.now());
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    // A prerendered page (its script allowed by hash) and one rendered per request (by nonce).
    for (const path of ["/faq", "/career?q=engineer"]) {
      await visit(page, path);
      const goneAt = await overlayMarkedGoneAt(page);
      const stylesheetAt = await page.evaluate(() =>
        Math.max(
          ...performance
            .getEntriesByType("resource")
            .filter((entry) => entry.name.endsWith(".css"))
            .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
        ),
      );
      expect(stylesheetAt, path).toBeGreaterThan(1_000);
      // Counted from the stylesheet's arrival, the overlay would stay at least 1.15 s after it.
      expect(goneAt - stylesheetAt, path).toBeLessThan(1_000);
    }
  });

  test("About's overlay goes off after the same second (decision 037)", async ({ page }) => {
    await visit(page, "/services");
    await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
    await expect(page).toHaveURL(/\/aboutUs$/);
    const overlay = page.getByTestId("loading-overlay");
    await expect(overlay).toHaveCSS("animation-delay", "1s");
    await expect(overlay).toBeHidden({ timeout: 3_000 });
  });
});

test("the footer carries the company's details, columns and legal links @one-width", async ({ page }) => {
  await visit(page, "/");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("link", { name: "sales@nexoratech.in" })).toHaveAttribute(
    "href",
    "mailto:sales@nexoratech.in",
  );
  await expect(footer.getByRole("link", { name: "+91 98110 42765" })).toHaveAttribute("href", "tel:+919811042765");
  await expect(footer.getByText(/© 2025 Nexora Technologies/)).toBeVisible();
  for (const name of ["LinkedIn", "on X", "WhatsApp", "Instagram"]) {
    await expect(footer.getByRole("link", { name: new RegExp(name) })).toHaveAttribute("target", "_blank");
  }
  const targets = await footer.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
  for (const path of [
    "/contactUs",
    "/process-insights",
    "/alltestimonial",
    "/faq",
    "/aboutUs",
    "/vision-mission",
    "/career",
    "/why-choose-us",
    "/rating",
    "/demo",
    "/services",
    "/privacy",
    "/terms-condition",
  ]) {
    expect(targets).toContain(path);
  }
  expect(targets.filter((href) => href?.startsWith("/case-study/"))).toHaveLength(7);
});
