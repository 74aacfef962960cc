/**
 * The lucide icons drawn from one cached file instead of inline (issue 60): those a page draws many
 * times (a tick per line, five stars per rating, a quote mark per testimonial) and those every page
 * draws (the footer's). scripts/write-icon-sprite.ts writes the file from lucide's own icons.
 */
export const spriteIconNames = ["circle-check", "star", "quote", "mail", "phone", "calendar-days"] as const;

export type SpriteIconName = (typeof spriteIconNames)[number];
