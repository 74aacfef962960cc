import type { ComponentProps } from "react";
import { useNavigation } from "react-router";

const tones = {
  primary: "bg-brand-900 text-white hover:bg-brand-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
} as const;

export const buttonClass = (tone: keyof typeof tones = "primary") =>
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
}: ComponentProps<"button"> & { tone?: keyof typeof tones; pendingLabel?: string }) {
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
