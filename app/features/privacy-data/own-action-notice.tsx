import type { OwnActionIntent } from "~domain/privacy-data/own-actions";
import { ownActionDoneNotices, ownActionReferenceNotice, partlyErasedNotice } from "~domain/privacy-data/own-actions";

/** What the last action did (after its redirect), or why it was refused: at the top of the page, read out as it appears. */
export function OwnActionDoneNotice({
  done,
  refused,
}: {
  done: { intent: OwnActionIntent; reference: string; partly: boolean } | undefined;
  refused: string | undefined;
}) {
  if (refused)
    return (
      <p role="alert" className="rounded-xl bg-red-50 p-4 text-red-800">
        {refused}
      </p>
    );
  if (!done) return null;
  return (
    <p role="status" className="rounded-xl bg-brand-50 p-4 text-brand-900">
      {done.partly ? partlyErasedNotice : ownActionDoneNotices[done.intent]} {ownActionReferenceNotice(done.reference)}
    </p>
  );
}
