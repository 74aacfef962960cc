import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { redirectWithNotice } from "~/features/admin/notices.server";
import { adminMeta } from "~/features/admin/admin-meta";
import { AccountPage } from "~/features/admin/account/account-page";
import { formFields } from "~/features/admin/form-data";
import { clearedSessionCookie, requireSession } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/account";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Your account");

export async function loader(args: Route.LoaderArgs) {
  const session = await requireSession(args);
  const { staff, secondFactor } = args.context.get(siteContext).backOffice;
  const [status, devices, knownBrowsers] = await Promise.all([
    secondFactor.status(session.member),
    staff.devices(session),
    staff.knownDevices(session.member),
  ]);
  const consultant = await args.context.get(siteContext).backOffice.consultants.ofMember(session.member);
  const dailyEmail = await args.context.get(siteContext).backOffice.salesTasks.dailyEmail(session.member);
  return { member: session.member, secondFactor: status, devices, knownBrowsers, consultant, dailyEmail };
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
  const session = await requireSession(args);
  const parsed = AccountIntent.safeParse(formFields(await readForm(args.request)));
  if (!parsed.success) return data({ message: "This request was not understood.", recoveryCodes: undefined }, 400);
  const { staff, secondFactor, consultants, salesTasks } = args.context.get(siteContext).backOffice;
  const { member } = session;
  switch (parsed.data.intent) {
    case "daily-email": {
      const on = parsed.data.on === "true";
      const result = await salesTasks.setDailyEmail(member, on);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      return { message: on ? "The daily e-mail is on." : "The daily e-mail is off.", recoveryCodes: undefined };
    }
    case "take-calls": {
      const result = await consultants.startTakingCalls(member, member.id);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      throw await redirectWithNotice(args.request, `/admin/consultants/${result.value.id}`, "start");
    }
    case "sign-out-everywhere":
      // Ends every session of this account, this one included.
      await staff.signOutEverywhere(member);
      throw await signedOut(args.request, "signed-out-everywhere");
    case "end-device": {
      const result = await staff.endDevice(member, parsed.data.sessionId);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      if (parsed.data.sessionId === session.sessionId) throw await signedOut(args.request, "signed-out");
      return { message: "That session has ended.", recoveryCodes: undefined };
    }
    case "forget-device":
    case "forget-devices": {
      const id = parsed.data.intent === "forget-device" ? parsed.data.deviceId : "all";
      const result = await staff.forgetKnownDevices(member, id);
      if (!result.ok) return data({ message: result.message, recoveryCodes: undefined }, 400);
      if (result.value === 0) {
        return data({ message: "That browser is not one this account knows.", recoveryCodes: undefined }, 400);
      }
      const forgotten = result.value === 1 ? "The browser is forgotten." : `${result.value} browsers are forgotten.`;
      return { message: forgotten, recoveryCodes: undefined };
    }
    case "new-recovery-codes": {
      const result = await secondFactor.newRecoveryCodes(member);
      return result.ok
        ? { message: undefined, recoveryCodes: result.value.recoveryCodes }
        : data({ message: result.message, recoveryCodes: undefined }, 400);
    }
    case "remove-authenticator": {
      const result = await secondFactor.remove(member);
      return result.ok
        ? { message: "The authenticator app is removed.", recoveryCodes: undefined }
        : data({ message: result.message, recoveryCodes: undefined }, 400);
    }
  }
}

export default function AdminAccountRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} result={actionData} />;
}
