import { actionAnswerId, type DoneNoticeKind } from "~domain/own-data/actions";
import { ownDataWords } from "~domain/own-data/own-data-words";
import type { NoticeLanguage } from "~domain/privacy/notice-languages";

import { useBroughtIntoView } from "./brought-into-view";
import { PrivateNotice } from "./private-notice";

/** An action done, as its redirect's query says it (own-action.server.ts checks it). */
export type DoneNotice = { kind: DoneNoticeKind; reference: string; partly: boolean };

/**
 * What the last action did (after its redirect), or why it was refused, at the top of the page.
 * The buttons are far below it, so the view and the focus go to it; without JavaScript the
 * redirect's fragment takes the view there.
 */
export function OwnActionDoneNotice({
  done,
  refused,
  language,
}: {
  done: DoneNotice | undefined;
  /** The refused post's answer: each post answers anew, so a second refusal is brought into view as the first. */
  refused: { refused: string } | undefined;
  language: NoticeLanguage;
}) {
  const notice = useBroughtIntoView<HTMLParagraphElement>(refused ?? done?.reference);
  if (refused)
    return (
      <PrivateNotice tone="refused" id={actionAnswerId} ref={notice}>
        {refused.refused}
      </PrivateNotice>
    );
  if (!done) return null;
  const words = ownDataWords[language].page;
  return (
    <PrivateNotice tone="done" id={actionAnswerId} ref={notice}>
      {done.partly ? words.partlyErased : words.done[done.kind]} {words.reference(done.reference)}
    </PrivateNotice>
  );
}
