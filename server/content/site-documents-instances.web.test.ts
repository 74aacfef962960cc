import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../db/db";
import { seedServices } from "../db/seed-services";
import { seedTeam } from "../db/seed-about";
import { commandLine } from "../kernel/audit/audit";
import { atOnce, seededProductionInstances, type KeptPageInstances } from "../../test-support/kept-page-instances";
import { publishDocument, saveDraft, unpublishDocument } from "./site-documents";

/**
 * The case studies, the portfolio and the About pages are kept pages now (decision 035): with two
 * instances on one database, what an editor publishes through one shows on the other's kept pages
 * within a second, and a saved draft does not.
 */
describe("the case studies and the About pages on the kept pages of two instances", () => {
  let apps: KeptPageInstances["apps"];
  let writeThrough: Db;
  let instances: KeptPageInstances | undefined;
  const onSecond = async (url: string) => (await apps[1]!.inject({ method: "GET", url })).body;
  const articleOn = async (url: string) =>
    [...(await onSecond(url)).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as { "@type": string; headline?: string; dateModified?: string })
      .find((data) => data["@type"] === "Article");
  const shows = (url: string, text: string) => expect.poll(async () => (await onSecond(url)).includes(text), atOnce);

  beforeAll(async () => {
    instances = await seededProductionInstances("site-documents");
    ({ apps, db: writeThrough } = instances);
  });
  afterAll(() => instances?.close());

  it("shows a published case study on its page and in the home page's tab, never its draft", async () => {
    const { slug: _slug, ...erp } = seedServices.find((service) => service.slug === "erp")!;
    const tagline = "Stock, sales and GST in one place";
    const description = "We build ERP for manufacturers in Delhi NCR, one plant at a time.";
    expect(await onSecond("/case-study/erp")).toContain(erp.header.tagline); // kept before the change
    expect(await onSecond("/")).toContain(erp.header.description);

    const socialImage = erp.gallery[0]!.src;
    const changed = { ...erp, meta: { ...erp.meta, socialImage }, header: { ...erp.header, tagline, description } };
    await saveDraft(writeThrough, commandLine, "service", "erp", changed, new Date());
    expect(await onSecond("/case-study/erp")).not.toContain(tagline);

    const publishedAt = new Date();
    await publishDocument(writeThrough, commandLine, "service", "erp", { when: "now" }, publishedAt);
    await shows("/case-study/erp", tagline).toBe(true);
    await shows("/", description).toBe(true);
    // A shared link shows the editor's social image, as its social card.
    expect(await onSecond("/case-study/erp")).toMatch(
      new RegExp(
        `<meta property="og:image" content="https?://[^"]+/social-cards${socialImage.replace(".svg", ".jpg")}"`,
      ),
    );
    // Search engines read the case study as an Article under its heading, dated by its publication.
    expect(await articleOn("/case-study/erp")).toMatchObject({
      headline: tagline,
      dateModified: publishedAt.toISOString(),
    });
  });

  it("shows a changed team card on /ourteam, and a project taken down leaves /portfolio", async () => {
    const bio = "Manish runs delivery from Gwalior and still reviews every plan himself.";
    const members = seedTeam.members.map((member, index) => (index === 3 ? { ...member, bio } : member));
    await saveDraft(writeThrough, commandLine, "team", "team", { ...seedTeam, members }, new Date());
    await publishDocument(writeThrough, commandLine, "team", "team", { when: "now" }, new Date());
    await shows("/ourteam", bio).toBe(true);

    expect(await onSecond("/portfolio")).toContain("project=apex-pumps-erp");
    expect(await articleOn("/portfolio?project=apex-pumps-erp")).toMatchObject({
      headline: "Apex Pumps' dealer and inventory ERP: case study",
    });
    await unpublishDocument(writeThrough, commandLine, "project", "apex-pumps-erp", new Date());
    await shows("/portfolio", "project=apex-pumps-erp").toBe(false);
    expect((await apps[1]!.inject({ method: "GET", url: "/portfolio?project=apex-pumps-erp" })).statusCode).toBe(404);
  });
});
