import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { BoardMoveSchema, BulkActionSchema, UndoRejectionSchema } from "~domain/careers/hiring-board";
import { tagFilter } from "~domain/careers/application-tags";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ApplicationBoardPage, undoNoticePrefix } from "~/features/admin/applications/application-board-page";
import { boardPath } from "~/features/admin/applications/application-filter";
import { formFields, parseForm, unstorableFields } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/application-board";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Board: ${loaded.board.job.title}` : "Board");

export async function loader(args: Route.LoaderArgs) {
  const { applications: desk } = await requireStaff(args, "applications");
  const tag = tagFilter().parse(args.url.searchParams.get("tag") ?? undefined);
  const [board, reasons] = await Promise.all([desk.board(args.params.id, { tag }), desk.rejectionReasons()]);
  if (!board) throw data(null, { status: 404 });
  return { board, tag, reasons, done: noticeOf(args.context) };
}

/**
 * "move": one card to another stage (a drag, a key press, or the card's button), answered in place;
 * "bulk-move", "bulk-reject" and "bulk-tag": the ticked cards and columns, all or none, then back to
 * the board with a notice; "bulk-reject" first answers its confirmation (the count and the e-mail),
 * and once confirmed can be undone ("undo-reject") while its e-mails wait in the outbox. Every id must be this job's: one that is not refuses the whole action.
 */
export async function action(args: Route.ActionArgs) {
  const { applications: desk } = await requireStaff(args, "applications");
  const form = await readForm(args.request);
  const jobId = args.params.id;
  if (form.get("intent") === "undo-reject") {
    const undo = UndoRejectionSchema.safeParse(formFields(form));
    if (!undo.success) return data({ message: undo.error.issues[0]?.message }, { status: 400 });
    const outcome = await desk.undoBulkRejection(undo.data.batch, { jobId });
    if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
    throw await redirectWithNotice(args.request, boardPath(jobId), "undo-reject");
  }
  if (form.get("intent") === "move") {
    const move = parseForm(BoardMoveSchema, form);
    if (!move.ok) return data({ message: Object.values(move.errors)[0] }, { status: 400 });
    const outcome = await desk.bulk(
      { intent: "bulk-move", ids: [move.value.applicationId], stage: move.value.stage },
      { jobId },
    );
    if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
    return { message: undefined };
  }
  const bulk = BulkActionSchema.safeParse({
    ...formFields(form),
    ids: form.getAll("ids").map(String),
    columns: form.getAll("columns").map(String),
  });
  const unstorable = Object.values(unstorableFields(form))[0];
  if (!bulk.success || unstorable)
    return data({ message: unstorable ?? bulk.error?.issues[0]?.message }, { status: 400 });
  // The form posts to the board's address: a ticked column is the column as the board's tag shows it.
  const tag = tagFilter().parse(args.url.searchParams.get("tag") ?? undefined);
  // A bulk rejection asks first, with the count and the e-mail; its confirmation's form says it was shown.
  if (bulk.data.intent === "bulk-reject" && form.get("confirmed") !== "true") {
    const preview = await desk.bulkRejection(bulk.data, { jobId, tag });
    if (!preview.ok) return data({ message: preview.message }, { status: 400 });
    return { message: undefined, confirmRejection: preview.value };
  }
  const outcome = await desk.bulk(bulk.data, { jobId, tag });
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  // The notice names the batch, for its Undo while the e-mails wait.
  const notice = outcome.value.batch ? `${undoNoticePrefix}${outcome.value.batch}` : bulk.data.intent;
  throw await redirectWithNotice(args.request, boardPath(jobId, tag), notice);
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
