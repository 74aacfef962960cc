import type { ComponentProps } from "react";

import { TextField } from "~/components/ui/text-field";

/** How the contact form and the demo booking form ask who a visitor is. */
const personFields = {
  firstName: { label: "First name", autoComplete: "given-name" },
  lastName: { label: "Last name", autoComplete: "family-name" },
  email: { label: "Email", type: "email", autoComplete: "email" },
  phone: { label: "Phone", type: "tel", autoComplete: "tel" },
} as const;

type PersonFieldProps = { field: keyof typeof personFields } & Omit<ComponentProps<typeof TextField>, "label">;

/** One of a visitor's details, labelled and typed for the browser's autofill; the form says whether it is required. */
export function PersonField({ field, ...input }: PersonFieldProps) {
  return <TextField {...personFields[field]} {...input} />;
}
