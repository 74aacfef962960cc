/** The company's details, shown in the footer, the contact page, structured data and every e-mail's footer. */

export type Office = {
  city: "Bengaluru" | "New Delhi" | "Gwalior";
  /** The name the marketing specification uses for the city. */
  label: string;
  address: string;
  region: string;
  postalCode: string;
};

export type SocialLink = {
  network: "linkedin" | "x" | "whatsapp" | "instagram";
  label: string;
  href: string;
};

export const company = {
  name: "Nexora Technologies",
  legalName: "Nexora Technologies Pvt. Ltd.",
  tagline: "IT services for businesses across Delhi NCR and India",
  salesEmail: "sales@nexoratech.in",
  careersEmail: "careers@nexoratech.in",
  /** Where a person writes about their data: its access, correction, erasure, and complaints (DPDP Act). */
  privacyEmail: "privacy@nexoratech.in",
  /** Who answers those complaints, by title: the person holding it changes, the notices need not. */
  grievanceOfficer: { title: "Grievance Officer" },
  phone: { display: "+91 98110 42765", href: "tel:+919811042765" },
  hours: "Monday-Saturday 10am to 6pm",
  replyPromise: "typically within 24 business hours",
  typicalProjectLength: "4-8 weeks",
  copyrightYear: 2025,
  offices: [
    {
      city: "New Delhi",
      label: "New Delhi",
      address: "4th Floor, Eros Corporate Tower, Nehru Place",
      region: "Delhi",
      postalCode: "110019",
    },
    {
      city: "Bengaluru",
      label: "Bangalore",
      address: "WeWork Galaxy, 43 Residency Road, Ashok Nagar",
      region: "Karnataka",
      postalCode: "560025",
    },
    {
      city: "Gwalior",
      label: "Gwalior",
      address: "2nd Floor, DB City Corporate Park, City Centre",
      region: "Madhya Pradesh",
      postalCode: "474011",
    },
  ] satisfies Office[],
  social: [
    {
      network: "linkedin",
      label: "Nexora Technologies on LinkedIn",
      href: "https://www.linkedin.com/company/nexora-technologies",
    },
    { network: "x", label: "Nexora Technologies on X", href: "https://x.com/nexoratech" },
    { network: "whatsapp", label: "Chat with Nexora Technologies on WhatsApp", href: "https://wa.me/919811042765" },
    { network: "instagram", label: "Nexora Technologies on Instagram", href: "https://www.instagram.com/nexoratech" },
  ] satisfies SocialLink[],
} as const;

/** A calendar's PRODID (RFC 5545, 3.7.3), in the formal public identifier form calendar programs expect. */
export const calendarProductId = (product: string) => `-//${company.name}//${product}//EN`;
