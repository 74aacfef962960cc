import { useState, type ReactNode } from "react";
import { Form, useActionData } from "react-router";

import { PublishSchema } from "~domain/content/content";
import { indiaClockTime, indiaDateOf, indiaDateTime } from "~domain/time/india-dates";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { fieldNames } from "~/features/admin/shared/forms/field-names";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";

import { buttonClass, SubmitButton } from "./submit-button";

/** Where "Choose another time" takes the editor, with or without JavaScript. */
const whenFieldsId = "publish-when";

const names = fieldNames(PublishSchema);

/**
 * Now, or a day and time in India: the fields `PublishSchema` (domain/content/content.ts) reads, for
 * every publish form in the back office (posts, pages, questions, testimonials). Something already
 * scheduled opens on its own day and time, to be moved from there.
 */
export function PublishWhenFields({
  errors = {},
  scheduledAt,
}: {
  errors?: FormErrors | undefined;
  scheduledAt?: Date | null | undefined;
}) {
  const { when } = names;
  return (
    // A new schedule remounts the fields, so they show it rather than what was typed before.
    <div id={whenFieldsId} tabIndex={-1} className="space-y-4" key={scheduledAt?.toISOString() ?? "now"}>
      <fieldset className="space-y-2">
        <legend className="font-medium text-slate-800">When</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={when} value="now" defaultChecked={!scheduledAt} className="size-4" /> Now
        </label>
        <label className="flex items-center gap-2">
          <input type="radio" name={when} value="at" defaultChecked={Boolean(scheduledAt)} className="size-4" /> At a
          day and time (India time)
        </label>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Day"
          name={names.date}
          type="date"
          defaultValue={scheduledAt ? indiaDateOf(scheduledAt) : undefined}
          error={errors.date}
        />
        <TextField
          label="Time (India)"
          name={names.time}
          type="time"
          defaultValue={scheduledAt ? indiaClockTime(scheduledAt) : "09:00"}
          error={errors.time}
        />
      </div>
    </div>
  );
}

/** The time a publish was refused for, when the action answered that it has passed (publishRefusalOf). */
const passedTimeOf = (answer: unknown): Date | undefined =>
  typeof answer === "object" && answer !== null && "passed" in answer && answer.passed instanceof Date
    ? answer.passed
    : undefined;

/**
 * The publish form of every kind editors publish: the when fields and the page's buttons. When the
 * server refused a time already passed, it first asks whether to publish now instead; nothing has
 * changed until the editor answers.
 */
export function PublishForm({
  errors,
  scheduledAt,
  className,
  checkedInBrowser = true,
  children,
}: {
  errors?: FormErrors | undefined;
  scheduledAt?: Date | null | undefined;
  className?: string | undefined;
  /**
   * Whether the day and time are checked in the browser before they are sent, by PublishSchema as
   * every publish action parses them. Not where the page also counts the refused fields above the
   * form (a site document's editor): only the server's answer is counted there.
   */
  checkedInBrowser?: boolean | undefined;
  /** The submit buttons (intent "publish"). */
  children: ReactNode;
}) {
  const form = useCheckedForm(
    (sent) => (checkedInBrowser && sent.get("intent") === "publish" ? PublishSchema : undefined),
    errors,
  );
  const passed = passedTimeOf(useActionData());
  // The question answered by "Choose another time"; a new refusal asks again.
  const [setAside, setSetAside] = useState<Date>();
  const asking = passed !== undefined && passed !== setAside;
  return (
    <>
      {asking ? <PassedTimeQuestion passed={passed} onChooseAnother={() => setSetAside(passed)} /> : null}
      <Form method="post" className={className ?? "space-y-4"} onSubmit={form.onSubmit}>
        <PublishWhenFields errors={form.errors} scheduledAt={passed ?? scheduledAt} />
        {children}
      </Form>
    </>
  );
}

function PassedTimeQuestion({ passed, onChooseAnother }: { passed: Date; onChooseAnother: () => void }) {
  return (
    <section
      role="alert"
      aria-labelledby="passed-time"
      className="mb-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5"
    >
      <h3 id="passed-time" className="font-semibold">
        {indiaDateTime(passed)} (India) has already passed
      </h3>
      <p className="mt-1 text-sm">Nothing has changed yet. Publish it now instead, or choose another time.</p>
      <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
        <input type="hidden" name={names.when} value="now" />
        <SubmitButton name="intent" value="publish" pendingLabel="Publishing…">
          Publish now
        </SubmitButton>
        {/* Without JavaScript the link goes to the fields; with it, the question also steps aside. */}
        <a
          href={`#${whenFieldsId}`}
          className={buttonClass("secondary")}
          onClick={(event) => {
            event.preventDefault();
            onChooseAnother();
            const fields = document.getElementById(whenFieldsId);
            fields?.querySelector<HTMLInputElement>(`input[name="${names.date}"]`)?.focus();
          }}
        >
          Choose another time
        </a>
      </Form>
    </section>
  );
}
