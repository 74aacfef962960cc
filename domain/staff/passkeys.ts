import { z } from "zod";

import "../forms/zod-setup";

/** What a passkey's owner calls it on their account page ("Work laptop", "Phone"). */
export const passkeyNameLimit = 60;

export const PasskeyNameSchema = z
  .string({ error: "Please name the passkey." })
  .trim()
  .min(1, "Please name the passkey.")
  .max(passkeyNameLimit, `A passkey's name can be at most ${passkeyNameLimit} characters.`);

/** The name a new passkey gets and the registration the browser's authenticator answered (JSON). */
export const NewPasskeySchema = z.object({
  name: PasskeyNameSchema,
  response: z.string({ error: "The passkey's answer is missing." }).min(1, "The passkey's answer is missing."),
});

export const RenamePasskeySchema = z.object({
  passkeyId: z.string().min(1).max(1024),
  name: PasskeyNameSchema,
});

export const RemovePasskeySchema = z.object({ passkeyId: z.string().min(1).max(1024) });
