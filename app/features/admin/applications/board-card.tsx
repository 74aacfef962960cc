import { Link } from "react-router";

import type { BoardCard as Card } from "~contracts/applications";
import { neighbourStage } from "~domain/applications/recruiting-board";
import type { ApplicationStage } from "~domain/applications/recruiting";

import { dragHandleClass, useDraggableCard } from "~/features/admin/shared/ui/draggable-card";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

import { applicationPath } from "./application-filter";
import { AppliedTwiceBadge } from "./stage-badge";
import { TagChips } from "./tag-chips";

/** The form the bulk bar is, which each card's tick box belongs to wherever it sits. */
export const bulkFormId = "bulk-actions";

/** A column's heading's id: each card's handle is described by it, so the stage is heard with the name. */
export const stageHeadingId = (stage: ApplicationStage) => `stage-${stage}`;

/** The handle's id, for giving it the focus back once a key press has moved its card. */
export const handleId = (id: string) => `move-${id}`;

/**
 * One application on the board. Its handle is dragged with a pointer, or with the keyboard in
 * dnd-kit's way (space to lift, arrows, space to drop); → and ← alone move it one stage with a single
 * press. Its tick box joins the bulk bar's form, which moves it without JavaScript: one plain form
 * for every card, where a form on each would be most of the board's HTML.
 */
export function BoardCard({
  card,
  stage,
  onKeyMove,
}: {
  card: Card;
  /** Where it shows: the stage it is being moved to while that move is on its way. */
  stage: ApplicationStage;
  onKeyMove: (id: string, stage: ApplicationStage) => void;
}) {
  const { attributes, listeners, setNodeRef, style, isDragging } = useDraggableCard(card.id);
  const next = neighbourStage(stage, "next");
  const previous = neighbourStage(stage, "previous");
  const onKeyDown = (event: React.KeyboardEvent<HTMLButtonElement>) => {
    const to = event.key === "ArrowRight" ? next : event.key === "ArrowLeft" ? previous : undefined;
    if (to && !isDragging) {
      event.preventDefault();
      onKeyMove(card.id, to);
      return;
    }
    listeners?.onKeyDown?.(event);
  };
  return (
    <li
      ref={setNodeRef}
      style={style}
      // Its width decides the layout: in the narrow columns of a 1280 px screen, six side by side, the name takes a line of its own.
      className={`@container rounded-xl border border-slate-200 bg-white p-2.5 text-sm shadow-sm ${isDragging ? "relative z-10 shadow-lg" : ""}`}
    >
      <div className="grid grid-cols-[auto_minmax(0,1fr)_auto] items-start gap-x-2 gap-y-1">
        <input
          type="checkbox"
          name="ids"
          value={card.id}
          form={bulkFormId}
          data-stage={stage}
          aria-label={`Tick ${card.fullName}`}
          className="col-start-1 row-start-1 mt-1 size-4 accent-brand-900"
        />
        <div className="col-span-3 row-start-2 @min-[13rem]:col-span-1 @min-[13rem]:col-start-2 @min-[13rem]:row-start-1">
          <Link
            to={applicationPath(card.id)}
            className="font-semibold break-words text-brand-900 underline-offset-4 hover:underline"
          >
            {card.fullName}
          </Link>
          <p className="text-xs text-slate-600">
            {card.reference} · <IndiaTime at={card.createdAt} />
          </p>
          {card.appliedTwice ? <AppliedTwiceBadge /> : null}
        </div>
        <button
          type="button"
          id={handleId(card.id)}
          {...listeners}
          {...attributes}
          onKeyDown={onKeyDown}
          aria-label={`Move ${card.fullName}`}
          // After a key press moves the card, its handle has the focus again in the new column, and is heard with it.
          aria-describedby={`${stageHeadingId(stage)} ${attributes["aria-describedby"]}`}
          aria-keyshortcuts={
            [next ? "ArrowRight" : "", previous ? "ArrowLeft" : ""].filter(Boolean).join(" ") || undefined
          }
          className={`col-start-3 row-start-1 ${dragHandleClass}`}
        >
          ⠿
        </button>
      </div>
      {card.tags.length > 0 ? (
        <div className="mt-2">
          <TagChips tags={card.tags} />
        </div>
      ) : null}
    </li>
  );
}
