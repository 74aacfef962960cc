import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { PipelineBoard } from "~/features/admin/contacts/pipeline-board";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { contactViews } from "~contracts/contacts";
import { leadStages } from "~domain/contacts/contacts";

import type { Route } from "./+types/contact-board";
import { answer, formAction, intent, messageOf } from "~/features/admin/shared/forms/form-action.server";

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
  return formAction<{ message: string | undefined }>(args.request, {
    otherwise: intent({
      schema: MoveSchema,
      run: async ({ contactId, stage }) => {
        const contact = await desk.find(contactId);
        if (!contact || contact === "not yours") return answer({ message: "This contact no longer exists." }, 404);
        const { expectedValue, expectedCloseDate, lostReason } = contact;
        return desk.setStage(contact.id, { stage, expectedValue, expectedCloseDate, lostReason });
      },
      done: answer({ message: undefined }),
    }),
    refused: (_, refusal) => ({ message: messageOf(refusal, "Please choose a stage from the list.") }),
  });
}

export default function AdminContactBoardRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineBoard {...loaderData} message={actionData?.message} />;
}
