import { data } from "react-router";
import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ContactPage, type ContactActionData } from "~/features/admin/contacts/contact-page";
import { noticeOf } from "~/features/admin/shared/notices.server";
import {
  answer,
  formAction,
  intent,
  intentWith,
  messageOf,
  refusedWithMessage,
  toPage,
  unknownForm,
} from "~/features/admin/shared/forms/form-action.server";
import { AliasesCard } from "~/features/admin/contacts/duplicates/aliases-card";
import { ContactEmailsSection } from "~/features/admin/contacts/mailbox/contact-emails-section";
import { emailReplyIntent, type EmailReplyResult } from "~/features/admin/contacts/mailbox/contact-emails-section";
import { contactEmailAction } from "~/features/admin/contacts/mailbox/contact-emails.server";
import {
  ContactTasksSection,
  taskIntents,
  type TaskActionResult,
} from "~/features/admin/contacts/tasks/contact-tasks-section";
import { contactTaskAction, contactTasksView } from "~/features/admin/contacts/tasks/contact-tasks.server";
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

type ContactAnswer = ContactActionData | TaskActionResult | EmailReplyResult;

/** Each form of the page; every change redirects back here (POST, redirect, GET). */
export async function action(args: Route.ActionArgs) {
  const { signedIn, desk } = await requireContact(args);
  const { id } = args.params;
  const here = `/admin/contacts/${id}`;
  // The e-mails' and the tasks' sections parse their forms and word their refusals themselves.
  const sectionForm = (name: string, act: (form: FormData) => Promise<ContactAnswer | undefined>) =>
    intentWith<ContactAnswer, undefined, FormData>({
      parse: (form) => ({ ok: true, value: form }),
      run: async (form) => {
        const refused = await act(form);
        return refused ? answer(refused, 400) : { ok: true, value: undefined };
      },
      done: toPage(here, name),
    });
  return formAction<ContactAnswer>(args.request, {
    intents: {
      [emailReplyIntent]: sectionForm(emailReplyIntent, (form) => contactEmailAction(signedIn, id, form)),
      ...Object.fromEntries(
        taskIntents.map((name) => [name, sectionForm(name, (form) => contactTaskAction(signedIn, id, name, form))]),
      ),
      owner: intent({
        schema: OwnerSchema,
        run: ({ ownerId }) => desk.assign(id, ownerId),
        done: toPage(here, "owner"),
        refused: (name, refusal) => ({
          intent: name,
          message: messageOf(refusal, "Please choose someone from the list."),
        }),
      }),
      stage: intent({
        schema: StageChangeSchema,
        run: (stage) => desk.setStage(id, stage),
        done: toPage(here, "stage"),
      }),
      "do-not-contact": intent({
        schema: DoNotContactSchema,
        run: ({ asked }) => desk.setDoNotContact(id, asked),
        done: (_, { asked }) => toPage(here, asked ? "do-not-contact" : "may-contact"),
        refused: (name, refusal) => ({
          intent: name,
          message: messageOf(refusal, "Please reload the page and try again."),
        }),
      }),
      note: intent({ schema: TeamNoteSchema, run: ({ body }) => desk.addNote(id, body), done: toPage(here, "note") }),
    },
    refused: refusedWithMessage,
    unknownIntent: unknownForm,
  });
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
