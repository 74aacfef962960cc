import type { Testimonial } from "../../domain/content/testimonial-quote";
import type { TestimonialPlacement } from "../../domain/content/testimonials";

/**
 * The testimonials as the site showed them before editors kept them in the back office (moved here
 * word for word from app/content/home.ts and app/content/testimonials.ts; their
 * `<strong>` is now `**`). The seed loads them once, into an empty table, in this order.
 */
export const seedTestimonials: Readonly<Record<TestimonialPlacement, readonly Testimonial[]>> = {
  /** "Stories from people like you", on the home page. */
  home: [
    {
      id: "t1",
      avatar: "/images/avatars/avatar-1.svg",
      name: "Ritika Malhotra",
      position: "Founder, D2C skincare brand, Gurugram",
      quote:
        "Our online store slowed to a crawl during every sale. Nexora rebuilt it in six weeks, integrated Razorpay and Shiprocket, and kept our search rankings intact. **Mobile checkout conversion went from 1.4% to 2.6%** within two months, and my team now updates product pages without calling a developer.",
    },
    {
      id: "t2",
      avatar: "/images/avatars/avatar-2.svg",
      name: "Anil Khurana",
      position: "Managing Director, auto-components manufacturer, Faridabad",
      quote:
        "Our orders lived in Excel sheets and WhatsApp groups. Nexora set up an ERP covering purchase, inventory and dispatch, with GST e-invoices and e-way bills generated from the same screen. **Order processing came down from 2 days to about 4 hours.** They also trained our shop-floor supervisors in Hindi and stayed on site for the first week.",
    },
    {
      id: "t3",
      avatar: "/images/avatars/avatar-3.svg",
      name: "Sneha Iyer",
      position: "Head of Product, edtech startup, Bangalore",
      quote:
        "We needed Android and iOS apps for live classes, with UPI Autopay for monthly plans. Nexora shipped the first version in seven weeks and were honest about what to leave for phase two. **Failed renewals fell by roughly 30%** after the switch to Autopay. Weekly demos kept our founders informed without long status calls.",
    },
    {
      id: "t4",
      avatar: "/images/avatars/avatar-4.svg",
      name: "Vikram Singh Tomar",
      position: "Director, multi-speciality hospital, Gwalior",
      quote:
        "Appointments, patient records and billing were spread across three vendors. Nexora brought them into one CRM with WhatsApp reminders, and **OPD no-shows dropped from 18% to 9%**. They also ran a security audit, fixed what they found, and documented our consent handling under the DPDP Act so our compliance team had something concrete to review.",
    },
    {
      id: "t5",
      avatar: "/images/avatars/avatar-5.svg",
      name: "Meenakshi Rao",
      position: "Marketing Manager, real-estate developer, Noida",
      quote:
        "Our Google and Meta campaigns produced plenty of leads, but many were never followed up. Nexora rebuilt our landing pages, connected them to the CRM and set up lead scoring. **Cost per qualified site visit fell by 42%** over one quarter. Their monthly reports are short, plain and tied to bookings rather than clicks.",
    },
    {
      id: "t6",
      avatar: "/images/avatars/avatar-6.svg",
      name: "Arjun Mehta",
      position: "Operations Head, logistics company, New Delhi",
      quote:
        "We asked Nexora for an assistant that answers driver and dispatcher queries from our SOPs and shipment data. They began with a two-week pilot, measured accuracy on real tickets, and only then rolled it out. **Our support desk now resolves about 60% of queries without escalation**, and no customer data leaves our own cloud account.",
    },
  ],
  /** "Voices of Trust", /alltestimonial. */
  page: [
    {
      id: "v1",
      avatar: "/images/avatars/avatar-7.svg",
      name: "Kavita Sharma",
      position: "Co-founder, organic food brand, New Delhi",
      quote:
        "Nexora rebuilt our website and linked it to our warehouse stock, so customers stopped ordering items we had run out of. **Cancelled orders fell from around 11% to under 3%.** The project took five weeks, exactly as planned, and they explained every cost upfront.",
    },
    {
      id: "v2",
      avatar: "/images/avatars/avatar-8.svg",
      name: "Rahul Deshpande",
      position: "CTO, lending fintech startup, Bangalore",
      quote:
        "Before our bank partnership audit, Nexora ran a penetration test on our app and APIs. They found **two high-severity issues our internal reviews had missed**, helped us fix them within ten days, and retested. The report was clear enough to hand straight to the bank's risk team.",
    },
    {
      id: "v3",
      avatar: "/images/avatars/avatar-9.svg",
      name: "Pooja Agarwal",
      position: "Owner, family jewellery business, Jaipur",
      quote:
        "We had never sold online and were nervous about it. Nexora built a simple catalogue site with enquiry buttons that open WhatsApp, and set up our Google Business Profile. **Walk-ins from online enquiries now make up about a quarter of our sales.**",
    },
    {
      id: "v4",
      avatar: "/images/avatars/avatar-10.svg",
      name: "Sandeep Bhadoria",
      position: "Principal, CBSE senior secondary school, Gwalior",
      quote:
        "The parent app Nexora built handles fee payments, attendance alerts and circulars in Hindi and English. **On-time fee collection rose from 68% to 91%** in the first term, and our office staff spend far less time on phone calls. Their team visited the school twice to train teachers.",
    },
    {
      id: "v5",
      avatar: "/images/avatars/avatar-11.svg",
      name: "Nikhil Verma",
      position: "Finance Controller, pharmaceutical distributor, Ghaziabad",
      quote:
        "Batch tracking, expiry alerts and GST returns were the three things we needed from an ERP, and Nexora delivered all three. **Month-end closing now takes three days instead of nine.** Migrating six years of data from Tally went smoothly because they reconciled every ledger with us first.",
    },
    {
      id: "v6",
      avatar: "/images/avatars/avatar-12.svg",
      name: "Farah Qureshi",
      position: "Brand Manager, women's ethnic wear label, Mumbai",
      quote:
        "Nexora's designers spent a week watching how our customers actually shopped before changing anything. The redesigned app has fewer screens, clearer size guides and a faster checkout. **Size-related returns dropped by about a third**, which matters a great deal for a fashion business.",
    },
    {
      id: "v7",
      avatar: "/images/avatars/avatar-13.svg",
      name: "Harpreet Kaur",
      position: "Director, travel agency, Chandigarh",
      quote:
        "Our agents were tracking enquiries in notebooks and personal phones. Nexora set up a CRM that captures leads from our website, calls and WhatsApp in one place, with follow-up reminders. **Enquiry-to-booking conversion went from 9% to 15%** within one season.",
    },
    {
      id: "v8",
      avatar: "/images/avatars/avatar-14.svg",
      name: "Karthik Subramanian",
      position: "VP Engineering, B2B SaaS company, Bangalore",
      quote:
        "We wanted generative AI in our product without the usual hype. Nexora built a document summarisation feature, set up evaluation tests on real customer files, and kept costs predictable. **Users now review contracts in about half the time**, and the feature runs within our existing cloud budget.",
    },
    {
      id: "v9",
      avatar: "/images/avatars/avatar-15.svg",
      name: "Deepa Nair",
      position: "HR Head, IT staffing firm, Gurugram",
      quote:
        "Onboarding used to mean dozens of emails and scanned documents per candidate. Nexora built a web portal for document upload, e-signatures and background-check tracking. **Average onboarding time fell from 12 days to 5.** They delivered in seven weeks and still respond quickly to our change requests.",
    },
  ],
};
