import { describe, expect, it } from "vitest";
import { z } from "zod";

import {
  answer,
  formAction,
  intent,
  intentWith,
  noFields,
  postedText,
  refusedIntent,
  refusedWithErrors,
  toPage,
  type FormRoute,
} from "./form-action.server";

const post = (fields: Record<string, string>) =>
  new Request("http://localhost/admin/enquiries/e1", { method: "POST", body: new URLSearchParams(fields) });

const NoteSchema = z.object({ body: z.string().trim().min(1, "Please write a note.") });

/** A page with one form, "note", that keeps what the desk was given. */
function notePage(desk: (body: string) => { ok: true; value: string } | { ok: false; message: string }) {
  const kept: string[] = [];
  const route: FormRoute<{ intent: string; errors: Record<string, string> }> = {
    intents: {
      note: intent({
        schema: NoteSchema,
        run: async ({ body }) => {
          kept.push(body);
          return desk(body);
        },
        done: (id) => toPage(`/admin/enquiries/${id}`, "note"),
      }),
    },
    refused: refusedWithErrors,
  };
  return { route, kept };
}

const thrown = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("Nothing was thrown.");
};

describe("a page's forms by their intent", () => {
  it("answers a name the page does not know with 400, and runs nothing", async () => {
    const { route, kept } = notePage(() => ({ ok: true, value: "e1" }));
    for (const name of ["delete", "constructor", ""]) {
      const answer = await formAction(post({ intent: name, body: "Hello" }), route);
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toEqual({ intent: name, errors: { form: "Unknown action." } });
    }
    expect(kept).toEqual([]);
  });

  it("answers the schema's messages, and text the database cannot store, with 400", async () => {
    const { route, kept } = notePage(() => ({ ok: true, value: "e1" }));
    const empty = await formAction(post({ intent: "note", body: " " }), route);
    expect(empty.init?.status).toBe(400);
    expect(empty.data).toEqual({ intent: "note", errors: { body: "Please write a note." } });
    const unstorable = await formAction(post({ intent: "note", body: "Hello", other: "a\u0000b" }), route);
    expect(unstorable.init?.status).toBe(400);
    expect(Object.keys(unstorable.data.errors)).toEqual(["other"]);
    expect(kept).toEqual([]);
  });

  it("answers a refused outcome with 400 and its message as the form's error", async () => {
    const { route } = notePage(() => ({ ok: false, message: "This enquiry does not exist (any more)." }));
    const answer = await formAction(post({ intent: "note", body: "Hello" }), route);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: "note", errors: { form: "This enquiry does not exist (any more)." } });
  });

  it("redirects a success to the page it names, with its notice in a cookie", async () => {
    const { route, kept } = notePage(() => ({ ok: true, value: "e1" }));
    const response = await thrown(formAction(post({ intent: "note", body: " Hello " }), route));
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/admin/enquiries/e1");
    expect(redirect.headers.get("set-cookie")).toMatch(/^nexora-notice=/);
    expect(kept).toEqual(["Hello"]);
  });

  it("answers a form's own refusal, and runs the page's only form whatever its name", async () => {
    const route: FormRoute<{ intent: string; errors: Record<string, string>; draft?: string }> = {
      otherwise: intent({
        schema: NoteSchema,
        run: async () => ({ ok: false, message: "Not now." }),
        done: toPage("/admin", "saved"),
        refused: (name, refusal, form) => ({ ...refusedWithErrors(name, refusal), draft: String(form.get("body")) }),
      }),
      refused: refusedWithErrors,
    };
    const answer = await formAction(post({ body: "Hello" }), route);
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toEqual({ intent: "", errors: { form: "Not now." }, draft: "Hello" });
  });

  it("answers the page's own body with its status, and a redirect without a notice sets no cookie", async () => {
    type Body = { intent: string; errors: Record<string, string>; saved?: boolean };
    const route: FormRoute<Body> = {
      intents: {
        taken: intent({
          schema: noFields,
          run: async () => answer<Body>({ intent: "taken", errors: { form: "Someone else has it." } }, 409),
          done: toPage("/admin", "taken"),
        }),
        save: intent({
          schema: noFields,
          run: async () => ({ ok: true, value: undefined }),
          done: answer({ intent: "save", errors: {}, saved: true }),
        }),
        back: intent({
          schema: noFields,
          run: async () => ({ ok: true, value: undefined }),
          done: toPage("/admin/elsewhere"),
        }),
        closed: refusedIntent("You may not do this."),
      },
      refused: refusedWithErrors,
    };
    const taken = await formAction(post({ intent: "taken" }), route);
    expect([taken.init?.status, taken.data]).toEqual([
      409,
      { intent: "taken", errors: { form: "Someone else has it." } },
    ]);
    const saved = await formAction(post({ intent: "save" }), route);
    expect([saved.init?.status, saved.data]).toEqual([200, { intent: "save", errors: {}, saved: true }]);
    const closed = await formAction(post({ intent: "closed" }), route);
    expect([closed.init?.status, closed.data]).toEqual([
      400,
      { intent: "closed", errors: { form: "You may not do this." } },
    ]);
    const back = (await thrown(formAction(post({ intent: "back" }), route))) as Response;
    expect([back.status, back.headers.get("location"), back.headers.get("set-cookie")]).toEqual([
      302,
      "/admin/elsewhere",
      null,
    ]);
  });

  it('hands a posted id on as it is for the desk to check, and "" when none was posted', async () => {
    const given: string[] = [];
    const route: FormRoute<{ intent: string; errors: Record<string, string> }> = {
      otherwise: intentWith({
        parse: postedText("revisionId"),
        run: async (revisionId) => {
          given.push(revisionId);
          return { ok: false, message: "There is no such revision." };
        },
        done: toPage("/admin"),
      }),
      refused: refusedWithErrors,
    };
    await formAction(post({ intent: "restore", revisionId: "r1" }), route);
    await formAction(post({ intent: "restore" }), route);
    expect(given).toEqual(["r1", ""]);
  });
});
