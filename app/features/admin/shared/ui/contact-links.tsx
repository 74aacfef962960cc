import { whatsAppLink } from "~domain/forms/whatsapp-link";

/** A phone number that dials on a phone; the link keeps only the digits and a leading +. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline underline-offset-4">
      {phone}
    </a>
  );
}

/**
 * WhatsApp's click-to-chat page for the number, which opens the app with the chat ready: a plain
 * link, so no message goes through any service of ours. Nothing for a number that cannot make one.
 */
export function WhatsAppLink({ phone }: { phone: string }) {
  const link = whatsAppLink(phone);
  if (!link) return null;
  return (
    <a href={link} rel="noreferrer" className="text-brand-800 underline underline-offset-4">
      Chat on WhatsApp
    </a>
  );
}
