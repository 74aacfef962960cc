import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { AccountPage } from "~/features/admin/staff/account/account-page";
import { takingCalls } from "~/features/admin/consultants/consultant-access.server";
import { clearedSessionCookie, requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/account";
import {
  answer,
  formAction,
  intent,
  messageOf,
  noFields,
  refusedIntent,
  toPage,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  const { member, account, consultant } = await requireStaff(args);
  const [status, devices, knownBrowsers, mine, dailyEmail] = await Promise.all([
    account.secondFactor.status(),
    account.devices(),
    account.knownDevices(),
    consultant.mine(),
    account.dailyEmail(),
  ]);
  return { member, secondFactor: status, devices, knownBrowsers, consultant: mine, dailyEmail };
}

type AccountAnswer = { message: string | undefined; recoveryCodes: string[] | undefined };

const notUnderstood = "This request was not understood.";

const said = (message: string | undefined, recoveryCodes?: string[]) =>
  answer<AccountAnswer>({ message, recoveryCodes });

const signedOut = async (request: Request, notice: string) =>
  toPage("/admin/sign-in", notice, new Headers({ "set-cookie": await clearedSessionCookie(request) }));

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireStaff(args);
  const { member, sessionId, account } = signedIn;
  const team = takingCalls(signedIn);
  const forget = async (which: string) => {
    const result = await account.forgetKnownDevices(which);
    return result.ok && result.value === 0
      ? answer({ message: "That browser is not one this account knows.", recoveryCodes: undefined }, 400)
      : result;
  };
  const forgotten = (count: number) =>
    said(count === 1 ? "The browser is forgotten." : `${count} browsers are forgotten.`);
  return formAction<AccountAnswer>(args.request, {
    intents: {
      "daily-email": intent({
        schema: z.object({ on: z.enum(["true", "false"]).transform((on) => on === "true") }),
        run: ({ on }) => account.setDailyEmail(on),
        done: (_, { on }) => said(on ? "The daily e-mail is on." : "The daily e-mail is off."),
      }),
      "take-calls":
        "refused" in team
          ? refusedIntent(team.refused)
          : intent({
              schema: noFields,
              run: () => team.startTakingCalls(member.id),
              done: ({ id }) => toPage(`/admin/consultants/${id}`, "start"),
            }),
      // Ends every session of this account, this one included.
      "sign-out-everywhere": intent({
        schema: noFields,
        run: async () => ({ ok: true, value: await account.signOutEverywhere() }),
        done: () => signedOut(args.request, "signed-out-everywhere"),
      }),
      "end-device": intent({
        schema: z.object({ sessionId: z.uuid() }),
        run: ({ sessionId: ended }) => account.endDevice(ended),
        done: (_, { sessionId: ended }) =>
          ended === sessionId ? signedOut(args.request, "signed-out") : said("That session has ended."),
      }),
      "forget-device": intent({
        schema: z.object({ deviceId: z.uuid() }),
        run: ({ deviceId }) => forget(deviceId),
        done: forgotten,
      }),
      "forget-devices": intent({ schema: noFields, run: () => forget("all"), done: forgotten }),
      "new-recovery-codes": intent({
        schema: noFields,
        run: () => account.secondFactor.newRecoveryCodes(),
        done: ({ recoveryCodes }) => said(undefined, recoveryCodes),
      }),
      "remove-authenticator": intent({
        schema: noFields,
        run: () => account.secondFactor.remove(),
        done: said("The authenticator app is removed."),
      }),
    },
    refused: (_, refusal) => ({ message: messageOf(refusal, notUnderstood), recoveryCodes: undefined }),
    unknownIntent: notUnderstood,
  });
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} result={actionData} />;
}
