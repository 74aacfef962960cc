import { useLayoutEffect, useRef, useState, type ComponentProps, type SubmitEvent } from "react";
import { Form, useActionData, useLocation } from "react-router";

/**
 * A form that adds something (a stage, a person, a note), offered empty again once its action
 * accepted it, ready for the next one. The page stays in place after the action's redirect, and so
 * would what was typed, ticked or chosen in its fields: a box ticked for one person went on to the
 * next. A refusal keeps the fields as they were, to be corrected.
 *
 * Accepted means the action redirected, as the back office's actions do when they add (POST,
 * redirect, GET): a refusal answers data, with the errors and what was sent. Without JavaScript the
 * browser loads the page afresh after the redirect, empty already.
 */
export function AddForm({ onSubmit, children, ...form }: ComponentProps<typeof Form>) {
  const location = useLocation();
  const refused = useActionData() !== undefined;
  // While the form is on its way: the location it was sent from (each navigation makes a new one,
  // with the action's answer) and the place among its elements of the control that sent it.
  const [sent, setSent] = useState<{ from: string; by: number } | null>(null);
  const [round, setRound] = useState({ count: 0, focus: -1 });
  const formRef = useRef<HTMLFormElement>(null);

  if (sent && sent.from !== location.key) {
    setSent(null);
    if (!refused) setRound({ count: round.count + 1, focus: sent.by });
  }

  // The new form's control in the place of the one that sent it has the focus, as the old one had:
  // a keyboard's place is not lost to the top of the page. Set in the same commit as the new form, so
  // nothing (a reader, a key pressed, a test) finds the new fields without the focus among them.
  useLayoutEffect(() => {
    const focusedElsewhere = document.activeElement && document.activeElement !== document.body;
    if (round.focus < 0 || focusedElsewhere) return;
    const control = formRef.current?.elements[round.focus];
    if (control instanceof HTMLElement) control.focus({ preventScroll: true });
  }, [round]);

  const sending = (event: SubmitEvent<HTMLFormElement>) => {
    onSubmit?.(event);
    if (event.defaultPrevented) return;
    const submitter = event.submitter ?? document.activeElement;
    setSent({ from: location.key, by: submitter ? [...event.currentTarget.elements].indexOf(submitter) : -1 });
  };

  return (
    <Form key={round.count} ref={formRef} onSubmit={sending} {...form}>
      {children}
    </Form>
  );
}
