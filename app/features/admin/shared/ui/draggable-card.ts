import { useDraggable } from "@dnd-kit/core";

/**
 * A board's card that moves with the pointer while dragged (the sales pipeline, a job's board):
 * its node, where it is drawn meanwhile, the handle's listeners and attributes, and whether it is
 * being dragged. The handle's keyboard drag is dnd-kit's (space to lift, arrows, space to drop).
 */
export function useDraggableCard(id: string) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  return { attributes, listeners, setNodeRef, style, isDragging };
}

/** A card's drag handle: a 32 px target (24 px at least, WCAG 2.5.8), where its glyph alone was 18 by 20. */
export const dragHandleClass =
  "inline-flex size-8 shrink-0 cursor-grab items-center justify-center rounded text-slate-500 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700";
