import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Db } from "../db/db";
import before from "../../test-support/site-content-before-the-back-office.json";
import { commandLine } from "../kernel/audit/audit";
import { atOnce, seededProductionInstances, type KeptPageInstances } from "../../test-support/kept-page-instances";
import { createFaq, faqKind, findFaq, listFaq, updateFaq } from "./faq-entries";
import { moveEntry, publishEntry, unpublishEntry } from "./ordered-entries";
import { nextScheduledChange } from "./scheduled-changes";
import { listTestimonials, testimonialKind } from "./testimonial-entries";
import { isoDate } from "../../domain/time/india-dates";

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * The FAQ and the testimonials are kept pages now (decision 034): on the production build, a fresh
 * install shows the texts the site showed before, and with two instances on one database (on
 * PostgreSQL, two pools and LISTEN/NOTIFY) an edit through one shows on the other's kept page within
 * a second. A scheduled question appears on the kept /faq at its time by the instances' clock, which
 * the test moves.
 */
describe("the FAQ and the testimonials on the kept pages of two instances", () => {
  let apps: KeptPageInstances["apps"];
  let writeThrough: Db;
  let instances: KeptPageInstances | undefined;
  const onFirst = async (url: string) => (await apps[0]!.inject({ method: "GET", url })).body;
  const onSecond = async (url: string) => (await apps[1]!.inject({ method: "GET", url })).body;
  // Noon in India: the day's midnight, when kept pages go anyway, is after the schedule below.
  let now = new Date("2026-11-23T06:30:00Z").getTime();
  const clock = () => new Date(now);

  beforeAll(async () => {
    instances = await seededProductionInstances("site-content", clock);
    ({ apps, db: writeThrough } = instances);
  });
  afterAll(() => instances?.close());

  it("shows a fresh install's FAQ and testimonials as the site showed them, word for word and in order", async () => {
    const faq = await onSecond("/faq");
    const positions = before.faqItems.map(({ question, answer }) => {
      expect(faq).toContain(escaped(answer));
      return faq.indexOf(escaped(question));
    });
    expect(positions.every((at, index) => at > 0 && (index === 0 || at > positions[index - 1]!))).toBe(true);
    const structured = [...faq.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((match) => JSON.parse(match[1]!) as { "@type": string; mainEntity?: unknown })
      .find((data) => data["@type"] === "FAQPage");
    expect(structured?.mainEntity).toEqual(
      before.faqItems.map(({ question, answer }) => ({
        "@type": "Question",
        name: question,
        acceptedAnswer: { "@type": "Answer", text: answer },
      })),
    );

    for (const [url, old] of [
      ["/", before.homeTestimonials],
      ["/alltestimonial", before.allTestimonials],
    ] as const) {
      const page = await onSecond(url);
      const quotes = [...page.matchAll(/<blockquote[^>]*>(.*?)<\/blockquote>/gs)].map((match) => match[1]);
      expect(quotes).toEqual(
        old.map((testimonial) => escaped(testimonial.quoteHtml).replace(/&lt;(\/?)strong&gt;/g, "<$1strong>")),
      );
      for (const { name, position } of old)
        expect(page).toContain(
          `${escaped(name)}</span><span class="block text-sm text-slate-600">${escaped(position)}</span>`,
        );
    }
  });

  it("shows an FAQ answer edited through the first instance on the second's kept /faq at once, and a move or an unpublished testimonial too", async () => {
    const [first] = await listFaq(writeThrough, clock());
    const answer = "Four to eight weeks, and we agree the plan with you first.";
    expect(await onSecond("/faq")).not.toContain(answer); // kept before the change

    await updateFaq(writeThrough, commandLine, first!.id, { question: first!.question, answer }, clock());
    await expect.poll(async () => (await onSecond("/faq")).includes(answer), atOnce).toBe(true);

    const [second] = (await listFaq(writeThrough, clock())).slice(1);
    await moveEntry(writeThrough, faqKind, commandLine, second!.id, "up", clock());
    await expect
      .poll(async () => {
        const page = await onSecond("/faq");
        return page.indexOf(escaped(second!.question)) < page.indexOf(escaped(first!.question));
      }, atOnce)
      .toBe(true);
    expect((await findFaq(writeThrough, first!.id, clock()))?.answer).toBe(answer);

    const homeFirst = (await listTestimonials(writeThrough, clock())).find((row) => row.placement === "home")!;
    expect(await onSecond("/")).toContain(escaped(homeFirst.shownName));
    await unpublishEntry(writeThrough, testimonialKind, commandLine, homeFirst.id, clock());
    await expect.poll(async () => (await onSecond("/")).includes(escaped(homeFirst.shownName)), atOnce).toBe(false);
  });

  it("shows a question scheduled for 18:00 in India on the kept /faq at 18:00 by the clock, not a millisecond before", async () => {
    // Plain words: absent from the page, it is absent from the list, the FAQPage data and the loader's data alike.
    const question = "Can we start with a one-week pilot?";
    const { id } = await createFaq(writeThrough, commandLine, { question, answer: "Yes, paid by the day." }, clock());
    await publishEntry(
      writeThrough,
      faqKind,
      commandLine,
      id,
      { when: "at", date: isoDate("2026-11-23"), time: "18:00" },
      clock(),
    );
    const appears = new Date("2026-11-23T12:30:00Z");
    expect(await nextScheduledChange(writeThrough, clock())).toEqual(appears);

    // The writer's instance forgot its page as the schedule committed: rendered now, it is kept until 18:00.
    expect(await onFirst("/faq")).not.toContain(escaped(question));
    now = appears.getTime() - 1;
    expect(await onFirst("/faq")).not.toContain(escaped(question));
    expect(await onSecond("/faq")).not.toContain(escaped(question));

    now = appears.getTime();
    expect(await onFirst("/faq")).toContain(escaped(question));
    await expect.poll(async () => (await onSecond("/faq")).includes(escaped(question)), atOnce).toBe(true);
  });
});
