import type { OwnActionIntent } from "~domain/privacy-data/own-actions";
import { ownActionDoneNotices, ownActionReferenceNotice, partlyErasedNotice } from "~domain/privacy-data/own-actions";

import { PrivateNotice } from "./private-notice";

/** What the last action did (after its redirect), or why it was refused: at the top of the page, read out as it appears. */
export function OwnActionDoneNotice({
  done,
  refused,
}: {
  done: { intent: OwnActionIntent; reference: string; partly: boolean } | undefined;
  refused: string | undefined;
}) {
  if (refused) return <PrivateNotice tone="refused">{refused}</PrivateNotice>;
  if (!done) return null;
  return (
    <PrivateNotice tone="done">
      {done.partly ? partlyErasedNotice : ownActionDoneNotices[done.intent]} {ownActionReferenceNotice(done.reference)}
    </PrivateNotice>
  );
}
