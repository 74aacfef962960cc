import type { ComponentProps } from "react";
import { Form, useNavigation } from "react-router";

const tones = {
  primary: "bg-brand-900 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export type ButtonTone = keyof typeof tones;

export const buttonClass = (tone: ButtonTone = "primary") =>
  `inline-flex min-h-10 items-center justify-center gap-2 rounded-full px-4 py-2 text-sm font-semibold disabled:cursor-wait disabled:opacity-70 ${tones[tone]}`;

/**
 * A form's submit button that says it is working while its form is being sent, and cannot be
 * pressed twice meanwhile. `intent` tells apart the actions of one page.
 */
export function SubmitButton({
  tone = "primary",
  pendingLabel,
  children,
  ...button
}: ComponentProps<"button"> & { tone?: ButtonTone; pendingLabel?: string }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (button.value === undefined || navigation.formData?.get(String(button.name ?? "intent")) === button.value);
  return (
    <button type="submit" disabled={pending} className={buttonClass(tone)} {...button}>
      {pending && pendingLabel ? pendingLabel : children}
    </button>
  );
}

/** A form of one button that posts its intent to the page: for an action that needs nothing else (unpublish, discard). */
export function IntentButton({
  intent,
  ...button
}: { intent: string } & Omit<ComponentProps<typeof SubmitButton>, "name" | "value">) {
  return (
    <Form method="post">
      <SubmitButton name="intent" value={intent} {...button} />
    </Form>
  );
}
