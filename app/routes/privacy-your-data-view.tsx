import { PrivateCard } from "~/features/privacy-data/ask-for-link";
import { doneNotice, ownDataAction } from "~/features/privacy-data/own-action.server";
import { OwnActionDoneNotice } from "~/features/privacy-data/own-action-notice";
import { OwnActionsPanel } from "~/features/privacy-data/own-actions-panel";
import { PersonalDataView } from "~/features/privacy-data/personal-data-view";
import { NomineeForm } from "~/features/privacy-data/nominee-form";
import { PageLanguageSwitch } from "~/features/privacy-data/page-language-switch";
import { noindexMeta, privatePageHeaders, privateRedirect } from "~/features/privacy-data/private-page-headers";
import { yourDataSession } from "~/features/privacy-data/your-data-cookie.server";
import { siteContext } from "~contracts/load-context";
import { confirmErasureParameter, confirmWithdrawalParameter } from "~domain/privacy-data/own-actions";
import { pageLanguageAsked, pageLanguageParameter, yourDataWords } from "~domain/privacy-data/your-data-words";
import { yourDataPaths } from "~domain/privacy-data/your-data-request";

import type { Route } from "./+types/privacy-your-data-view";

export const meta = () => [{ title: "Your data | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

/**
 * Only the browser that opened the link, while its session lasts; anyone else is sent to ask for a link.
 * The page is in the person's language unless `?lang=` asks for another they can read it in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const secret = await yourDataSession(request);
  const { yourData } = context.get(siteContext);
  const url = new URL(request.url);
  const personal = secret ? await yourData.read(secret, pageLanguageAsked(url)) : undefined;
  const actions = secret && personal ? await yourData.actions(secret) : undefined;
  if (!personal || !actions) throw privateRedirect(yourDataPaths.ask);
  return {
    personal,
    actions,
    done: await doneNotice(url, yourData, secret!),
    confirmingErasure: url.searchParams.get(confirmErasureParameter) === "confirm",
    confirmingWithdrawal: url.searchParams.get(confirmWithdrawalParameter) ?? undefined,
  };
}

/** Each action on the data: one form of the page, back here with its notice. */
export async function action({ request, context }: Route.ActionArgs) {
  const { yourData, clientIp } = context.get(siteContext);
  return ownDataAction(request, yourData, clientIp);
}

export default function YourDataViewRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { language } = loaderData.personal;
  const words = yourDataWords[language].page;
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
          href={`${yourDataPaths.download("json")}?${pageLanguageParameter}=${language}`}
          download
        >
          {words.asData}
        </a>{" "}
        {words.or}{" "}
        <a
          className="font-semibold text-brand-900 underline"
          href={`${yourDataPaths.download("html")}?${pageLanguageParameter}=${language}`}
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
