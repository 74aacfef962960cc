import { data } from "react-router";

import { BoardMoveSchema, BulkActionSchema, UndoRejectionSchema } from "~domain/applications/recruiting-board";
import { tagFilter } from "~domain/applications/application-tags";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ApplicationBoardPage, undoNoticePrefix } from "~/features/admin/applications/application-board-page";
import { boardPath } from "~/features/admin/applications/application-filter";
import { formFields, unstorableFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { BulkRejectionPreview } from "~contracts/applications";

import type { Route } from "./+types/application-board";
import { answer, formAction, intent, intentWith, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Board: ${loaded.board.job.title}` : "Board");

export async function loader(args: Route.LoaderArgs) {
  const { applications: desk } = await requireStaff(args, "applications");
  const tag = tagFilter().parse(args.url.searchParams.get("tag") ?? undefined);
  const [board, reasons] = await Promise.all([desk.board(args.params.id, { tag }), desk.rejectionReasons()]);
  if (!board) throw data(null, { status: 404 });
  return { board, tag, reasons, done: noticeOf(args.context) };
}

type BoardAnswer = { message: string | undefined; confirmRejection?: BulkRejectionPreview };

/** The bulk action: its intent, the ticked cards and columns, and its own fields. */
function bulkActionOf(form: FormData) {
  const bulk = BulkActionSchema.safeParse({
    ...formFields(form),
    ids: form.getAll("ids").map(String),
    columns: form.getAll("columns").map(String),
  });
  const unstorable = Object.values(unstorableFields(form))[0];
  if (bulk.success && !unstorable) return { ok: true as const, value: bulk.data };
  return { ok: false as const, errors: { form: unstorable ?? bulk.error?.issues[0]?.message ?? "" } };
}

/**
 * "move": one card to another stage (a drag, a key press, or the card's button), answered in place;
 * "bulk-move", "bulk-reject" and "bulk-tag": the ticked cards and columns, all or none, then back to
 * the board with a notice; "bulk-reject" first answers its confirmation (the count and the e-mail),
 * and once confirmed can be undone ("undo-reject") while its e-mails wait in the outbox. Every id must be this job's: one that is not refuses the whole action.
 */
export async function action(args: Route.ActionArgs) {
  const { applications: desk } = await requireStaff(args, "applications");
  const jobId = args.params.id;
  // The form posts to the board's address: a ticked column is the column as the board's tag shows it.
  const tagOf = () => tagFilter().parse(args.url.searchParams.get("tag") ?? undefined);
  return formAction<BoardAnswer>(args.request, {
    intents: {
      "undo-reject": intent({
        schema: UndoRejectionSchema,
        run: ({ batch }) => desk.undoBulkRejection(batch, { jobId }),
        done: toPage(boardPath(jobId), "undo-reject"),
      }),
      move: intent({
        schema: BoardMoveSchema,
        run: ({ applicationId, stage }) => desk.bulk({ intent: "bulk-move", ids: [applicationId], stage }, { jobId }),
        done: answer({ message: undefined }),
      }),
    },
    // The bulk actions, named by their own intent field (BulkActionSchema).
    otherwise: intentWith({
      parse: bulkActionOf,
      run: async (bulk, form) => {
        const tag = tagOf();
        // A bulk rejection asks first, with the count and the e-mail; its confirmation's form says it was shown.
        if (bulk.intent === "bulk-reject" && form.get("confirmed") !== "true") {
          const preview = await desk.bulkRejection(bulk, { jobId, tag });
          return preview.ok ? answer({ message: undefined, confirmRejection: preview.value }) : preview;
        }
        const outcome = await desk.bulk(bulk, { jobId, tag });
        return outcome.ok ? { ok: true, value: { ...outcome.value, tag } } : outcome;
      },
      // The notice names the batch, for its Undo while the e-mails wait.
      done: ({ batch, tag }, bulk) =>
        toPage(boardPath(jobId, tag), batch ? `${undoNoticePrefix}${batch}` : bulk.intent),
    }),
    refused: (_, refusal) => ({ message: "errors" in refusal ? Object.values(refusal.errors)[0] : refusal.message }),
  });
}

export default function AdminApplicationBoardRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ApplicationBoardPage
      {...loaderData}
      message={actionData?.message}
      confirmRejection={actionData && "confirmRejection" in actionData ? actionData.confirmRejection : undefined}
    />
  );
}
