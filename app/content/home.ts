/** Content for the home page: statistics, process steps and insight posts (its testimonials are in the database). */

export type Statistics = { projectsMade: number; clientsServed: string; averageRating: string };

export type ProcessStep = {
  id: string;
  title: string;
  description: string;
  icon: "compass" | "pen-tool" | "code" | "rocket";
};

export type InsightPost = {
  id: string;
  image: string;
  imageAlt: string;
  title: string;
  excerpt: string;
  date: string /* YYYY-MM-DD */;
  tag: string;
};

export const statistics: Statistics = { projectsMade: 155, clientsServed: "85+", averageRating: "4.8" };

export const processSteps: ProcessStep[] = [
  {
    id: "discovery",
    title: "Discovery & Strategy",
    icon: "compass",
    description:
      "We study how your business runs today and agree on goals, scope and a realistic timeline. You receive a written plan with milestones and costs before any design work begins.",
  },
  {
    id: "design",
    title: "Design & Prototyping",
    icon: "pen-tool",
    description:
      "We turn the plan into wireframes and clickable prototypes and test them with people from your team. Changes are cheap at this stage, so this is where we make them.",
  },
  {
    id: "development",
    title: "Development & Testing",
    icon: "code",
    description:
      "We build in two-week sprints and share a working version at the end of each one. Every release goes through code review, automated tests and manual checks on the devices your customers use.",
  },
  {
    id: "launch",
    title: "Launch & Optimization",
    icon: "rocket",
    description:
      "We handle deployment, data migration and staff training, then watch performance closely in the first weeks. After that we review the numbers with you and plan the next round of improvements.",
  },
];

/** Newest first. */
export const insightPosts: InsightPost[] = [
  {
    id: "dpdp-act-customer-database",
    image: "/images/insights/insight-1.svg",
    imageAlt: "Illustration of a customer database protected by a padlock and a consent form",
    title: "What the DPDP Act means for your customer database",
    excerpt:
      "Consent records, purpose limits and breach reporting now carry real penalties. Here is a practical checklist for auditing the customer data your business already holds.",
    date: "2026-11-10",
    tag: "Security",
  },
  {
    id: "upi-autopay-subscription-apps",
    image: "/images/insights/insight-2.svg",
    imageAlt: "Phone screen showing a UPI Autopay mandate approval for a monthly plan",
    title: "UPI Autopay for subscription apps: setup, limits and common pitfalls",
    excerpt:
      "How mandates, pre-debit notifications and payment retries work, and what we changed in a fitness app to reduce failed renewals on its monthly plans.",
    date: "2026-10-22",
    tag: "Mobile",
  },
  {
    id: "gst-e-invoicing-erp",
    image: "/images/insights/insight-3.svg",
    imageAlt: "GST e-invoice with an IRN and QR code generated from an ERP screen",
    title: "GST e-invoicing in your ERP: getting IRN generation right",
    excerpt:
      "Generating invoice reference numbers from the ERP avoids double entry on the portal. We explain the API flow, frequent rejection errors and how to handle cancellations.",
    date: "2026-09-30",
    tag: "ERP",
  },
  {
    id: "hindi-english-support-chatbot",
    image: "/images/insights/insight-4.svg",
    imageAlt: "Chat window with a customer question in Hindi and an answer in English",
    title: "Building a Hindi and English support chatbot on your own data",
    excerpt:
      "Retrieval-based assistants can answer customer questions from your policies and order history. We cover language handling, accuracy testing and keeping data hosted in India.",
    date: "2026-09-08",
    tag: "AI",
  },
  {
    id: "website-speed-on-4g",
    image: "/images/insights/insight-5.svg",
    imageAlt: "Page speed report for a website loading on a mid-range Android phone",
    title: "Why your website loads slowly on 4G, and how to fix it",
    excerpt:
      "Most Indian visitors browse on mid-range Android phones. Heavy images, third-party scripts and distant servers usually explain slow pages; here is how to measure and fix each.",
    date: "2026-08-19",
    tag: "Web",
  },
  {
    id: "whatsapp-business-crm",
    image: "/images/insights/insight-6.svg",
    imageAlt: "WhatsApp conversation being logged against a lead record in a CRM",
    title: "Connecting WhatsApp Business to your CRM without losing leads",
    excerpt:
      "Many Indian sales teams close deals on WhatsApp. We show how to log every conversation in the CRM, assign leads automatically and track response times.",
    date: "2026-07-28",
    tag: "CRM",
  },
  {
    id: "local-seo-multi-city",
    image: "/images/insights/insight-7.svg",
    imageAlt: "Map of Delhi NCR with location pins for several branches of one business",
    title: "Local SEO for businesses with branches in several cities",
    excerpt:
      "Separate location pages, consistent Google Business Profiles and genuine reviews help each branch rank locally. A step-by-step plan for businesses operating across Delhi NCR and beyond.",
    date: "2026-07-06",
    tag: "Marketing",
  },
  {
    id: "checkout-cod-upi-emi",
    image: "/images/insights/insight-8.svg",
    imageAlt: "Checkout screen offering UPI, cash on delivery and EMI payment options",
    title: "Designing checkout flows for UPI, COD and EMI customers",
    excerpt:
      "Payment preferences vary widely across Indian shoppers. Small design choices, such as how payment options are ordered and labelled, noticeably affect checkout completion and COD returns.",
    date: "2026-06-12",
    tag: "Design",
  },
];
