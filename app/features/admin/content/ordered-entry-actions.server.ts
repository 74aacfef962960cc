import { data } from "react-router";
import { z } from "zod";

import type { OrderedEntryDesk } from "~contracts/site-content";
import type { StaffMember } from "~domain/staff";

import { redirectWithNotice } from "~/features/admin/notices.server";

const MoveSchema = z.object({ direction: z.enum(["up", "down"]) });

/**
 * The changes the FAQ's and the testimonials' pages share: move (up or down), publish, unpublish
 * and delete, which asks first (`confirmed=yes` on the second press). Each answers a redirect to
 * `back` with its notice, the refusal's message, or undefined for an intent it does not know.
 */
export async function orderedEntryAction({
  desk,
  member,
  request,
  form,
  id,
  back,
  list,
}: {
  desk: OrderedEntryDesk<unknown>;
  member: StaffMember;
  request: Request;
  form: FormData;
  id: string;
  /** Where the change's notice shows. */
  back: string;
  /** Where a deleted entry's notice shows. */
  list: string;
}) {
  const intent = String(form.get("intent") ?? "");
  const refused = (message: string) => data({ errors: { form: message } }, { status: 400 });
  const done = async (outcome: { ok: true } | { ok: false; message: string }, to: string, notice: string) => {
    if (!outcome.ok) return refused(outcome.message);
    throw await redirectWithNotice(request, to, notice);
  };
  switch (intent) {
    case "move": {
      const parsed = MoveSchema.safeParse({ direction: form.get("direction") });
      if (!parsed.success) return refused("Choose up or down.");
      return done(await desk.move(member, id, parsed.data.direction), back, "moved");
    }
    case "publish":
      return done(await desk.publish(member, id), back, "published");
    case "unpublish":
      return done(await desk.unpublish(member, id), back, "unpublished");
    case "delete":
      if (form.get("confirmed") !== "yes") return { confirmDelete: true as const };
      return done(await desk.remove(member, id), list, "deleted");
    default:
      return undefined;
  }
}
