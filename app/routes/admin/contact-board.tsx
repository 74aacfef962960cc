import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { PipelineBoard } from "~/features/admin/contacts/pipeline-board";
import { formFields } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { contactViews } from "~contracts/contacts";
import { leadStages } from "~domain/contacts/contacts";

import type { Route } from "./+types/contact-board";

export const meta = () => adminMeta("Pipeline");

export async function loader(args: Route.LoaderArgs) {
  const { contacts } = await requireStaff(args, "contacts");
  const view = z.enum(contactViews).catch("everyone").parse(args.url.searchParams.get("view"));
  return { view, contacts: await contacts.board(view) };
}

const MoveSchema = z.object({ intent: z.literal("move"), contactId: z.uuid(), stage: z.enum(leadStages) });

/** A card moved to another stage: its value, close date and reason stay as they were. */
export async function action(args: Route.ActionArgs) {
  const { contact: desk } = await requireStaff(args, "contacts");
  const move = MoveSchema.safeParse(formFields(await readForm(args.request)));
  if (!move.success) return data({ message: "Please choose a stage from the list." }, { status: 400 });
  const contact = await desk.find(move.data.contactId);
  if (!contact || contact === "not yours") return data({ message: "This contact no longer exists." }, { status: 404 });
  const { expectedValue, expectedCloseDate, lostReason } = contact;
  const outcome = await desk.setStage(contact.id, {
    stage: move.data.stage,
    expectedValue,
    expectedCloseDate,
    lostReason,
  });
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  return { message: undefined };
}

export default function AdminContactBoardRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineBoard {...loaderData} message={actionData?.message} />;
}
