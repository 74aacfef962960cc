import { describe, expect, it } from "vitest";

import { stolenLaptopBreach } from "../../test-support/sample-breach";
import { boardReport, breachNotice, breachNoticeInHindi, draftText } from "./breach-drafts";
import { boardClock, BreachRecordSchema, durationInWords, foundAtOf } from "./breach";

const foundAt = new Date("2027-03-01T04:30:00Z"); // 10:00 AM in India
const hours = (count: number) => new Date(foundAt.getTime() + count * 3600_000);

const facts = stolenLaptopBreach(foundAt, {
  periodStartsAt: new Date("2027-02-26T18:30:00Z"),
  periodEndsAt: new Date("2027-02-28T18:30:00Z"),
});

describe("a breach's 72-hour clock (rule 7(2))", () => {
  it("counts down to 72 hours after the breach was found, then counts how late", () => {
    expect(boardClock(foundAt, foundAt)).toEqual({ dueAt: hours(72), overdue: false, minutes: 72 * 60 });
    expect(boardClock(foundAt, hours(70.5))).toEqual({ dueAt: hours(72), overdue: false, minutes: 90 });
    expect(boardClock(foundAt, hours(72)).overdue).toBe(false);
    expect(boardClock(foundAt, hours(75))).toEqual({ dueAt: hours(72), overdue: true, minutes: 180 });
    expect(durationInWords(90)).toBe("1 h 30 min");
    expect(durationInWords(72 * 60)).toBe("3 days 0 h");
    expect(durationInWords(5)).toBe("5 min");
  });

  const form = {
    foundDate: "2027-03-01",
    foundTime: "10:00",
    whatHappened: "x",
    location: "x",
    "kind-enquiries": "yes",
    scope: "created",
    periodFrom: "2027-02-27",
    periodTo: "2027-02-28",
    measures: "x",
    consequences: "x",
    contact: "x",
  };

  it("takes the day and time found in India, and the kinds ticked", () => {
    const record = BreachRecordSchema.parse(form);
    expect(foundAtOf(record)).toEqual(foundAt);
    expect(record.kinds).toEqual(["enquiries"]);
  });

  it("refuses a breach that names no kind of record, and a period that ends before it starts", () => {
    const { "kind-enquiries": _ticked, ...unticked } = form;
    const result = BreachRecordSchema.safeParse({ ...unticked, periodFrom: "2027-03-02" });
    const messages = result.error!.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    expect(messages).toEqual([
      "kinds: Please choose at least one kind of record.",
      "periodTo: The last day cannot be before the first.",
    ]);
  });
});

describe("a breach's drafts", () => {
  it("tells the person what happened to their records, what it may mean, what was done, what they can do and whom to ask", () => {
    const text = draftText(breachNotice(facts, { name: "Ravi Kumar", dataKinds: ["calls"] }));
    expect(text).toContain("Dear Ravi Kumar,");
    expect(text).toContain("the demo calls you booked, from 27 February 2027 to 28 February 2027");
    expect(text).not.toContain("the enquiries you sent us");
    for (const heading of ["What it may mean for you", "What we have done", "What you can do", "Whom to contact"])
      expect(text).toContain(heading);
  });

  it("says the same in Hindi: the day found, the person's records and period, the steps and the complaint", () => {
    const text = draftText(breachNoticeInHindi(facts, { name: "Ravi Kumar", dataKinds: ["calls"] }));
    expect(text).toContain("प्रिय Ravi Kumar,");
    expect(text).toContain("1 मार्च 2027 को 10:00 बजे (भारतीय समय)");
    expect(text).toContain("आपकी बुक की हुई डेमो कॉल से जुड़ा है, 27 फ़रवरी 2027 से 28 फ़रवरी 2027 तक की अवधि का।");
    expect(text).not.toContain("आपकी भेजी हुई पूछताछ");
    // What the admin wrote is quoted as written, and every section is there.
    for (const written of [facts.whatHappened, facts.consequences, facts.measures, facts.contact])
      expect(text).toContain(written);
    for (const heading of ["आप पर इसका क्या असर हो सकता है", "हमने क्या किया है", "आप क्या कर सकते हैं", "किससे संपर्क करें"])
      expect(text).toContain(heading);
    expect(text).toContain("Data Protection Board of India");
    const oneDay = { ...facts, periodStartsAt: facts.periodStartsAt, periodEndsAt: new Date("2027-02-27T18:30:00Z") };
    expect(draftText(breachNoticeInHindi(oneDay, { name: "", dataKinds: [] }))).toContain("नमस्ते,");
    expect(draftText(breachNoticeInHindi(oneDay, { name: "", dataKinds: [] }))).toContain("27 फ़रवरी 2027 की अवधि का");
  });

  it("reports to the Board its nature, extent, timing, location, impact, measures, cause and notices", () => {
    const text = draftText(boardReport(facts));
    expect(text).toContain("People affected: 12 people.");
    expect(text).toContain("due by 4 Mar 2027, 10:00 AM");
    expect(text).toContain("Not known at the time of this report.");
    expect(text).toContain("Not yet sent.");
    expect(draftText(boardReport({ ...facts, noticesSentAt: hours(5) }))).toContain(
      "Sent by e-mail to 12 people on 1 Mar 2027, 3:00 PM",
    );
  });

  it("states the likely impact to the Board about the people affected, never to them", () => {
    const report = boardReport({ ...facts, consequences: "Your name and message may have been read" });
    const impact = report.sections.find((section) => section.heading === "Likely impact")!.text;
    expect(impact).toContain("The people affected may receive e-mails, messages or calls that quote their enquiries");
    expect(impact).toContain("The people affected may be contacted about the demo calls they booked");
    expect(impact).not.toMatch(/\byou(r)?\b/i);
    // What each person is told stays the officer's words, quoted as what the notice says.
    expect(draftText(report)).toContain(
      'Each notice tells the person what the breach may mean for them: "Your name and message may have been read."',
    );
  });

  it("never doubles a full stop after a name that ends with one", () => {
    const texts = [draftText(boardReport(facts)), draftText(breachNotice(facts, { name: "", dataKinds: [] }))];
    for (const text of texts) expect(text).not.toContain("..");
    expect(texts[0]).toContain("Nexora Technologies Pvt. Ltd. Contact: Grievance Officer");
  });
});
