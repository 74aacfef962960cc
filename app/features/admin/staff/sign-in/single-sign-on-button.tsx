import { Form } from "react-router";

import { Notice } from "~/features/admin/shared/ui/notice";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";
import type { SingleSignOnOffer } from "~contracts/staff-single-sign-on";

/**
 * The company's single sign-on, under the password form when it is configured, with the reason
 * the last attempt was refused. A plain form post (no JavaScript needed); reloadDocument, since
 * the answer is a page that moves the browser on to the provider (single-sign-on-hand-off.tsx).
 */
export function SingleSignOnButton({ offer, next }: { offer: SingleSignOnOffer; next: string }) {
  return (
    <section aria-label="Single sign-on" className="mt-6 border-t border-slate-200 pt-6">
      {offer.message ? <Notice tone="error">{offer.message}</Notice> : null}
      <Form method="post" action="/admin/sign-in/sso" reloadDocument className="grid">
        <input type="hidden" name="next" value={next} />
        <SubmitButton tone="secondary">{offer.label}</SubmitButton>
      </Form>
    </section>
  );
}
