import { describe, expect, it } from "vitest";

import { sessionCookie } from "~/features/admin/shared/staff-session.server";
import { RouterContextProvider } from "react-router";
import type { ResumeDownload } from "~contracts/applications";
import { backOfficeContext } from "~contracts/back-office";
import { ServiceUnavailableError } from "~contracts/outcome";
import type { StaffMember } from "~domain/staff/staff";

import type { Route } from "./+types/application-resume";
import { loader } from "./application-resume";

const recruiter: StaffMember = { id: "7", email: "recruiter@nexoratech.in", name: "Riya", role: "recruiter" };
const url = "http://127.0.0.1:3000/admin/applications/5b0c7d2e-0d1b-4d7e-9b4e-2f7c1f0e6a11/resume";

/** The loader's arguments for a signed-in recruiter, with the store's answer to the download. */
async function argsFor(download: () => Promise<ResumeDownload | undefined>) {
  const cookie = (await sessionCookie(new Request(url), "token")).split(";")[0]!;
  // The session a recruiter's token opens: their role's desks, bound to them.
  const backOffice = {
    session: async () => ({
      member: recruiter,
      sessionId: "1",
      pendingStep: null,
      areas: { applications: { applications: { downloadResume: download } } },
    }),
  };
  return {
    // As the back office's own "Download resume" link sends it.
    request: new Request(url, { headers: { cookie, "sec-fetch-site": "same-origin" } }),
    url: new URL(url),
    params: { id: "5b0c7d2e-0d1b-4d7e-9b4e-2f7c1f0e6a11" },
    context: new RouterContextProvider(new Map([[backOfficeContext, backOffice]])),
  } as unknown as Route.LoaderArgs;
}

/** What the loader threw: React Router answers it with its status. */
const refusal = async (args: Route.LoaderArgs) =>
  (await loader(args).then(
    () => undefined,
    (error: unknown) => error,
  )) as { data: { message: string }; init: { status: number } } | undefined;

describe("the resume download", () => {
  it("streams the stored bytes with their length, as a file to save", async () => {
    const bytes = new TextEncoder().encode("%PDF-1.4 a resume");
    const response = await loader(
      await argsFor(async () => ({
        fileName: "Aditi Rao CV.pdf",
        mediaType: "application/pdf",
        bytes: bytes.length,
        content: new Blob([bytes]).stream(),
      })),
    );
    expect(response.headers.get("content-length")).toBe(String(bytes.length));
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="Aditi Rao CV.pdf"/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers 404 when the application or its file is gone", async () => {
    expect((await refusal(await argsFor(async () => undefined)))?.init.status).toBe(404);
  });

  it("answers 503, try again, while the resume storage cannot answer", async () => {
    const thrown = await refusal(
      await argsFor(async () => Promise.reject(new ServiceUnavailableError("The resume storage cannot answer now."))),
    );
    expect(thrown?.init.status).toBe(503);
    expect(thrown?.data.message).toBe("The resume storage cannot answer now. Please try again in a moment.");
  });
});
