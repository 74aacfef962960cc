import type { SocialLink } from "~domain/company/company";

/**
 * The lucide icons drawn from one cached file instead of inline: those a page draws many
 * times (a tick per line, five stars per rating, a quote mark per testimonial) and those every page
 * draws (the footer's). scripts/write-icon-sprite.ts writes the file from lucide's own icons.
 */
export const spriteIconNames = ["circle-check", "star", "quote", "mail", "phone", "calendar-days"] as const;

export type SpriteIconName = (typeof spriteIconNames)[number];

/**
 * The social networks' marks, in the same file under `socialMarkId`: every page's footer draws them,
 * and as four images of their own each was a document the browser parsed and painted on the page's
 * main thread (docs/performance.md, 2026-11-27).
 */
export const socialMarkNames: readonly SocialLink["network"][] = ["linkedin", "x", "whatsapp", "instagram"];

export const socialMarkId = (network: SocialLink["network"]) => `social-${network}`;
