import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { noticeVersion } from "../../../domain/privacy/notices";
import { outboxEmails, privacyRequests } from "../../db/schema";
import { buildTestApp, type TestApp } from "../../../test-support/test-app";

const grievance = {
  name: "Asha Rao",
  email: "asha.rao@example.in",
  message: "Your sales team called me twice after I asked not to be contacted.",
};

describe("POST /api/privacy/grievances", () => {
  let subject: TestApp;
  beforeAll(async () => {
    subject = await buildTestApp({}, { FORM_RATE_LIMIT: "2" });
  });
  afterAll(() => subject.app.close());
  beforeEach(async () => {
    await subject.database.db.delete(outboxEmails);
    await subject.database.db.delete(privacyRequests);
  });

  const submit = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = "203.0.113.7") =>
    subject.app.inject({
      method: "POST",
      url: "/api/privacy/grievances",
      payload: payload as object,
      headers,
      remoteAddress,
    });

  it("enters the grievance in the register and acknowledges it by e-mail with its reference and due date", async () => {
    const response = await submit(grievance);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    const [stored] = await subject.database.db.select().from(privacyRequests);
    expect(stored).toMatchObject({
      reference: data.reference,
      kind: "grievance",
      email: "asha.rao@example.in",
      summary: grievance.message,
      details: { name: "Asha Rao" },
      state: "received",
    });
    expect(data.dueAt).toBe(stored!.dueAt.toISOString());
    // Sent without a notice, as an API client may: the row claims none.
    expect(stored).toMatchObject({ noticeVersion: null, noticeLanguage: null });
    const [acknowledgment] = await subject.database.db.select().from(outboxEmails);
    expect(acknowledgment).toMatchObject({ kind: "privacy.request-received", toAddress: "asha.rao@example.in" });
    expect(acknowledgment!.textBody).toContain(data.reference);
  });

  it("keeps the privacy notice the form showed, and refuses one that was never published", async () => {
    const shown = await submit({ ...grievance, noticeVersion, noticeLanguage: "hi" }, {}, "203.0.113.9");
    expect(shown.statusCode).toBe(201);
    const [stored] = await subject.database.db.select().from(privacyRequests);
    expect(stored).toMatchObject({ noticeVersion, noticeLanguage: "hi" });

    const unknown = await submit(
      { ...grievance, noticeVersion: "2020-01-01", noticeLanguage: "fr" },
      {},
      "203.0.113.9",
    );
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().errors).sort()).toEqual(["noticeLanguage", "noticeVersion"]);
    expect(await subject.database.db.select().from(privacyRequests)).toHaveLength(1);
  });

  it("refuses what is not a grievance with a message per field, and records nothing", async () => {
    const response = await submit({ name: "", email: "not an address", message: "x".repeat(4001) });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      email: "Please enter a valid email address.",
      message: "Your complaint can be at most 4000 characters.",
    });
    expect(await subject.database.db.select().from(privacyRequests)).toEqual([]);
    expect(await subject.database.db.select().from(outboxEmails)).toEqual([]);
  });

  it("takes a retry once, and spends the network's quota", async () => {
    const fromVisitor = { ...grievance, email: "vikram.das@example.in" };
    const key = { "idempotency-key": "grievance-retry-1" };
    const first = await submit(fromVisitor, key, "203.0.113.8");
    const again = await submit(fromVisitor, key, "203.0.113.8");
    expect(again.statusCode).toBe(201);
    expect(again.json().data).toEqual(first.json().data);
    expect(await subject.database.db.select().from(privacyRequests)).toHaveLength(1);
    expect((await submit({ ...fromVisitor, email: "nisha.das@example.in" }, {}, "203.0.113.8")).statusCode).toBe(201);
    const refused = await submit({ ...fromVisitor, email: "tara.das@example.in" }, {}, "203.0.113.8");
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many submissions from your address\./);
    expect(await subject.database.db.select().from(privacyRequests)).toHaveLength(2);
  });

  it("spends the quota of the address it acknowledges to, whatever network sends it, and sends nothing past it", async () => {
    const target = { ...grievance, email: "Meena.Pillai@example.in" };
    const statuses = [];
    for (let n = 1; n <= 3; n += 1) statuses.push((await submit(target, {}, `198.51.100.${n}`)).statusCode);
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await submit({ ...target, email: "meena.pillai@example.in" }, {}, "198.51.100.9");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: "We have sent this email address as many messages as we may for now. Please try again in 10 minutes.",
    });
    expect(refused.headers["retry-after"]).toMatch(/^\d+$/);
    expect(await subject.database.db.select().from(privacyRequests)).toHaveLength(2);
    expect(await subject.database.db.select().from(outboxEmails)).toHaveLength(2);
  });
});
