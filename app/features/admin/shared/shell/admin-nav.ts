import { type BackOfficeArea, type StaffRole, mayUse } from "~domain/staff/staff";

/** `area`: the area whose roles see the item; several when the page shows each role its own part (the funnel). */
export type AdminNavItem = {
  to: string;
  label: string;
  area: BackOfficeArea | readonly BackOfficeArea[];
  description: string;
};

/** The back office's sections in the order people use them; each shows only to roles that may use its area. */
export const adminNavItems: readonly AdminNavItem[] = [
  {
    to: "/admin/enquiries",
    label: "Enquiries",
    area: "enquiries",
    description: "Messages from the contact forms: reply, note and close them.",
  },
  {
    to: "/admin/contacts",
    label: "Contacts",
    area: "contacts",
    description: "The people behind enquiries and calls: owners, follow-ups, deals and their timelines.",
  },
  {
    to: "/admin/sales",
    label: "Dashboard",
    area: "contacts",
    description: "Charts of where enquiries and calls come from, what they turn into and what is won.",
  },
  {
    to: "/admin/analytics",
    label: "Analytics",
    area: "analytics",
    description: "Visitors, pages, sources and campaigns, and the enquiries, calls and applications they became.",
  },
  {
    to: "/admin/analytics/funnel",
    label: "Funnel",
    area: ["analytics", "applications"],
    description: "From a visit to a deal won, and from a careers visit to a hire, step by step.",
  },
  {
    to: "/admin/bookings",
    label: "Bookings",
    area: "bookings",
    description: "Upcoming demo calls by day, in India time; cancel one with a reason.",
  },
  {
    to: "/admin/blocked-time",
    label: "Blocked time",
    area: "bookings",
    description: "Holidays and closed hours the demo calendar does not offer.",
  },
  {
    to: "/admin/consultants",
    label: "Consultants",
    area: "consultants",
    description: "Who takes demo calls: their hours, limits, days off and booking pages.",
  },
  {
    to: "/admin/jobs",
    label: "Jobs",
    area: "jobs",
    description: "Write, open, edit and close job postings; the careers page changes at once.",
  },
  {
    to: "/admin/applications",
    label: "Applications",
    area: "applications",
    description: "Candidates for every job: read, note, move through the stages, download resumes.",
  },
  {
    to: "/admin/interview-schedule",
    label: "Interview schedule",
    area: "applications",
    description: "Every candidate's interviews: booked, waiting for the candidate's time, and scorecards owed.",
  },
  {
    to: "/admin/recruiting-reports",
    label: "Recruiting reports",
    area: "applications",
    description: "Charts of how candidates go through the stages, how long they wait, their sources and rejections.",
  },
  {
    to: "/admin/blog",
    label: "Blog",
    area: "content",
    description: "Write, preview, schedule and publish blog posts; restore an earlier revision.",
  },
  {
    to: "/admin/images",
    label: "Images",
    area: "content",
    description: "Upload pictures for blog posts, with their alternative text; copy their Markdown.",
  },
  {
    to: "/admin/faq",
    label: "FAQ",
    area: "content",
    description: "The questions on /faq: add, edit, order, publish or delete them; the page changes at once.",
  },
  {
    to: "/admin/testimonials",
    label: "Testimonials",
    area: "content",
    description: "Clients' quotes on the home page and the testimonials page, named as each client agreed.",
  },
  {
    to: "/admin/pages",
    label: "Pages",
    area: "content",
    description: "The services' and projects' case studies and the About pages: draft, preview, publish, restore.",
  },
  {
    to: "/admin/newsletter",
    label: "Newsletters",
    area: "newsletter",
    description:
      "Send a post to the subscribers after a preview and a test, follow each sending, schedule the monthly digest.",
  },
  {
    to: "/admin/newsletter/subscribers",
    label: "Subscribers",
    area: "newsletter",
    description:
      "Who subscribes to the blog's newsletter: search them, see each state and why an address was suppressed, and how many came and left each month.",
  },
  {
    to: "/admin/self-identification",
    label: "Self-identification",
    area: "privacy",
    description: "Anonymous counts of candidates' voluntary answers, per job.",
  },
  {
    to: "/admin/privacy",
    label: "Candidates' data",
    area: "privacy",
    description: "How long applications are kept; erase a person's data on request.",
  },
  {
    to: "/admin/privacy/requests",
    label: "Privacy requests",
    area: "privacy",
    description: "Every request and grievance about a person's data: due dates, replies and the register's CSV.",
  },
  {
    to: "/admin/privacy/breaches",
    label: "Data breaches",
    area: "privacy",
    description: "Record a personal data breach: the people affected, their notices and the Board's 72-hour report.",
  },
  {
    to: "/admin/outbox",
    label: "Outbox",
    area: "outbox",
    description: "E-mails that failed or wait to be sent; retry one.",
  },
  {
    to: "/admin/audit",
    label: "Audit log",
    area: "audit",
    description: "Every change made in the back office: who, when and what.",
  },
  {
    to: "/admin/staff",
    label: "Staff",
    area: "staff",
    description: "Accounts and roles; invite someone or send a new password link.",
  },
];

export const navItemsFor = (role: StaffRole) =>
  adminNavItems.filter((item) => [item.area].flat().some((area) => mayUse(role, area)));
