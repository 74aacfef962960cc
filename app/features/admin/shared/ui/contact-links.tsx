/** A phone number that dials on a phone; the link keeps only the digits and a leading +. */
export function PhoneLink({ phone }: { phone: string }) {
  return (
    <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className="text-brand-800 underline underline-offset-4">
      {phone}
    </a>
  );
}
