import { PrivateCard } from "~/features/privacy-data/ask-for-link";
import { doneNotice, ownDataAction } from "~/features/privacy-data/own-action.server";
import { OwnActionDoneNotice } from "~/features/privacy-data/own-action-notice";
import { OwnActionsPanel } from "~/features/privacy-data/own-actions-panel";
import { PersonalDataView } from "~/features/privacy-data/personal-data-view";
import { NomineeForm } from "~/features/privacy-data/nominee-form";
import { noindexMeta, privatePageHeaders, privateRedirect } from "~/features/privacy-data/private-page-headers";
import { yourDataSession } from "~/features/privacy-data/your-data-cookie.server";
import { siteContext } from "~contracts/load-context";
import { confirmErasureParameter, confirmWithdrawalParameter } from "~domain/privacy-data/own-actions";
import { yourDataPaths } from "~domain/privacy-data/your-data-request";

import type { Route } from "./+types/privacy-your-data-view";

export const meta = () => [{ title: "Your data | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

/** Only the browser that opened the link, while its session lasts; anyone else is sent to ask for a link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const secret = await yourDataSession(request);
  const { yourData } = context.get(siteContext);
  const personal = secret ? await yourData.read(secret) : undefined;
  const actions = secret && personal ? await yourData.actions(secret) : undefined;
  if (!personal || !actions) throw privateRedirect(yourDataPaths.ask);
  const url = new URL(request.url);
  return {
    personal,
    actions,
    done: await doneNotice(url, yourData, secret!),
    confirmingErasure: url.searchParams.get(confirmErasureParameter) === "confirm",
    confirmingWithdrawal: url.searchParams.get(confirmWithdrawalParameter) ?? undefined,
  };
}

/** Each action on the data (issue 61, item 3): one form of the page, back here with its notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const { yourData, clientIp } = context.get(siteContext);
  return ownDataAction(request, yourData, clientIp);
}

export default function YourDataViewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PrivateCard title="Everything we hold about you">
      <OwnActionDoneNotice
        done={loaderData.done}
        refused={actionData && "refused" in actionData ? actionData : undefined}
      />
      <p>
        Download it:{" "}
        <a className="font-semibold text-brand-900 underline" href={yourDataPaths.download("json")} download>
          as data (JSON)
        </a>{" "}
        or{" "}
        <a className="font-semibold text-brand-900 underline" href={yourDataPaths.download("html")} download>
          as a page to read (HTML)
        </a>
        . Below it:{" "}
        <a className="font-semibold text-brand-900 underline" href="#own-actions">
          what you can do
        </a>
        , from correcting your details to erasing them.
      </p>
      <PersonalDataView data={loaderData.personal} />
      <OwnActionsPanel
        actions={loaderData.actions}
        answer={actionData}
        confirmingErasure={loaderData.confirmingErasure}
        confirmingWithdrawal={loaderData.confirmingWithdrawal}
      />
      <NomineeForm data={loaderData.personal} />
    </PrivateCard>
  );
}
