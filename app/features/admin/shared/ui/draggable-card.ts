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
