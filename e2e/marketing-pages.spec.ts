import { seedBlogPosts as blogPosts } from "../server/db/seed-blog";
import { seedFaqItems as faqItems } from "../server/db/seed-faq";
import { upcomingCategories } from "../app/content/portfolio-categories";
import { seedProjects as projects } from "../server/db/seed-projects";
import { termsSections } from "../app/content/terms";
import { expect, test, visit } from "./fixtures";

test(
  "FAQ keeps one answer open at a time and closes the open one on click",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, "/faq");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("FAQs");
    const questions = page.getByRole("main").getByRole("button").filter({ hasText: "?" });
    await expect(questions).toHaveCount(6);

    const [first, second] = faqItems;
    await page.getByRole("button", { name: first!.question }).click();
    await expect(page.getByText(first!.answer)).toBeVisible();
    await page.getByRole("button", { name: second!.question }).click();
    await expect(page.getByText(second!.answer)).toBeVisible();
    await expect(page.getByText(first!.answer)).toBeHidden();
    await page.getByRole("button", { name: second!.question }).click();
    await expect(page.getByText(second!.answer)).toBeHidden();
    await expect(page.getByRole("main").getByRole("link", { name: "Let's Talk" })).toHaveAttribute(
      "href",
      "/contactUs",
    );
  },
);

test("Terms sections open and close independently", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/terms-condition");
  const titles = termsSections.map((section) => section.title);
  expect(titles).toEqual([
    "Payment",
    "Approval process",
    "Intellectual Property Rights",
    "Warranties",
    "Limitation of Liability",
    "Termination",
    "Force Majeure",
    "Subcontracting",
    "Governing Law and Dispute Resolution",
  ]);
  const payment = page.getByRole("button", { name: "Payment" });
  const termination = page.getByRole("button", { name: "Termination" });
  await payment.click();
  await termination.click();
  await expect(payment).toHaveAttribute("aria-expanded", "true");
  await expect(termination).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByText(/15 days/).first()).toBeVisible();
  await payment.click();
  await expect(payment).toHaveAttribute("aria-expanded", "false");
  await expect(termination).toHaveAttribute("aria-expanded", "true");
});

test(
  "the blog's Load more reveals the next posts and disappears when none are left",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, "/blog");
    const others = blogPosts.filter((post) => !post.featured);
    const section = page.getByRole("region", { name: "Another topic for blog" });
    await expect(section.getByRole("article")).toHaveCount(Math.min(6, others.length));
    while (await section.getByRole("link", { name: "Load more" }).isVisible()) {
      const before = await section.getByRole("article").count();
      await section.getByRole("link", { name: "Load more" }).click();
      await expect(section.getByRole("article")).not.toHaveCount(before);
    }
    await expect(section.getByRole("article")).toHaveCount(others.length);

    await page.getByRole("tab", { name: "Featured Blog" }).click();
    await expect(page.getByRole("region", { name: "Another topic for blog" })).toBeHidden();
    await expect(page.getByRole("region", { name: "Featured Blog" })).toBeVisible();
    await page.getByRole("tab", { name: "Meet the Authors" }).click();
    await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 }).first()).toBeVisible();
  },
);

test(
  "the portfolio filters by category, shows Almost There where nothing is published, and keeps both in the URL",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, "/portfolio");
    const grid = page.getByRole("main").getByRole("article");
    await expect(grid).toHaveCount(projects.length);
    await expect(page.getByRole("link", { name: "All", exact: true })).toHaveAttribute("aria-current", "page");

    await page.getByRole("link", { name: "ERP Development" }).click();
    await expect(page).toHaveURL(/category=ERP\+Development|category=ERP%20Development/);
    await expect(grid).toHaveCount(projects.filter((project) => project.category === "ERP Development").length);

    await page.getByRole("link", { name: "IOT services" }).click();
    await expect(page.getByRole("heading", { name: "Almost There" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Expected capabilities" }).getByRole("listitem")).toHaveCount(
      upcomingCategories["IOT services"].length,
    );
    await expect(page.getByRole("main").getByRole("link", { name: "Let's Talk" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(/category=ERP/);
    await expect(grid).toHaveCount(projects.filter((project) => project.category === "ERP Development").length);
  },
);

test("on a phone the chosen category's chip is scrolled into sight", { tag: "@mobile-only" }, async ({ page }) => {
  await visit(page, "/portfolio?category=CRM");
  const chip = page.getByRole("navigation", { name: "Project categories" }).getByRole("link", { name: "CRM" });
  await expect(chip).toHaveAttribute("aria-current", "page");
  await expect(chip).toBeInViewport({ ratio: 0.95 });
});

test(
  "a project opens from its card, can be shared by URL, and closes with the back button",
  { tag: "@one-width" },
  async ({ page }) => {
    const project = projects[0]!;
    await visit(page, "/portfolio");
    await page.getByRole("link", { name: `View full case study: ${project.title}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Revamping ${project.title}`);
    await expect(page).toHaveURL(new RegExp(`project=${project.id}`));
    for (const heading of ["Challenge", "Pain points", "Our approach", "Solutions we provided", "Final product"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Send message" })).toBeVisible();

    await page.getByRole("button", { name: "Back to portfolio" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Portfolio");

    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Revamping ${project.title}`);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Portfolio");
  },
);

test(
  "a shared link to an unknown project says 'Project not found.' with status 404",
  { tag: "@one-width" },
  async ({ page }) => {
    const response = await visit(page, "/portfolio?project=no-such-project");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Project not found." })).toBeVisible();
    await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
  },
);

test(
  "About shows its story, vision, mission, the four values and the statistics",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, "/aboutUs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");
    await expect(page.getByText("Empowering Innovation Through Technology")).toBeVisible();
    for (const heading of [
      "Our Vision",
      "Our Mission",
      "Why Choose Us?",
      "Expertise",
      "Innovation",
      "Customer-Centric",
      "Quality",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Projects made")).toBeVisible();
  },
);

test(
  "the team page shows four people with their links and the founder's message",
  { tag: "@one-width" },
  async ({ page }) => {
    await visit(page, "/ourteam");
    await expect(page.getByRole("region", { name: "Leadership" }).getByRole("listitem")).toHaveCount(4);
    await expect(page.getByRole("link", { name: /on LinkedIn$/ }).first()).toHaveAttribute("target", "_blank");
    await expect(page.getByRole("heading", { name: "A message from our founder" })).toBeVisible();
  },
);

test("the testimonials page shows nine voices and its own form", { tag: "@one-width" }, async ({ page }) => {
  await visit(page, "/alltestimonial");
  await expect(page.getByRole("region", { name: "Testimonials" }).getByRole("listitem")).toHaveCount(9);
  await expect(page.getByRole("button", { name: "Send your message" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Back" })).toBeVisible();
});
