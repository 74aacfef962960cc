import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub, data, redirect, useActionData, useLoaderData } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import type { OwnActions, PersonalData } from "~contracts/own-data";
import { confirmErasureParameter, confirmWithdrawalParameter, doneNoticeKinds } from "~domain/own-data/actions";
import { nomineePaths } from "~domain/privacy/nomination";
import { ownDataPaths } from "~domain/own-data/own-data-request";

import { NomineeForm } from "./nominee-form";
import { askedNotice, doneLocation } from "./own-action.server";
import { OwnActionDoneNotice, type DoneNotice } from "./own-action-notice";
import { OwnActionsPanel, type OwnActionAnswer } from "./own-actions-panel";
import { PersonalDataView } from "./personal-data-view";

const applicationId = "6f1d2c3b-4a59-4e8f-9a7b-0c1d2e3f4a5b";
const callId = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

const actions: OwnActions = {
  details: { firstName: "Ritu", lastName: "Anand", phone: "+91 99999 00000", city: "Pune" },
  jobAlerts: 2,
  newsletter: true,
  doNotContact: "can-ask",
  upcomingCalls: [{ id: callId, title: "Mon 14 Dec 2026, 11:00 AM (BK-7Q4M2P)" }],
  applicationsInProcess: [{ id: applicationId, title: "React Developer (APP-2026-0042)" }],
  erasure: { erases: true, kept: [], staffDecide: false },
};

const personal: PersonalData = {
  addresses: ["ritu.anand@example.in"],
  keptApart: false,
  readAt: "2026-12-01T05:30:00.000Z",
  language: "en",
  groups: [
    {
      key: "enquiries",
      title: "Enquiries",
      usedFor: "To answer the message you sent through the site.",
      processedBy: [],
      keptFor: "We delete an enquiry 24 months after we receive it.",
      records: [],
    },
    {
      key: "emails",
      title: "E-mails with the sales team",
      usedFor: "The e-mails between you and the sales team.",
      processedBy: [],
      records: [],
    },
  ],
};

/** What the page's action saw: each post's fields. */
let posted: Record<string, string>[] = [];

/** Each post's answer: done (a redirect to the notice), or refused with a message. */
let answer: "done" | "refused" = "done";

function Page() {
  const loaded = useLoaderData<{
    done: DoneNotice | undefined;
    confirmingErasure: boolean;
    confirmingWithdrawal: string | undefined;
  }>();
  const refused = useActionData<OwnActionAnswer>();
  return (
    <main>
      <OwnActionDoneNotice
        done={loaded.done}
        refused={refused && "refused" in refused ? refused : undefined}
        language="en"
      />
      <PersonalDataView data={personal} />
      <OwnActionsPanel
        actions={actions}
        answer={refused}
        confirmingErasure={loaded.confirmingErasure}
        confirmingWithdrawal={loaded.confirmingWithdrawal}
        language="en"
      />
      <NomineeForm data={personal} />
    </main>
  );
}

/** The page of a person's data, its action answering as the route's does: a redirect to the notice, or a refusal. */
function renderPage(entry: string = ownDataPaths.view) {
  const Stub = createRoutesStub([
    {
      path: ownDataPaths.view,
      HydrateFallback: () => null,
      loader: ({ request }) => {
        const url = new URL(request.url);
        // The route believes a notice only for its session's own request; here every one asked for is.
        const asked = askedNotice(url);
        return {
          done: asked && { ...asked, partly: false },
          confirmingErasure: url.searchParams.get(confirmErasureParameter) === "confirm",
          confirmingWithdrawal: url.searchParams.get(confirmWithdrawalParameter) ?? undefined,
        };
      },
      action: async ({ request }) => {
        const fields = Object.fromEntries(
          [...(await request.formData())].map(([name, value]) => [name, String(value)]),
        );
        posted.push(fields);
        if (answer === "refused")
          return data<OwnActionAnswer>({ intent: undefined, refused: "Too many requests. Please wait." });
        const kind = doneNoticeKinds.find((known) => known === fields.intent)!;
        return redirect(doneLocation({ kind, reference: `PR-4K7QX${posted.length + 2}` }));
      },
      Component: Page,
    },
    {
      path: nomineePaths.nominate,
      action: () => redirect(doneLocation({ kind: "name-nominee", reference: "PR-NMN7EE" })),
    },
  ]);
  render(<Stub initialEntries={[entry]} />);
}

beforeEach(() => {
  posted = [];
  answer = "done";
  // jsdom lays nothing out: the spy says where the view was taken.
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

/** The element the view was last taken to. */
const scrolledTo = () => vi.mocked(Element.prototype.scrollIntoView).mock.contexts.at(-1);

describe("the page of a person's own data, after an action", () => {
  it.each([
    ["Switch off my job alerts", "Your job alerts are switched off."],
    ["Do not contact me", "We have recorded that you do not want to be contacted."],
    ["Cancel this call", "Your call is cancelled, and the consultant has been told."],
    ["Save my details", "Your details are corrected."],
  ])("takes the view and the focus to what %s did, with its reference", async (button, said) => {
    answer = "done";
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: button }));
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain("Your reference is PR-4K7QX3; we have e-mailed you a confirmation.");
    expect(notice.textContent).toContain(said);
    await waitFor(() => expect(document.activeElement).toBe(notice));
    expect(scrolledTo()).toBe(notice);
    expect(notice.id).toBe("action-answer");
  });

  it("takes the view and the focus to a refusal too, each time it is answered", async () => {
    answer = "refused";
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Switch off my job alerts" }));
    const alert = await screen.findByRole("alert");
    await waitFor(() => expect(document.activeElement).toBe(alert));
    screen.getByRole("button", { name: "Do not contact me" }).focus();
    fireEvent.click(screen.getByRole("button", { name: "Do not contact me" }));
    await waitFor(() => expect(posted).toHaveLength(2));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });

  it("lands on the notice when the page is loaded whole after a redirect (no client navigation)", async () => {
    renderPage(`${ownDataPaths.view}?done=erase&ref=PR-4K7QXM#action-answer`);
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toContain("We have erased everything we held about you.");
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });

  it("confirms naming a nominee as the other actions, with the request's reference", async () => {
    renderPage();
    fireEvent.change(await screen.findByRole("textbox", { name: "Your nominee's name" }), {
      target: { value: "Arjun Anand" },
    });
    fireEvent.change(screen.getByRole("textbox", { name: "Your nominee's e-mail address" }), {
      target: { value: "arjun@example.in" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Name my nominee" }));
    const notice = await screen.findByRole("status");
    expect(notice.textContent).toBe(
      "Your nominee is named, and we have told them. Your reference is PR-NMN7EE; we have e-mailed you a confirmation.",
    );
    await waitFor(() => expect(document.activeElement).toBe(notice));
  });
});

describe("withdrawing an application", () => {
  it("asks once, where the person is, before anything is posted", async () => {
    renderPage();
    fireEvent.click(await screen.findByRole("link", { name: "Withdraw this application…" }));
    const confirm = await screen.findByRole("group", {
      name: "Confirm the withdrawal of React Developer (APP-2026-0042)",
    });
    expect(posted).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(within(confirm).getByRole("link", { name: "No, keep my application" }).getAttribute("href")).toBe(
      `${ownDataPaths.view}#action-applications`,
    );
    fireEvent.click(within(confirm).getByRole("button", { name: "Yes, withdraw this application" }));
    await waitFor(() => expect(posted).toEqual([{ intent: "withdraw-application", applicationId }]));
  });

  it("keeps the application when the person says no", async () => {
    renderPage(`${ownDataPaths.view}?${confirmWithdrawalParameter}=${applicationId}`);
    fireEvent.click(await screen.findByRole("link", { name: "No, keep my application" }));
    await screen.findByRole("link", { name: "Withdraw this application…" });
    expect(screen.queryByRole("group", { name: /Confirm the withdrawal/ })).toBeNull();
    expect(posted).toEqual([]);
  });

  it("asks as the erasure does: the same step, in the same words", async () => {
    renderPage(`${ownDataPaths.view}?${confirmErasureParameter}=confirm`);
    const confirm = await screen.findByRole("group", { name: "Confirm the erasure" });
    expect(confirm.textContent).toContain("This cannot be undone.");
    await waitFor(() => expect(document.activeElement).toBe(confirm));
  });
});

describe("the person's data", () => {
  it("says how long each kind of record is kept, where it is known", async () => {
    renderPage();
    const enquiries = await screen.findByRole("region", { name: "Enquiries" });
    expect(enquiries.textContent).toContain("How long we keep it: We delete an enquiry 24 months after we receive it.");
    expect(screen.getByRole("region", { name: "E-mails with the sales team" }).textContent).not.toContain(
      "How long we keep it",
    );
  });
});
