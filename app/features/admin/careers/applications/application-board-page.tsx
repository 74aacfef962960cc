import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { useEffect, useState, type FormEvent } from "react";
import { List, ListChecks } from "lucide-react";
import { Link, useFetchers, useSubmit } from "react-router";

import type { ApplicationBoard, BoardCard as Card } from "~contracts/careers";
import { applicationStageLabels, type ApplicationStage } from "~domain/careers/recruiting";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { FilterBar, FilterSelect } from "~/features/admin/shared/ui/filter-bar";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import { boardPath, listPath } from "./application-filter";
import { BoardCard, bulkFormId, handleId } from "./board-card";
import { BulkActionsBar } from "./bulk-actions-bar";

type BoardProps = {
  board: ApplicationBoard;
  tag: string | undefined;
  reasons: string[];
  /** What the last bulk action did, from the address it redirected to. */
  done?: string | undefined;
  message?: string | undefined;
};

const doneMessages: Record<string, string> = {
  "bulk-move": "Moved.",
  "bulk-reject": "Rejected. Any e-mails are on their way.",
  "bulk-tag": "Tagged.",
};

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
  // Rejecting asks for a reason: the bulk bar's Reject, not a drop.
  const { setNodeRef, isOver } = useDroppable({ id: stage, disabled: stage === "rejected" });
  const headingId = `stage-${stage}`;
  const shown = cards.filter((card) => stages.get(card.id) === stage);
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-72 shrink-0 flex-col rounded-2xl border p-3 ${isOver ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
    >
      <div className="flex items-baseline justify-between gap-2">
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
export function ApplicationBoardPage({ board, tag, reasons, done, message }: BoardProps) {
  const submit = useSubmit();
  const stages = useStages(board);
  const [ticked, setTicked] = useState<number>();
  const [keyMoved, setKeyMoved] = useState<string>();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const move = (id: string, stage: ApplicationStage) => {
    if (stages.get(id) === stage) return;
    void submit(
      { intent: "move", applicationId: id, stage },
      // A key of its own per move: a second key press while the first is on its way does not abort it.
      { method: "post", navigate: false, fetcherKey: `move-${id}-${stage}` },
    );
  };
  // A card moved by a key press is drawn again in its new column: its handle gets the focus back,
  // so the next press moves it on.
  useEffect(() => {
    if (keyMoved) document.getElementById(handleId(keyMoved))?.focus();
  }, [keyMoved, stages]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = over?.id;
    if (typeof stage === "string") move(String(active.id), stage as ApplicationStage);
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
    setTicked(cards.length + inColumns.reduce((sum, column) => sum + column.count, 0));
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
            <Link to={listPath({ job: job.id, tag })} className={buttonClass("secondary")}>
              <List aria-hidden="true" className="size-4" />
              List
            </Link>
            <Link to="/admin/applications/rejection-reasons" className={buttonClass("secondary")}>
              <ListChecks aria-hidden="true" className="size-4" />
              Rejection reasons
            </Link>
          </>
        }
      />
      <ActionNotices done={done ? doneMessages[done] : undefined} refused={message} />
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
      <DndContext id="application-board" sensors={sensors} onDragEnd={onDragEnd}>
        {/* Relative: the cards' screen-reader labels are placed inside the scrolling row, not past the page's edge. */}
        <div className="relative -mx-4 flex gap-4 overflow-x-auto px-4 pb-4" onChange={countTicked}>
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
