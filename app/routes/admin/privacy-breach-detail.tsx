import { data } from "react-router";

import type { Outcome } from "~contracts/outcome";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BreachPage, type BreachIntent } from "~/features/admin/privacy/breach-page";
import * as forms from "~/features/admin/shared/forms/form-action.server";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-breach-detail";

export const meta = () => adminMeta("Data breach");

/** A refused button: which, and why (the breach's state, or its absence). */
type Refused = { intent: string; message: string };

const noSuchBreach = () => data({ message: "There is no such breach." }, { status: 404 });

export async function loader(args: Route.LoaderArgs) {
  const { breaches, now } = await requireStaff(args, "privacy");
  const { id } = args.params;
  const breach = await breaches.read(id);
  if (!breach) throw noSuchBreach();
  const [people, drafts] = await Promise.all([
    breaches.people(id, args.url.searchParams.get("after") ?? undefined),
    breaches.drafts(id),
  ]);
  if (!drafts) throw noSuchBreach();
  return { breach, people, drafts, now: now(), done: noticeOf(args.context) };
}

/**
 * "confirm-people" stores the list from the data, "send-notices" queues one notice per person,
 * "board-reported" records that the Board's report went. Each is one button: a refusal is the
 * breach's state (already done, or gone), said above the page.
 */
export async function action(args: Route.ActionArgs) {
  const { breaches } = await requireStaff(args, "privacy");
  const { id } = args.params;
  const here = `/admin/privacy/breaches/${id}`;
  const button = (run: () => Promise<Outcome<unknown>>, done: string) =>
    forms.intent<Refused, unknown, typeof forms.noFields>({
      schema: forms.noFields,
      run,
      done: forms.toPage(here, done),
    });
  return forms.formAction<Refused>(args.request, {
    intents: {
      "confirm-people": button(() => breaches.confirmPeople(id), "people-confirmed"),
      "send-notices": button(() => breaches.sendNotices(id), "notices-sent"),
      "board-reported": button(() => breaches.markBoardReported(id), "board-reported"),
    } satisfies Record<BreachIntent, unknown>,
    refused: (name, refusal) => ({
      intent: name,
      message: forms.messageOf(refusal, "Please reload the page and try again."),
    }),
    unknownIntent: forms.unknownForm,
  });
}

export default function AdminBreachRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BreachPage {...loaderData} message={actionData?.message} />;
}
