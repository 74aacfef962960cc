/**
 * Whom a privacy request is answered to. A nominee who asked for the person acts for them (DPDP
 * Act s. 14), so the acknowledgment and the reply go to the nominee at the address they gave; any
 * other request is answered to the person. None once the person's data was erased with the
 * request's address.
 */
export type RequestRecipient = { name: string; address: string; nominee: boolean };

export function requestRecipient(request: {
  byNominee: boolean;
  email: string | null;
  details: Record<string, unknown>;
}): RequestRecipient | undefined {
  const { nomineeName, nomineeEmail } = request.details;
  if (request.byNominee && typeof nomineeEmail === "string" && nomineeEmail)
    return { name: typeof nomineeName === "string" ? nomineeName : "", address: nomineeEmail, nominee: true };
  return request.email ? { name: "", address: request.email, nominee: false } : undefined;
}

/** "Asha Rao (asha@example.com), the nominee", or the person's address. */
export function recipientInWords({ name, address, nominee }: RequestRecipient): string {
  const named = name ? `${name} (${address})` : address;
  return nominee ? `${named}, the nominee` : named;
}
