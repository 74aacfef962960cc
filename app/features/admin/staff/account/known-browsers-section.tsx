import { Form } from "react-router";

import type { KnownDeviceView } from "~contracts/staff";

import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/**
 * The browsers the account knows (server/staff/known-devices.ts): they are not e-mailed about at
 * sign-in, and strangers' failed guesses never stop them. Forgetting one makes it a stranger again.
 */
export function KnownBrowsersSection({ browsers }: { browsers: KnownDeviceView[] }) {
  return (
    <SectionCard
      title="Browsers this account knows"
      intro="A browser you signed in from is known: signing in there again sends you no e-mail, and strangers' wrong passwords never lock it out. Forget any you no longer use; setting a new password, or an admin resetting your second factors, forgets them all."
    >
      {browsers.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">
          No browser is known: the next sign-in anywhere is e-mailed to you.
        </p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-200">
            {browsers.map((browser) => (
              <li key={browser.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="text-sm">
                  <p className="font-semibold text-slate-900">{browser.browser}</p>
                  <p className="text-slate-600">
                    Known since <IndiaTime at={browser.knownSince} /> · last signed in{" "}
                    <IndiaTime at={browser.lastSignInAt} />
                  </p>
                </div>
                <HiddenFieldsForm intent="forget-device" fields={{ deviceId: browser.id }} pendingLabel="Forgetting...">
                  Forget
                </HiddenFieldsForm>
              </li>
            ))}
          </ul>
          <Form method="post" className="mt-4 border-t border-slate-200 pt-4">
            <input type="hidden" name="intent" value="forget-devices" />
            <SubmitButton tone="danger" pendingLabel="Forgetting...">
              Forget every browser
            </SubmitButton>
          </Form>
        </>
      )}
    </SectionCard>
  );
}
