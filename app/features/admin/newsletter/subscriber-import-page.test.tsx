import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { SubscriberImportReport } from "~contracts/newsletter";
import { csvListRefusals } from "~domain/forms/csv-lists";
import { confirmImportMessage, subscriberImportKind } from "~domain/newsletter/subscriber-import";

import { SubscriberImportPage, type ImportAnswer } from "./subscriber-import-page";

const path = "/admin/newsletter/subscribers/import";

function renderPage(answer?: ImportAnswer) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path,
      HydrateFallback: () => null,
      loader: () => null,
      action: async ({ request }) => (posted.push(await request.formData()), null),
      Component: () => <SubscriberImportPage answer={answer} />,
    },
  ]);
  render(<Stub initialEntries={[path]} />);
  return posted;
}

const report: SubscriberImportReport = {
  fileName: "ghost.csv",
  source: "Ghost export, March",
  rows: 4,
  added: 1,
  confirmed: 1,
  known: 1,
  refused: 1,
  notes: [
    { row: 3, email: "left@example.in", outcome: "known", reason: "Unsubscribed: left unsubscribed, as they asked" },
    { row: 5, email: "", outcome: "refused", reason: "No e-mail address" },
  ],
};

describe("the subscribers' import page", () => {
  it("refuses a file over the limit before it is sent", async () => {
    renderPage();
    const file = (await screen.findByLabelText(/CSV file/)) as HTMLInputElement;
    const large = new File(["x"], "big.csv", { type: "text/csv" });
    Object.defineProperty(large, "size", { value: subscriberImportKind.bytes + 1 });
    fireEvent.change(file, { target: { files: [large] } });
    expect(file.validationMessage).toBe(csvListRefusals(subscriberImportKind).tooLarge);
  });

  it("asks for the source and the tick in the browser, and sends nothing until they are given", async () => {
    const posted = renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Import" }));
    expect(await screen.findByText(confirmImportMessage)).toBeTruthy();
    expect(screen.getByRole("checkbox").getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/Where the list comes from/)));
    expect(posted).toEqual([]);
  });

  it("shows what the import did, and each row left out with why", async () => {
    renderPage({ report });
    expect(await screen.findByText("Imported 2 subscribers from ghost.csv.")).toBeTruthy();
    const left = within(screen.getByRole("region", { name: "Rows not imported" }));
    expect(left.getAllByRole("listitem").map((row) => row.textContent)).toEqual([
      "Row 3left@example.inUnsubscribed: left unsubscribed, as they asked",
      "Row 5No addressNo e-mail address",
    ]);
    expect(screen.getByRole("heading", { name: "Import another file" })).toBeTruthy();
  });
});
