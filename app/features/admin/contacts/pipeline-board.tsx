import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from "@dnd-kit/core";
import { Form, Link, useFetchers, useSubmit } from "react-router";

import type { ContactSummary, ContactView } from "~contracts/contacts";
import { leadStageLabels, leadStages, type LeadStage } from "~domain/contacts/contacts";

import { Notice } from "~/features/admin/shared/ui/notice";
import { dragHandleClass, useDraggableCard } from "~/features/admin/shared/ui/draggable-card";
import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import { PageHeader } from "~/features/admin/shared/ui/page-header";

import { formatRupees } from "./contact-format";
import { ContactViewTabs } from "./contact-view-tabs";

type BoardProps = { view: ContactView; contacts: ContactSummary[]; message?: string | undefined };

/** The stage a card shows in: the one being moved to while that move is on its way. */
function useStages(contacts: ContactSummary[]): Map<string, LeadStage> {
  const fetchers = useFetchers();
  const stages = new Map(contacts.map((contact) => [contact.id, contact.stage]));
  for (const fetcher of fetchers) {
    const id = fetcher.formData?.get("contactId");
    const stage = fetcher.formData?.get("stage");
    if (typeof id === "string" && typeof stage === "string" && stages.has(id)) stages.set(id, stage as LeadStage);
  }
  return stages;
}

/** One card: draggable with a pointer or the keyboard (space to lift, arrows, space to drop), and a plain form too. */
function Card({ contact, stage }: { contact: ContactSummary; stage: LeadStage }) {
  const { attributes, listeners, setNodeRef, style, isDragging } = useDraggableCard(contact.id);
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`rounded-xl border border-slate-200 bg-white p-3 text-sm shadow-sm ${isDragging ? "z-10 shadow-lg" : ""}`}
    >
      <div className="flex items-start justify-between gap-2">
        <Link
          to={`/admin/contacts/${contact.id}`}
          className="font-semibold break-words text-brand-900 underline-offset-4 hover:underline"
        >
          {contact.name || contact.email}
        </Link>
        <button
          type="button"
          {...listeners}
          {...attributes}
          aria-label={`Move ${contact.name || contact.email}`}
          className={dragHandleClass}
        >
          ⠿
        </button>
      </div>
      {contact.doNotContact ? (
        <p className="mt-1">
          <DoNotContactBadge />
        </p>
      ) : null}
      <p className="mt-1 text-slate-700">
        {contact.expectedValue !== null ? formatRupees(contact.expectedValue) : "No value yet"}
      </p>
      <p className="text-slate-600">{contact.ownerName ?? "Nobody's yet"}</p>
      <Form method="post" className="mt-2 flex items-center gap-2">
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="contactId" value={contact.id} />
        <label className="sr-only" htmlFor={`move-${contact.id}`}>
          Stage of {contact.name || contact.email}
        </label>
        <select
          id={`move-${contact.id}`}
          name="stage"
          defaultValue={stage}
          key={stage}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm"
        >
          {leadStages.map((option) => (
            <option key={option} value={option}>
              {leadStageLabels[option]}
            </option>
          ))}
        </select>
        <button
          type="submit"
          className="rounded-lg border border-slate-300 px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-50"
        >
          Move
        </button>
      </Form>
    </li>
  );
}

function Column({
  stage,
  cards,
  stages,
}: {
  stage: LeadStage;
  cards: ContactSummary[];
  stages: Map<string, LeadStage>;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: stage });
  const total = cards.reduce((sum, card) => sum + (card.expectedValue ?? 0), 0);
  const headingId = `stage-${stage}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      className={`flex w-64 shrink-0 flex-col rounded-2xl border p-3 ${isOver ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-slate-50"}`}
    >
      <h2 id={headingId} className="flex items-baseline justify-between gap-2 font-semibold text-brand-900">
        {leadStageLabels[stage]}
        <span className="text-sm font-normal text-slate-600">
          {cards.length} · {formatRupees(total)}
        </span>
      </h2>
      <ul className="mt-3 flex min-h-16 flex-col gap-2">
        {cards.map((card) => (
          <Card key={card.id} contact={card} stage={stages.get(card.id)!} />
        ))}
      </ul>
    </section>
  );
}

/** The pipeline as columns: drag a card to another stage, or choose its stage and press Move. */
export function PipelineBoard({ view, contacts, message }: BoardProps) {
  const submit = useSubmit();
  const stages = useStages(contacts);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const stage = over?.id;
    if (typeof stage !== "string" || stages.get(String(active.id)) === stage) return;
    void submit(
      { intent: "move", contactId: String(active.id), stage },
      { method: "post", navigate: false, fetcherKey: `move-${String(active.id)}` },
    );
  };
  return (
    <>
      <PageHeader
        title="Pipeline"
        intro="Open leads by stage, with the won and lost of the last 90 days. Drag a card to another stage, or choose one and press Move."
        actions={
          <Link
            to={`/admin/contacts?view=${view}`}
            className="font-semibold text-brand-800 underline underline-offset-4"
          >
            List
          </Link>
        }
      />
      {message ? <Notice tone="error">{message}</Notice> : null}
      <ContactViewTabs view={view} to={(option) => `/admin/contacts/board?view=${option}`} />
      <DndContext id="pipeline-board" sensors={sensors} onDragEnd={onDragEnd}>
        {/* Relative: the cards' screen-reader labels are placed inside the scrolling row, not past the page's edge. */}
        <div className="relative -mx-4 flex gap-4 overflow-x-auto px-4 pb-4">
          {leadStages.map((stage) => (
            <Column
              key={stage}
              stage={stage}
              cards={contacts.filter((contact) => stages.get(contact.id) === stage)}
              stages={stages}
            />
          ))}
        </div>
      </DndContext>
    </>
  );
}
