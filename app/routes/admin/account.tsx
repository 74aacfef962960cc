import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { AccountPage } from "~/features/admin/staff/account/account-page";
import { takingCalls } from "~/features/admin/consultants/consultant-access.server";
import { formFields } from "~/features/admin/shared/form-data";
import { clearedSessionCookie, requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/account";

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

const AccountIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sign-out-everywhere") }),
  z.object({ intent: z.literal("end-device"), sessionId: z.uuid() }),
  z.object({ intent: z.literal("forget-device"), deviceId: z.uuid() }),
  z.object({ intent: z.literal("forget-devices") }),
  z.object({ intent: z.literal("new-recovery-codes") }),
  z.object({ intent: z.literal("remove-authenticator") }),
  z.object({ intent: z.literal("take-calls") }),
  z.object({ intent: z.literal("daily-email"), on: z.enum(["true", "false"]) }),
]);

const signedOut = async (request: Request, notice: string) =>
  redirectWithNotice(
    request,
    "/admin/sign-in",
    notice,
    new Headers({ "set-cookie": await clearedSessionCookie(request) }),
  );

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireStaff(args);
  const { member, sessionId, account } = signedIn;
  const parsed = AccountIntent.safeParse(formFields(await readForm(args.request)));
  if (!parsed.success) return data({ message: "This request was not understood.", recoveryCodes: undefined }, 400);
  switch (parsed.data.intent) {
    case "daily-email": {
      const on = parsed.data.on === "true";
      const result = await account.setDailyEmail(on);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      return { message: on ? "The daily e-mail is on." : "The daily e-mail is off.", recoveryCodes: undefined };
    }
    case "take-calls": {
      const team = takingCalls(signedIn);
      if ("refused" in team) return data({ message: team.refused, recoveryCodes: undefined }, 400);
      const result = await team.startTakingCalls(member.id);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      throw await redirectWithNotice(args.request, `/admin/consultants/${result.value.id}`, "start");
    }
    case "sign-out-everywhere":
      // Ends every session of this account, this one included.
      await account.signOutEverywhere();
      throw await signedOut(args.request, "signed-out-everywhere");
    case "end-device": {
      const result = await account.endDevice(parsed.data.sessionId);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      if (parsed.data.sessionId === sessionId) throw await signedOut(args.request, "signed-out");
      return { message: "That session has ended.", recoveryCodes: undefined };
    }
    case "forget-device":
    case "forget-devices": {
      const id = parsed.data.intent === "forget-device" ? parsed.data.deviceId : "all";
      const result = await account.forgetKnownDevices(id);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      if (result.value === 0) {
        return data({ message: "That browser is not one this account knows.", recoveryCodes: undefined }, 400);
      }
      const forgotten = result.value === 1 ? "The browser is forgotten." : `${result.value} browsers are forgotten.`;
      return { message: forgotten, recoveryCodes: undefined };
    }
    case "new-recovery-codes": {
      const result = await account.secondFactor.newRecoveryCodes();
      return result.ok
        ? { message: undefined, recoveryCodes: result.value.recoveryCodes }
        : data({ message: result.message, recoveryCodes: undefined }, 400);
    }
    case "remove-authenticator": {
      const result = await account.secondFactor.remove();
      return result.ok
        ? { message: "The authenticator app is removed.", recoveryCodes: undefined }
        : data({ message: result.message, recoveryCodes: undefined }, 400);
    }
  }
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} result={actionData} />;
}
