import { PrivateCard } from "~/features/own-data/ask-for-link";
import { doneNotice, ownDataAction } from "~/features/own-data/own-action.server";
import { OwnActionDoneNotice } from "~/features/own-data/own-action-notice";
import { OwnActionsPanel } from "~/features/own-data/own-actions-panel";
import { PersonalDataView } from "~/features/own-data/personal-data-view";
import { NomineeForm } from "~/features/own-data/nominee-form";
import { PageLanguageSwitch } from "~/features/own-data/page-language-switch";
import { noindexMeta, privatePageHeaders, privateRedirect } from "~/features/own-data/private-page-headers";
import { ownDataSession } from "~/features/own-data/own-data-cookie.server";
import { clientIpContext } from "~contracts/load-context";
import { ownDataPagesContext } from "~contracts/own-data";
import { confirmErasureParameter, confirmWithdrawalParameter } from "~domain/own-data/actions";
import { pageLanguageAsked, pageLanguageParameter, ownDataWords } from "~domain/own-data/own-data-words";
import { ownDataPaths } from "~domain/own-data/own-data-request";

import type { Route } from "./+types/privacy-your-data-view";

export const meta = () => [{ title: "Your data | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

/**
 * Only the browser that opened the link, while its session lasts; anyone else is sent to ask for a link.
 * The page is in the person's language unless `?lang=` asks for another they can read it in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const secret = await ownDataSession(request);
  const ownData = context.get(ownDataPagesContext);
  const url = new URL(request.url);
  const personal = secret ? await ownData.read(secret, pageLanguageAsked(url)) : undefined;
  const actions = secret && personal ? await ownData.actions(secret) : undefined;
  if (!personal || !actions) throw privateRedirect(ownDataPaths.ask);
  return {
    personal,
    actions,
    done: await doneNotice(url, ownData, secret!),
    confirmingErasure: url.searchParams.get(confirmErasureParameter) === "confirm",
    confirmingWithdrawal: url.searchParams.get(confirmWithdrawalParameter) ?? undefined,
  };
}

/** Each action on the data: one form of the page, back here with its notice. */
export async function action({ request, context }: Route.ActionArgs) {
  return ownDataAction(request, context.get(ownDataPagesContext), context.get(clientIpContext));
}

export default function OwnDataViewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = loaderData.personal;
  const words = ownDataWords[language].page;
  return (
    <PrivateCard title={words.title} lang={language}>
      <PageLanguageSwitch current={language} />
      <OwnActionDoneNotice
        done={loaderData.done}
        refused={actionData && "refused" in actionData ? actionData : undefined}
        language={language}
      />
      <p>
        {words.downloadIt}{" "}
        <a
          className="font-semibold text-brand-900 underline"
          href={`${ownDataPaths.download("json")}?${pageLanguageParameter}=${language}`}
          download
        >
          {words.asData}
        </a>{" "}
        {words.or}{" "}
        <a
          className="font-semibold text-brand-900 underline"
          href={`${ownDataPaths.download("html")}?${pageLanguageParameter}=${language}`}
          download
        >
          {words.asPage}
        </a>
        {words.belowIt}{" "}
        <a className="font-semibold text-brand-900 underline" href="#own-actions">
          {words.whatYouCanDo}
        </a>
        {words.fromCorrecting}
      </p>
      <PersonalDataView data={loaderData.personal} />
      <OwnActionsPanel
        actions={loaderData.actions}
        answer={actionData}
        confirmingErasure={loaderData.confirmingErasure}
        confirmingWithdrawal={loaderData.confirmingWithdrawal}
        language={language}
      />
      <NomineeForm data={loaderData.personal} />
    </PrivateCard>
  );
}
