import { and, eq } from "drizzle-orm";
import { within } from "@testing-library/dom";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { signupAnswers } from "../domain/newsletter/newsletter";
import { bookings, newsletterSubscribers, outboxEmails } from "./db/schema";
import { seedBlogPosts } from "./db/seed-blog";
import { origin, startBackOfficeServer, type BackOfficeServer } from "../test-support/back-office-server";
import { fill, plainBrowser } from "../test-support/plain-browser";
import { sampleBooking } from "../test-support/sample-submissions";

/**
 * The public site in a browser without JavaScript, through the real server on the production
 * build (run `npm run build` first): what the server's HTML alone shows and does.
 */
let server: BackOfficeServer;
beforeAll(async () => {
  server = await startBackOfficeServer({ roles: [] });
});
afterAll(() => server?.close());

describe("the home page without JavaScript", () => {
  it("the statistics show their figures", async () => {
    const home = await plainBrowser(server.request).open("/");
    expect(home.status).toBe(200);
    const figures = ["Projects made", "Clients served", "Average rating"].map((name) =>
      home.screen.getByTestId(`statistic-${name}`).textContent?.trim(),
    );
    expect(figures).toEqual(["155", "85+", "4.8"]);
  });
});

/** The manage page's steps are links and its forms plain posts, so the server's HTML alone cancels the call. */
describe("a visitor's manage page without JavaScript", () => {
  const freeSlots = async (date: string): Promise<string[]> =>
    (await server.request({ method: "GET", url: `/demo/slots/${date}` })).json().data.availableSlots;

  /** Books a call through the API, as the widget does, and answers it with its manage link from the visitor's e-mail. */
  async function book(email: string) {
    const dates: string[] = (await server.request({ method: "GET", url: "/demo/dates" })).json().data.bookableDates;
    const date = dates[5]!;
    const time = (await freeSlots(date)).at(-1)!;
    const booked = await server.request({
      method: "POST",
      url: "/demo/book",
      payload: { ...sampleBooking, email, date, time },
    });
    expect(booked.statusCode).toBe(201);
    const mails = await server.database.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, email));
    const link = mails
      .map((mail) => new RegExp(`${origin}(/demo/manage/[\\w-]{43})`).exec(mail.textBody)?.[1])
      .find(Boolean);
    return { date, time, reference: booked.json().data.reference as string, managePath: link! };
  }

  it("cancels the call: the page says so and the slot is offered again", async () => {
    const booked = await book("plain.canceller@example.in");
    expect(await freeSlots(booked.date)).not.toContain(booked.time);
    const browser = plainBrowser(server.request);

    const manage = await browser.open(booked.managePath);
    expect(manage.text).toContain(booked.reference);
    const confirming = await browser.follow(manage.screen.getByRole("link", { name: "Cancel the call" }));
    expect(confirming.url).toBe(`${booked.managePath}?step=cancel`);
    const answer = await browser.press(confirming.screen.getByRole("button", { name: "Yes, cancel the call" }));

    expect(answer.status).toBe(200);
    expect(answer.screen.getAllByRole("status").map((status) => status.textContent)).toContainEqual(
      expect.stringContaining("Your call is cancelled"),
    );
    expect(await freeSlots(booked.date)).toContain(booked.time);
    const [row] = await server.database.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.reference, booked.reference));
    expect(row?.status).toBe("cancelled");
  });
});

/**
 * The newsletter's form posts to the server, which sends the browser back to the page at the
 * message that answers it: a #fragment the page's CSS shows (:target), since a post's page is
 * rendered once for everyone.
 */
describe("the newsletter's form without JavaScript", () => {
  const post = `/blog/${seedBlogPosts[0]!.id}`;
  const stored = (email: string) =>
    server.database.db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));

  async function subscribeOnPost(email: string) {
    const browser = plainBrowser(server.request);
    const page = await browser.open(post);
    const form = page.screen.getByRole("form", { name: "Get new posts by e-mail" });
    fill(within(form).getByRole("textbox", { name: "Your email address" }), email);
    (within(form).getByRole("checkbox", { name: "Product" }) as HTMLInputElement).checked = true;
    return browser.press(within(form).getByRole("button", { name: "Subscribe" }));
  }

  it("saves a sign-up from a post and comes back to the post at the message that says to check the inbox", async () => {
    const answer = await subscribeOnPost("plain.reader@example.in");
    expect(answer.status).toBe(200);
    expect(answer.url).toBe(post);
    expect(answer.fragment).toBe("#newsletter-post-sent");
    expect(answer.document.getElementById("newsletter-post-sent")?.textContent).toBe(signupAnswers.sent);
    expect(await stored("plain.reader@example.in")).toMatchObject([
      { state: "pending", topics: ["Product"], noticeLanguage: "en" },
    ]);
  });

  it("confirms from the e-mail's link and unsubscribes from the welcome's, each by its page's button", async () => {
    const email = "plain.confirmer@example.in";
    const asked = await server.request({ method: "POST", url: "/api/newsletter/subscriptions", payload: { email } });
    expect(asked.statusCode).toBe(202);
    const linkIn = async (kind: string, path: string) => {
      const [mail] = await server.database.db
        .select({ text: outboxEmails.textBody })
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, kind), eq(outboxEmails.toAddress, email)));
      return new RegExp(`${origin}(${path}/[\\w-]{43})`).exec(mail!.text)![1]!;
    };
    const browser = plainBrowser(server.request);

    const confirming = await browser.open(await linkIn("newsletter.confirmation", "/newsletter/confirm"));
    expect(confirming.screen.getByRole("heading", { level: 1 }).textContent).toBe("Confirm your subscription");
    const confirmed = await browser.press(confirming.screen.getByRole("button", { name: "Confirm my subscription" }));
    expect(confirmed.screen.getByRole("heading", { level: 1 }).textContent).toBe("You are subscribed");

    const leaving = await browser.open(await linkIn("newsletter.welcome", "/newsletter/unsubscribe"));
    expect(leaving.screen.getByRole("heading", { level: 1 }).textContent).toBe("Unsubscribe from the newsletter");
    const left = await browser.press(leaving.screen.getByRole("button", { name: "Unsubscribe" }));
    expect(left.screen.getByRole("heading", { level: 1 }).textContent).toBe("You are unsubscribed");
    expect(await stored(email)).toMatchObject([{ state: "unsubscribed" }]);

    const wrong = await browser.open("/newsletter/unsubscribe/not-a-token");
    expect(wrong.status).toBe(404);
    expect(wrong.screen.getByRole("heading", { level: 1 }).textContent).toBe("This link cannot be used");
  });

  it("saves nothing for an address that is not one, and comes back at the message that says so", async () => {
    const answer = await subscribeOnPost("plain.reader@");
    expect(answer.url).toBe(post);
    expect(answer.fragment).toBe("#newsletter-post-email");
    expect(answer.document.getElementById("newsletter-post-email")?.textContent).toBe(signupAnswers.email);
    expect(await stored("plain.reader@")).toEqual([]);
  });
});
