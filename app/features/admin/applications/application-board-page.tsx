import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
} from "@dnd-kit/core";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { List, ListChecks } from "lucide-react";
import { Form, Link, useFetcher, useFetchers, useLocation, useSubmit } from "react-router";

import type { ApplicationBoard, BoardCard as Card, BulkRejectionPreview } from "~contracts/applications";
import { bulkRejectionHoldMinutes } from "~domain/applications/recruiting-board";
import { applicationStageLabels, type ApplicationStage } from "~domain/applications/recruiting";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { FilterBar, FilterSelect } from "~/features/admin/shared/ui/filter-bar";
import { ActionNotices, Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SecondaryIconLink } from "~/features/admin/shared/ui/secondary-icon-link";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { boardPath, listPath } from "./application-filter";
import { BoardCard, bulkFormId, handleId, stageHeadingId } from "./board-card";
import { BulkActionsBar } from "./bulk-actions-bar";

type BoardProps = {
  board: ApplicationBoard;
  tag: string | undefined;
  reasons: string[];
  /** What the last bulk action did, from the address it redirected to. */
  done?: string | undefined;
  message?: string | undefined;
  /** A bulk rejection waiting for its confirmation: what it would do. */
  confirmRejection?: BulkRejectionPreview | undefined;
};

const doneMessages: Record<string, string> = {
  "bulk-move": "Moved.",
  "bulk-reject": "Rejected. Any e-mails are on their way.",
  "bulk-tag": "Tagged.",
  "undo-reject": "Undone: each is back in the stage it was rejected from, and no rejection e-mail left.",
};

/** The notice after a bulk rejection names its batch, for the Undo beside it. */
export const undoNoticePrefix = "bulk-reject-";

/**
 * Where a dragged card lands: the column under the pointer, so a drop just inside a column's edge
 * lands there even when most of the card hangs over its neighbour; a keyboard drag has no pointer.
 */
const columnUnderPointer: CollisionDetection = (args) =>
  args.pointerCoordinates ? pointerWithin(args) : rectIntersection(args);

const stageName = (id: unknown) => applicationStageLabels[id as ApplicationStage] ?? String(id);

/** The stage each card shows in: the one it is being moved to while that move is on its way. */
function useStages(board: ApplicationBoard): Map<string, ApplicationStage> {
  const fetchers = useFetchers();
  const stages = new Map(board.columns.flatMap((column) => column.cards.map((card) => [card.id, column.stage])));
  for (const fetcher of fetchers) {
    const id = fetcher.formData?.get("applicationId");
    const stage = fetcher.formData?.get("stage");
    if (typeof id === "string" && typeof stage === "string" && stages.has(id))
      stages.set(id, stage as ApplicationStage);
  }
  return stages;
}

function Column({
  stage,
  count,
  cards,
  stages,
  listTo,
  onKeyMove,
}: {
  stage: ApplicationStage;
  count: number;
  cards: Card[];
  stages: Map<string, ApplicationStage>;
  listTo: string;
  onKeyMove: (id: string, stage: ApplicationStage) => void;
}) {
  // A drop on Rejected is taken, to say why not: rejecting asks for a reason, in the bulk bar.
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const headingId = stageHeadingId(stage);
  const shown = cards.filter((card) => stages.get(card.id) === stage);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-72 shrink-0 flex-col rounded-2xl border p-3 xl:w-auto xl:min-w-0 xl:p-2 ${isOver ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-2">
        <h2 id={headingId} className="font-semibold text-brand-900">
          {applicationStageLabels[stage]}
        </h2>
        {count > 0 ? (
          <label className="flex items-center gap-1.5 text-sm text-slate-600">
            <input type="checkbox" name="columns" value={stage} form={bulkFormId} className="size-4 accent-brand-900" />
            <span>
              All {count.toLocaleString("en-IN")}
              <span className="sr-only"> in {applicationStageLabels[stage]}</span>
            </span>
          </label>
        ) : (
          <span className="text-sm text-slate-600">0</span>
        )}
      </div>
      {count > cards.length ? (
        <p className="mt-1 text-xs text-slate-600">
          The newest {cards.length}.{" "}
          <Link to={listTo} className="font-semibold text-brand-800 underline underline-offset-4">
            See all {count.toLocaleString("en-IN")}
          </Link>
        </p>
      ) : null}
      {stage === "rejected" ? (
        <p className="mt-1 text-xs text-slate-600">To reject, tick cards and choose a reason above.</p>
      ) : null}
      <ul className="mt-3 flex min-h-16 flex-col gap-2">
        {shown.map((card) => (
          <BoardCard key={card.id} card={card} stage={stage} onKeyMove={onKeyMove} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A job's applications as columns by stage: drag a card or press → or ← on its handle to move it;
 * tick cards (or whole columns) to move, reject or tag them together, with or without JavaScript.
 */
export function ApplicationBoardPage({ board, tag, reasons, done, message, confirmRejection }: BoardProps) {
  const submit = useSubmit();
  const stages = useStages(board);
  const location = useLocation();
  // The count belongs to the address it was ticked at: after each bulk action (a new address) it is gone.
  const [tickedAt, setTickedAt] = useState<{ key: string; count: number }>();
  const ticked = tickedAt?.key === location.key ? tickedAt.count : undefined;
  const [dropRefused, setDropRefused] = useState<string>();
  // After each bulk action (a new address), no box is ticked either.
  useEffect(() => {
    (document.getElementById(bulkFormId) as HTMLFormElement | null)?.reset();
  }, [location.key]);
  const [keyMoved, setKeyMoved] = useState<string>();
  // The last move's answer, kept by its fetcher's key: a refusal (Hired with no approved offer) says why.
  const [lastMove, setLastMove] = useState<string>();
  const lastMoveAnswer = useFetcher<{ message?: string | undefined }>({ key: lastMove });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const move = (id: string, stage: ApplicationStage) => {
    if (stages.get(id) === stage) return;
    const fetcherKey = `move-${id}-${stage}`;
    setLastMove(fetcherKey);
    void submit(
      { intent: "move", applicationId: id, stage },
      // A key of its own per move: a second key press while the first is on its way does not abort it.
      { method: "post", navigate: false, fetcherKey },
    );
  };
  // A card moved by a key press is drawn again in its new column: its handle gets the focus back,
  // so the next press moves it on.
  useEffect(() => {
    if (keyMoved) document.getElementById(handleId(keyMoved))?.focus();
  }, [keyMoved, stages]);
  const nameOf = (id: unknown) =>
    board.columns.flatMap((column) => column.cards).find((card) => card.id === id)?.fullName ?? "The card";
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = over?.id;
    setDropRefused(undefined);
    if (stage === "rejected" && stages.get(String(active.id)) !== "rejected")
      setDropRefused(rejectByDropRefusal(nameOf(active.id)));
    else if (typeof stage === "string") move(String(active.id), stage as ApplicationStage);
  };
  // What a screen reader hears of a drag, by pointer or keyboard: the candidate and the stage each time.
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, in ${stageName(stages.get(String(active.id)))}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over ${stageName(over.id)}.` : `${nameOf(active.id)} is over no stage.`,
    onDragEnd: ({ active, over }) =>
      over?.id === "rejected" && stages.get(String(active.id)) !== "rejected"
        ? rejectByDropRefusal(nameOf(active.id))
        : over
          ? `${nameOf(active.id)} was moved to ${stageName(over.id)}.`
          : `${nameOf(active.id)} was dropped outside the stages and stays in ${stageName(stages.get(String(active.id)))}.`,
    onDragCancel: ({ active }) =>
      `Moving ${nameOf(active.id)} was cancelled; it stays in ${stageName(stages.get(String(active.id)))}.`,
  };
  const onKeyMove = (id: string, stage: ApplicationStage) => {
    setKeyMoved(id);
    move(id, stage);
  };
  // A ticked column counts all its applications, the cards shown of it or not.
  const countTicked = (event: FormEvent<HTMLDivElement>) => {
    const boxes = (name: string) => [
      ...event.currentTarget.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`),
    ];
    const columns = boxes("columns").map((box) => box.value);
    const cards = boxes("ids").filter((box) => !columns.includes(box.dataset.stage ?? ""));
    const inColumns = board.columns.filter((column) => columns.includes(column.stage));
    setTickedAt({ key: location.key, count: cards.length + inColumns.reduce((sum, column) => sum + column.count, 0) });
  };
  const cards = board.columns.flatMap((column) => column.cards);
  const { job } = board;
  return (
    <>
      <BackLink to={listPath({ job: job.id })}>Applications for {job.title}</BackLink>
      <PageHeader
        title={`Board: ${job.title}`}
        intro={`${job.location}. Drag a card to another stage, or focus its handle (⠿) and press → or ← to move it one stage. Tick cards to move, reject or tag them together.`}
        actions={
          <>
            <SecondaryIconLink to={listPath({ job: job.id, tag })} icon={List}>
              List
            </SecondaryIconLink>
            <SecondaryIconLink to="/admin/applications/rejection-reasons" icon={ListChecks}>
              Rejection reasons
            </SecondaryIconLink>
          </>
        }
      />
      {done?.startsWith(undoNoticePrefix) ? (
        <UndoRejection batch={done.slice(undoNoticePrefix.length)} />
      ) : (
        <ActionNotices done={done ? doneMessages[done] : undefined} refused={undefined} />
      )}
      <ActionNotices refused={message ?? lastMoveAnswer.data?.message ?? dropRefused} />
      {confirmRejection ? <RejectionConfirmation preview={confirmRejection} cancelTo={boardPath(job.id, tag)} /> : null}
      {board.tags.length > 0 || tag ? (
        <FilterBar
          label="Filter the board"
          q={undefined}
          placeholder={undefined}
          clearTo={tag ? boardPath(job.id) : undefined}
          columns="lg:grid-cols-[16rem_auto]"
          resetKey={tag ?? ""}
        >
          <FilterSelect
            id="board-tag"
            label="Tag"
            name="tag"
            value={tag}
            anyLabel="Any tag"
            choices={board.tags.map((value) => ({ value, label: value }))}
            className="col-span-2 lg:col-span-1"
          />
        </FilterBar>
      ) : null}
      <BulkActionsBar reasons={reasons} ticked={ticked} />
      <DndContext
        id="application-board"
        sensors={sensors}
        collisionDetection={columnUnderPointer}
        accessibility={{ announcements }}
        onDragEnd={onDragEnd}
      >
        <p className="mb-2 text-sm text-slate-600 xl:hidden">
          The stages run on to the right, to Rejected: scroll the board sideways for them.
        </p>
        {/* Relative: the cards' screen-reader labels are placed inside the scrolling row, not past the page's edge.
            From 1280 px, the six stages side by side in the page's width: Offer, Hired and Rejected sat past its edge. */}
        <div
          className="relative -mx-4 flex gap-4 overflow-x-auto px-4 pb-4 xl:mx-0 xl:grid xl:grid-cols-6 xl:gap-2 xl:overflow-visible xl:px-0"
          onChange={countTicked}
        >
          {board.columns.map((column) => (
            <Column
              key={column.stage}
              stage={column.stage}
              count={column.count}
              cards={cards}
              stages={stages}
              listTo={listPath({ job: job.id, stage: column.stage, tag })}
              onKeyMove={onKeyMove}
            />
          ))}
        </div>
      </DndContext>
    </>
  );
}

const rejectByDropRefusal = (name: string) =>
  `${name} was not rejected: a rejection asks for a reason. Tick the card and choose one above.`;

/**
 * A bulk rejection's second look: how many, for what, and the e-mail each gets,
 * before anything changes. Its form carries the applications as the server read them, so what is
 * confirmed is what was shown, with or without JavaScript.
 */
function RejectionConfirmation({ preview, cancelTo }: { preview: BulkRejectionPreview; cancelTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [preview]);
  const { rejecting, reason, notify, email, ids } = preview;
  const applications = `${rejecting} application${rejecting === 1 ? "" : "s"}`;
  return (
    <section
      aria-labelledby="confirm-rejection"
      className="mb-4 rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-slate-800"
    >
      <h2 id="confirm-rejection" ref={heading} tabIndex={-1} className="font-semibold text-red-900">
        {rejecting === 0 ? "Nothing to reject" : `Reject ${applications}?`}
      </h2>
      {rejecting === 0 ? (
        <p className="mt-1">The ticked applications are rejected already.</p>
      ) : (
        <Form method="post" className="mt-2 space-y-3">
          <input type="hidden" name="intent" value="bulk-reject" />
          <input type="hidden" name="confirmed" value="true" />
          <input type="hidden" name="reason" value={reason} />
          {notify ? <input type="hidden" name="notify" value="on" /> : null}
          {ids.map((id) => (
            <input key={id} type="hidden" name="ids" value={id} />
          ))}
          <p>
            {applications} move to Rejected for &ldquo;{reason}&rdquo;.{" "}
            {notify
              ? `Each candidate gets this e-mail, with their name and the job filled in. The e-mails wait ${bulkRejectionHoldMinutes} minutes before they leave; until then you can undo the rejection.`
              : `No e-mail is sent. You can undo it for ${bulkRejectionHoldMinutes} minutes.`}
          </p>
          {notify ? (
            <div className="rounded-xl border border-slate-200 bg-white p-3">
              <p className="font-semibold">{email.subject}</p>
              <p className="mt-2 whitespace-pre-line text-slate-700">{email.body}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <SubmitButton tone="danger" pendingLabel="Rejecting...">
              {notify ? `Reject ${applications} and e-mail them` : `Reject ${applications}`}
            </SubmitButton>
            <Link to={cancelTo} className={buttonClass("secondary")}>
              Cancel
            </Link>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The notice after a bulk rejection, with its Undo while the e-mails wait in the outbox. */
function UndoRejection({ batch }: { batch: string }) {
  return (
    <Notice tone="success">
      <Form method="post" className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <input type="hidden" name="intent" value="undo-reject" />
        <input type="hidden" name="batch" value={batch} />
        <span>Rejected. Any e-mails leave in {bulkRejectionHoldMinutes} minutes; until then you can undo it.</span>
        <SubmitButton tone="secondary" pendingLabel="Undoing...">
          Undo
        </SubmitButton>
      </Form>
    </Notice>
  );
}
