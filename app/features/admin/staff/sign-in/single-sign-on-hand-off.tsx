import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

/**
 * A page that moves the browser on at once by a meta refresh, with a link for a browser that
 * does not follow it. A refresh is a navigation by this site's own page, unlike a redirect:
 * - to the provider after the button's POST, since the Content-Security-Policy's
 *   `form-action 'self'` stops a form post redirected to another origin (Chromium enforces it);
 * - to the finish after the provider's callback, a same-site request that carries the
 *   SameSite=Strict device cookie, which the provider's cross-site redirect did not.
 * No script: the policy allows none inline (docs/decisions/004-content-security-policy.md).
 */
export function SingleSignOnHandOff({ title, to, linkLabel }: { title: string; to: string; linkLabel: string }) {
  return (
    <AdminCard title={title}>
      {/* React puts it in the document's head. */}
      <meta httpEquiv="refresh" content={`0;url=${to}`} />
      <p className="mb-6 text-sm text-slate-600">If nothing happens in a few seconds, use the link below.</p>
      <a href={to} className={buttonClass("primary")}>
        {linkLabel}
      </a>
    </AdminCard>
  );
}
