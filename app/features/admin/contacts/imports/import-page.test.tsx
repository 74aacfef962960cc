import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { ContactImportDetail } from "~contracts/contact-imports";

import { ImportPage } from "./import-page";

const path = "/admin/contacts/import/0a7e1234-5678-4abc-9def-1234567890ab";

function renderPage(found: ContactImportDetail) {
  const Stub = createRoutesStub([
    { path: "/admin/contacts/import/:id", Component: () => <ImportPage found={found} owners={[]} rows={[]} /> },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

const reading: ContactImportDetail = {
  id: "0a7e1234-5678-4abc-9def-1234567890ab",
  fileName: "expo leads.csv",
  rows: 0,
  rowsDone: 0,
  status: "reading",
  created: 0,
  updated: 0,
  refused: 0,
  startedByName: "Anika",
  createdAt: new Date("2026-11-23T03:30:00Z"),
  finishedAt: null,
  bytes: 20_000_000,
  columns: [],
  mapping: [],
  preview: [],
  ownerId: null,
  lastError: null,
  pass: "dry-run",
  checked: null,
};

describe("an import whose file is being read", () => {
  it("says the file is being read, with the progress bar and Cancel, and offers no mapping yet", () => {
    renderPage(reading);
    expect(screen.getByText(/^Reading the file… Its columns and first rows show here once it is read\.$/)).toBeTruthy();
    expect(screen.getByRole("progressbar")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Check" })).toBeNull();
  });

  it("shows the columns to map and the first rows once it is read", () => {
    renderPage({
      ...reading,
      status: "uploaded",
      rows: 2,
      columns: ["Email", "Name"],
      mapping: ["email", "fullName"],
      preview: [["zoe@example.de", "Zoë Müller"]],
    });
    expect(screen.queryByText(/Reading the file/)).toBeNull();
    expect(screen.getByRole("button", { name: "Check" })).toBeTruthy();
    expect(screen.getByRole("cell", { name: "Zoë Müller" })).toBeTruthy();
  });
});

describe("an import's progress", () => {
  it("says how many rows were imported and how many refused, not all the rows read as imported", () => {
    renderPage({
      ...reading,
      status: "done",
      pass: "import",
      rows: 20,
      rowsDone: 20,
      created: 15,
      updated: 3,
      refused: 2,
      columns: ["Email"],
      mapping: ["email"],
      checked: { created: 15, updated: 3, refused: 2 },
    });
    expect(screen.getByText("20 of 20 rows read: 18 imported, 2 refused")).toBeTruthy();
    expect(screen.queryByText(/20 of 20 rows imported/)).toBeNull();
  });
});
