/**
 * Every version of the privacy notices' text (notices.ts), oldest first. Bump by adding the day's
 * date when the text changes; an older one stays, so a page opened before the change still sends
 * what it showed. Kept apart from the texts: a form that links to its notice (the newsletter's in
 * every page's footer) sends the version without loading them.
 */
export const noticeVersions = ["2026-11-27", "2026-11-29"] as const;
export type NoticeVersion = (typeof noticeVersions)[number];
export const isNoticeVersion = (value: string): value is NoticeVersion =>
  noticeVersions.some((version) => version === value);
/** The version the forms show now. */
export const noticeVersion: NoticeVersion = noticeVersions[noticeVersions.length - 1]!;
