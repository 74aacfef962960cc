import { redirect } from "react-router";

import { PrivateCard } from "~/features/privacy-data/ask-for-link";
import { PersonalDataView } from "~/features/privacy-data/personal-data-view";
import { NomineeForm } from "~/features/privacy-data/nominee-form";
import { noindexMeta, privatePageHeaders } from "~/features/privacy-data/private-page-headers";
import { yourDataSession } from "~/features/privacy-data/your-data-cookie.server";
import { siteContext } from "~contracts/load-context";
import { yourDataPaths } from "~domain/privacy-data/your-data-request";

import type { Route } from "./+types/privacy-your-data-view";

export const meta = () => [{ title: "Your data | Nexora Technologies" }, noindexMeta];

export const headers = () => privatePageHeaders;

/** Only the browser that opened the link, while its session lasts; anyone else is sent to ask for a link. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const secret = await yourDataSession(request);
  const personal = secret ? await context.get(siteContext).yourData.read(secret) : undefined;
  if (!personal) throw redirect(yourDataPaths.ask, { headers: privatePageHeaders });
  return { personal };
}

export default function YourDataViewRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PrivateCard title="Everything we hold about you">
      <p>
        Download it:{" "}
        <a className="font-semibold text-brand-900 underline" href={yourDataPaths.download("json")} download>
          as data (JSON)
        </a>{" "}
        or{" "}
        <a className="font-semibold text-brand-900 underline" href={yourDataPaths.download("html")} download>
          as a page to read (HTML)
        </a>
        .
      </p>
      <PersonalDataView data={loaderData.personal} />
      <NomineeForm data={loaderData.personal} />
    </PrivateCard>
  );
}
