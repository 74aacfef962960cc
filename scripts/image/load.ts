import { randomUUID } from "node:crypto";

import { bookingWindowDays } from "../../domain/bookings/booking";
import { applicationFormData } from "../../test-support/sample-application";
import { sampleBooking, sampleEnquiry } from "../../test-support/sample-submissions";

/** What a visitor sends, with the kinds the drills count against the database; a page is read (GET). */
export type Kind = "enquiry" | "booking" | "application" | "view" | "page";

export type Sent = {
  kind: Kind;
  /** The submission's own e-mail address: how the database is searched for it. */
  email: string;
  status: number;
  /** The id the site answered with (2xx), to find it stored. */
  id?: string;
  /** Milliseconds from sending to the answer's end. */
  ms: number;
  at: number;
};

/** The drills' mix: every tenth request books a call, every fifth applies, the rest enquire or count page views. */
export const submissionsMix: readonly Kind[] = [
  "enquiry",
  "view",
  "application",
  "view",
  "enquiry",
  "view",
  "booking",
  "view",
  "enquiry",
  "view",
];

const pagesViewed = ["/", "/career", "/contactUs", "/portfolio", "/faq", "/blog"];

/**
 * A steady mixed load: `concurrency` visitors, each sending one request after another (at most one
 * per `paceMs`, 100 ms unless told: a steady load, not a flood when answers fail fast) until
 * `stop()`, the kinds in the order of `mix`. Every request comes from an address of its own
 * (X-Forwarded-For, which nginx extends and the instances believe from it), so the per-address form
 * quota is never what refuses.
 */
export class MixedLoad {
  readonly sent: Sent[] = [];
  private running = false;
  private visitors: Promise<void>[] = [];
  private count = 0;
  private bookingDates: string[] = [];

  constructor(
    private readonly origin: string,
    private readonly mix: readonly Kind[] = submissionsMix,
    private readonly runId = randomUUID().slice(0, 8),
  ) {}

  /**
   * Starts the visitors. Bookings aim at every day of the booking window from the day after
   * tomorrow: the drills book thousands of calls, and a fortnight's times ran out.
   */
  start(concurrency = 8, paceMs = 100): void {
    const day = 86_400_000;
    this.bookingDates = Array.from({ length: bookingWindowDays - 3 }, (_, index) =>
      new Date(Date.now() + (index + 2) * day).toISOString().slice(0, 10),
    );
    this.running = true;
    this.visitors = Array.from({ length: concurrency }, async () => {
      while (this.running) {
        const started = Date.now();
        await this.sendOne();
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, started + paceMs - Date.now())));
      }
    });
  }

  async stop(): Promise<Sent[]> {
    this.running = false;
    await Promise.all(this.visitors);
    return this.sent;
  }

  /** Requests answered since `from` (a time from Date.now()). */
  since(from: number): Sent[] {
    return this.sent.filter((sent) => sent.at >= from);
  }

  private async sendOne(): Promise<void> {
    const index = this.count++;
    const kind = this.mix[index % this.mix.length]!;
    const email = `${kind}.${this.runId}.${index}@load.example.in`;
    const visitor = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
    const started = Date.now();
    const answered = (status: number, id?: string) => {
      this.sent.push({ kind, email, status, id, ms: Date.now() - started, at: started });
    };
    try {
      if (kind === "page") return answered(await this.read(pagesViewed[index % pagesViewed.length]!, visitor));
      const body = await this.bodyOf(kind, email, index);
      // The day's times could not be read (the site is down): that answer is this request's.
      if (typeof body === "number") return answered(body);
      const response = await fetch(`${this.origin}${pathOf[kind]}`, {
        method: "POST",
        headers: {
          "x-forwarded-for": visitor,
          ...(kind === "application" ? {} : { "content-type": "application/json" }),
          // As the site's pages send them (app/api-client.ts; an application carries its own
          // submissionId): a submission nginx sends again after an instance died is stored once.
          ...(kind === "enquiry" || kind === "booking" ? { "idempotency-key": randomUUID() } : {}),
        },
        body,
        signal: AbortSignal.timeout(30_000),
      });
      const text = await response.text();
      const accepted = response.status >= 200 && response.status < 300 && kind !== "view";
      answered(response.status, accepted ? (JSON.parse(text) as { data: { id: string } }).data.id : undefined);
    } catch {
      // No answer at all (the connection cut, or no answer within 30 s): counted as status 0.
      answered(0);
    }
  }

  /** A page as a browser asks for it; its status once the whole body has arrived. */
  private async read(page: string, visitor: string): Promise<number> {
    const response = await fetch(`${this.origin}${page}`, {
      headers: { "x-forwarded-for": visitor, accept: "text/html", "accept-encoding": "br, gzip" },
      signal: AbortSignal.timeout(30_000),
    });
    await response.arrayBuffer();
    return response.status;
  }

  /** The request's body, or the status of the day's times when they could not be read for a booking. */
  private async bodyOf(kind: Exclude<Kind, "page">, email: string, index: number): Promise<string | FormData | number> {
    switch (kind) {
      case "enquiry":
        return JSON.stringify({ ...sampleEnquiry, email });
      case "view":
        return JSON.stringify({ kind: "view", path: pagesViewed[index % pagesViewed.length], widthPx: 1280 });
      case "booking": {
        // The first of the window's days, from this request's own, with a time still offered.
        for (let day = 0; day < this.bookingDates.length; day += 1) {
          const date = this.bookingDates[(index + day) % this.bookingDates.length]!;
          const answer = await fetch(`${this.origin}/demo/slots/${date}`, { signal: AbortSignal.timeout(30_000) });
          if (answer.status !== 200) return answer.status;
          const slots = ((await answer.json()) as { data: { availableSlots: string[] } }).data.availableSlots;
          const time = slots[index % Math.max(slots.length, 1)];
          if (time) return JSON.stringify({ ...sampleBooking, email, date, time });
        }
        throw new Error("no demo time left in the booking window");
      }
      case "application":
        return applicationFormData({ email });
    }
  }
}

const pathOf: Record<Exclude<Kind, "page">, string> = {
  enquiry: "/contactus/submit",
  booking: "/demo/book",
  application: "/api/applications",
  view: "/api/analytics/events",
};
