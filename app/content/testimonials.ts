/** Testimonials for the "Voices of Trust" page. */

import type { Testimonial } from "./home";

export const allTestimonials: Testimonial[] = [
  {
    id: "v1",
    avatar: "/images/avatars/avatar-7.svg",
    name: "Kavita Sharma",
    position: "Co-founder, organic food brand, New Delhi",
    quoteHtml:
      "Nexora rebuilt our website and linked it to our warehouse stock, so customers stopped ordering items we had run out of. <strong>Cancelled orders fell from around 11% to under 3%.</strong> The project took five weeks, exactly as planned, and they explained every cost upfront.",
  },
  {
    id: "v2",
    avatar: "/images/avatars/avatar-8.svg",
    name: "Rahul Deshpande",
    position: "CTO, lending fintech startup, Bangalore",
    quoteHtml:
      "Before our bank partnership audit, Nexora ran a penetration test on our app and APIs. They found <strong>two high-severity issues our internal reviews had missed</strong>, helped us fix them within ten days, and retested. The report was clear enough to hand straight to the bank's risk team.",
  },
  {
    id: "v3",
    avatar: "/images/avatars/avatar-9.svg",
    name: "Pooja Agarwal",
    position: "Owner, family jewellery business, Jaipur",
    quoteHtml:
      "We had never sold online and were nervous about it. Nexora built a simple catalogue site with enquiry buttons that open WhatsApp, and set up our Google Business Profile. <strong>Walk-ins from online enquiries now make up about a quarter of our sales.</strong>",
  },
  {
    id: "v4",
    avatar: "/images/avatars/avatar-10.svg",
    name: "Sandeep Bhadoria",
    position: "Principal, CBSE senior secondary school, Gwalior",
    quoteHtml:
      "The parent app Nexora built handles fee payments, attendance alerts and circulars in Hindi and English. <strong>On-time fee collection rose from 68% to 91%</strong> in the first term, and our office staff spend far less time on phone calls. Their team visited the school twice to train teachers.",
  },
  {
    id: "v5",
    avatar: "/images/avatars/avatar-11.svg",
    name: "Nikhil Verma",
    position: "Finance Controller, pharmaceutical distributor, Ghaziabad",
    quoteHtml:
      "Batch tracking, expiry alerts and GST returns were the three things we needed from an ERP, and Nexora delivered all three. <strong>Month-end closing now takes three days instead of nine.</strong> Migrating six years of data from Tally went smoothly because they reconciled every ledger with us first.",
  },
  {
    id: "v6",
    avatar: "/images/avatars/avatar-12.svg",
    name: "Farah Qureshi",
    position: "Brand Manager, women's ethnic wear label, Mumbai",
    quoteHtml:
      "Nexora's designers spent a week watching how our customers actually shopped before changing anything. The redesigned app has fewer screens, clearer size guides and a faster checkout. <strong>Size-related returns dropped by about a third</strong>, which matters a great deal for a fashion business.",
  },
  {
    id: "v7",
    avatar: "/images/avatars/avatar-13.svg",
    name: "Harpreet Kaur",
    position: "Director, travel agency, Chandigarh",
    quoteHtml:
      "Our agents were tracking enquiries in notebooks and personal phones. Nexora set up a CRM that captures leads from our website, calls and WhatsApp in one place, with follow-up reminders. <strong>Enquiry-to-booking conversion went from 9% to 15%</strong> within one season.",
  },
  {
    id: "v8",
    avatar: "/images/avatars/avatar-14.svg",
    name: "Karthik Subramanian",
    position: "VP Engineering, B2B SaaS company, Bangalore",
    quoteHtml:
      "We wanted generative AI in our product without the usual hype. Nexora built a document summarisation feature, set up evaluation tests on real customer files, and kept costs predictable. <strong>Users now review contracts in about half the time</strong>, and the feature runs within our existing cloud budget.",
  },
  {
    id: "v9",
    avatar: "/images/avatars/avatar-15.svg",
    name: "Deepa Nair",
    position: "HR Head, IT staffing firm, Gurugram",
    quoteHtml:
      "Onboarding used to mean dozens of emails and scanned documents per candidate. Nexora built a web portal for document upload, e-signatures and background-check tracking. <strong>Average onboarding time fell from 12 days to 5.</strong> They delivered in seven weeks and still respond quickly to our change requests.",
  },
];
