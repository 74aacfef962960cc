import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ContactPage, type ContactActionData } from "~/features/admin/contacts/contact-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { AliasesCard } from "~/features/admin/contacts/duplicates/aliases-card";
import { ContactEmailsSection } from "~/features/admin/contacts/mailbox/contact-emails-section";
import { contactEmailAction, isEmailIntent } from "~/features/admin/contacts/mailbox/contact-emails.server";
import { ContactTasksSection } from "~/features/admin/contacts/tasks/contact-tasks-section";
import {
  contactTaskAction,
  contactTasksView,
  isTaskIntent,
} from "~/features/admin/contacts/tasks/contact-tasks.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { TeamNoteSchema } from "~domain/forms/list-filters";
import { StageChangeSchema } from "~domain/contacts/contacts";

import type { Route } from "./+types/contact-detail";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `${loaderData.contact.name || loaderData.contact.email}` : "Contact");

/** The sales desk's contacts, and anyone's own (a call's consultant): the server decides (contact-access.ts). */
async function requireContact(args: Route.LoaderArgs | Route.ActionArgs) {
  const signedIn = await requireStaff(args);
  const contact = await signedIn.contact.find(args.params.id);
  if (!contact) throw data({ message: "This contact does not exist." }, { status: 404 });
  if (contact === "not yours") throw data({ message: "This contact is not one of yours." }, { status: 403 });
  return { signedIn, desk: signedIn.contact, contact };
}

export async function loader(args: Route.LoaderArgs) {
  const { signedIn, desk, contact } = await requireContact(args);
  return {
    contact,
    tasks: await contactTasksView(signedIn, contact),
    emails: await signedIn.contactEmails.threads(contact.id),
    timeline: await desk.timeline(contact.id),
    owners: contact.mayManage ? await desk.owners() : [],
    mayManage: contact.mayManage,
    // Other addresses and merges are the sales desk's (sales and admins), as the merges are.
    aliases: (await signedIn.areas.contacts?.duplicates.aliases(contact.id)) ?? null,
    done: noticeOf(args.context),
  };
}

const DoNotContactSchema = z.object({ asked: z.enum(["yes", "no"]).transform((answer) => answer === "yes") });

const OwnerSchema = z.object({ ownerId: z.union([z.uuid(), z.literal("")]).transform((id) => id || null) });

/** Each form of the page; every change redirects back here (POST, redirect, GET). */
export async function action(args: Route.ActionArgs) {
  const { signedIn, desk } = await requireContact(args);
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const { id } = args.params;
  const refuse = (answer: ContactActionData) => data(answer, { status: 400 });
  if (isEmailIntent(intent)) {
    const refused = await contactEmailAction(signedIn, id, form);
    if (refused) return data(refused, { status: 400 });
    throw await redirectWithNotice(args.request, `/admin/contacts/${id}`, intent);
  }
  if (isTaskIntent(intent)) {
    const refused = await contactTaskAction(signedIn, id, intent, form);
    if (refused) return data(refused, { status: 400 });
    throw await redirectWithNotice(args.request, `/admin/contacts/${id}`, intent);
  }
  let outcome;
  if (intent === "owner") {
    const owner = OwnerSchema.safeParse(formFields(form));
    if (!owner.success) return refuse({ intent, message: "Please choose someone from the list." });
    outcome = await desk.assign(id, owner.data.ownerId);
  } else if (intent === "stage") {
    const parsed = parseForm(StageChangeSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    outcome = await desk.setStage(id, parsed.value);
  } else if (intent === "do-not-contact") {
    const asked = DoNotContactSchema.safeParse(formFields(form));
    if (!asked.success) return refuse({ intent, message: "Please reload the page and try again." });
    outcome = await desk.setDoNotContact(id, asked.data.asked);
    if (outcome.ok)
      throw await redirectWithNotice(args.request, `/admin/contacts/${id}`, asked.data.asked ? intent : "may-contact");
  } else if (intent === "note") {
    const parsed = parseForm(TeamNoteSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    outcome = await desk.addNote(id, parsed.value.body);
  } else {
    return refuse({ intent, message: "This form is not one this page knows. Please reload the page." });
  }
  if (!outcome.ok) return refuse({ intent, message: outcome.message });
  throw await redirectWithNotice(args.request, `/admin/contacts/${id}`, intent);
}

export default function AdminContactDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ContactPage
      {...loaderData}
      result={actionData}
      tasks={<ContactTasksSection {...loaderData.tasks} done={loaderData.done} result={actionData} />}
      aliases={loaderData.aliases ? <AliasesCard aliases={loaderData.aliases} /> : null}
      emails={
        <ContactEmailsSection
          contactId={loaderData.contact.id}
          threads={loaderData.emails}
          done={loaderData.done}
          result={actionData}
        />
      }
    />
  );
}
