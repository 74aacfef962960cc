import type { BlogCategory } from "../../domain/content/content";
import { isoDate, type IsoDate } from "../../domain/time/india-dates";

/**
 * The blog's posts as the site showed them before editors wrote them in the back office (moved
 * here word for word from app/content/blog.ts). The seed loads them once, into an
 * empty table, with the card's text as the body until an editor writes more.
 */
export type SeedBlogPost = {
  id: string;
  title: string;
  description: string;
  category: BlogCategory;
  author: string;
  /** Published at midnight in India on this day. */
  date: IsoDate;
  readTime: string;
  image: string;
  authorImage: string;
  featured: boolean;
};

export const seedBlogPosts: readonly SeedBlogPost[] = [
  {
    id: "offline-first-android-apps",
    title: "Offline-first Android apps for field teams on 2 GB phones",
    description:
      "What we learnt building a delivery app for 600 drivers: keeping work on the phone, syncing safely when the signal returns, keeping the app small and testing on the handsets your team actually carries.",
    category: "Software Engineering",
    author: "Karan Malhotra",
    date: isoDate("2026-11-12"),
    readTime: "9 min read",
    image: "/images/blog/offline-first-android-apps.svg",
    authorImage: "/images/avatars/avatar-4.svg",
    featured: true,
  },
  {
    id: "scope-document-finance-sign-off",
    title: "Writing a scope document your finance team will sign off",
    description:
      "A scope document is also a commercial document. How we list deliverables, exclusions, assumptions and payment milestones so that the CFO, the project owner and our team all read it the same way.",
    category: "Management",
    author: "Priya Nair",
    date: isoDate("2026-10-28"),
    readTime: "7 min read",
    image: "/images/blog/scope-document-finance-sign-off.svg",
    authorImage: "/images/avatars/avatar-13.svg",
    featured: true,
  },
  {
    id: "bilingual-forms-hindi-english",
    title: "Designing forms that work in Hindi and English",
    description:
      "Labels that grow by a third in Hindi, names that do not fit first-name and last-name fields, and keyboards that switch scripts. Practical patterns from the loan, school and hospital forms we designed this year.",
    category: "Design",
    author: "Aditi Sharma",
    date: isoDate("2026-10-14"),
    readTime: "8 min read",
    image: "/images/blog/bilingual-forms-hindi-english.svg",
    authorImage: "/images/avatars/avatar-3.svg",
    featured: true,
  },
  {
    id: "evaluating-ai-assistant-answers",
    title: "How we test whether an AI assistant's answers are right",
    description:
      "Building an evaluation set from real customer questions, grading answers with subject experts, tracking failures by type and running the whole set again before every prompt or model change.",
    category: "Software Engineering",
    author: "Karan Malhotra",
    date: isoDate("2026-09-30"),
    readTime: "10 min read",
    image: "/images/blog/evaluating-ai-assistant-answers.svg",
    authorImage: "/images/avatars/avatar-4.svg",
    featured: false,
  },
  {
    id: "hypercare-first-90-days",
    title: "The first 90 days after go-live: how we run hypercare",
    description:
      "Daily check-ins in the first week, a shared issue log, a usage review at day 30 and a formal handover at day 90. What we do after launch so that new software actually gets used.",
    category: "Customer Success",
    author: "Priya Nair",
    date: isoDate("2026-09-16"),
    readTime: "6 min read",
    image: "/images/blog/hypercare-first-90-days.svg",
    authorImage: "/images/avatars/avatar-13.svg",
    featured: true,
  },
  {
    id: "scoping-b2b-portal-version-one",
    title: "Deciding what goes into version one of a B2B dealer portal",
    description:
      "Dealers asked for 40 features and we launched with nine. How we used order data, dealer interviews and a simple value-and-effort grid to choose the first release for a pump manufacturer.",
    category: "Product",
    author: "Rohan Gupta",
    date: isoDate("2026-09-02"),
    readTime: "7 min read",
    image: "/images/blog/scoping-b2b-portal-version-one.svg",
    authorImage: "/images/avatars/avatar-2.svg",
    featured: true,
  },
  {
    id: "shop-floor-dashboard-design",
    title: "Designing dashboards for the shop floor, not the boardroom",
    description:
      "Screens read from six metres away, under harsh lighting, by operators wearing gloves. How we choose type sizes, colour contrast and status colours for production displays and machine-side tablets.",
    category: "Design",
    author: "Aditi Sharma",
    date: isoDate("2026-08-19"),
    readTime: "6 min read",
    image: "/images/blog/shop-floor-dashboard-design.svg",
    authorImage: "/images/avatars/avatar-3.svg",
    featured: false,
  },
  {
    id: "erp-accounting-integration",
    title: "Integrating your ERP with Tally without double entry",
    description:
      "Which vouchers to sync, how to handle ledger names that do not match, what happens when an accountant edits an entry in Tally, and how we reconcile stock and GST figures every night.",
    category: "Software Engineering",
    author: "Karan Malhotra",
    date: isoDate("2026-08-05"),
    readTime: "9 min read",
    image: "/images/blog/erp-accounting-integration.svg",
    authorImage: "/images/avatars/avatar-4.svg",
    featured: false,
  },
  {
    id: "fixed-price-or-time-and-material",
    title: "Fixed price or time and material for a six-week project?",
    description:
      "Both models work when the scope suits them. A plain comparison of risk, change handling and total cost for small and mid-sized businesses commissioning their first piece of custom software.",
    category: "Management",
    author: "Priya Nair",
    date: isoDate("2026-07-22"),
    readTime: "6 min read",
    image: "/images/blog/fixed-price-or-time-and-material.svg",
    authorImage: "/images/avatars/avatar-13.svg",
    featured: false,
  },
  {
    id: "pincode-cod-rules-rto",
    title: "Pincode-level COD rules: cutting returns without losing orders",
    description:
      "Using courier data to find pincodes where cash-on-delivery parcels keep coming back, and the checkout changes, prepaid offers and tests that reduced return-to-origin for a D2C spice brand.",
    category: "Product",
    author: "Rohan Gupta",
    date: isoDate("2026-07-08"),
    readTime: "8 min read",
    image: "/images/blog/pincode-cod-rules-rto.svg",
    authorImage: "/images/avatars/avatar-2.svg",
    featured: true,
  },
  {
    id: "training-first-time-erp-users",
    title: "Training staff who have never used an ERP",
    description:
      "Short role-based sessions, practice data that looks like their own, Hindi job aids at each workstation and a floor champion on every shift. What worked when two manufacturing plants went live.",
    category: "Customer Success",
    author: "Priya Nair",
    date: isoDate("2026-06-24"),
    readTime: "7 min read",
    image: "/images/blog/training-first-time-erp-users.svg",
    authorImage: "/images/avatars/avatar-13.svg",
    featured: false,
  },
  {
    id: "usability-testing-ten-customers",
    title: "Usability testing with ten customers in one week",
    description:
      "You do not need a lab. How we recruit participants, write tasks, run sessions in shops and homes in Jaipur and Kanpur, and turn our notes into design changes within five working days.",
    category: "Design",
    author: "Aditi Sharma",
    date: isoDate("2026-06-10"),
    readTime: "7 min read",
    image: "/images/blog/usability-testing-ten-customers.svg",
    authorImage: "/images/avatars/avatar-3.svg",
    featured: false,
  },
  {
    id: "weekly-client-demo",
    title: "Running a weekly demo that clients actually attend",
    description:
      "Thirty minutes, working software only, the client's own data wherever possible and one decision asked for each week. The meeting format we use to keep four-to-eight-week projects on schedule.",
    category: "Management",
    author: "Rohan Gupta",
    date: isoDate("2026-05-20"),
    readTime: "5 min read",
    image: "/images/blog/weekly-client-demo.svg",
    authorImage: "/images/avatars/avatar-2.svg",
    featured: false,
  },
  {
    id: "support-tickets-product-roadmap",
    title: "Reading support tickets as a product roadmap",
    description:
      "Tagging every ticket by feature and cause, counting the hours each problem costs the client's team, and turning the top five into roadmap items. How we run this review with clients every quarter.",
    category: "Customer Success",
    author: "Rohan Gupta",
    date: isoDate("2026-04-15"),
    readTime: "6 min read",
    image: "/images/blog/support-tickets-product-roadmap.svg",
    authorImage: "/images/avatars/avatar-2.svg",
    featured: false,
  },
  {
    id: "database-backup-restore-drills",
    title: "Backups you have never restored are not backups",
    description:
      "A practical checklist for small engineering teams: what to back up, where to keep the copies, how often to run restore drills and how to measure how long a real recovery would take.",
    category: "Software Engineering",
    author: "Karan Malhotra",
    date: isoDate("2026-03-10"),
    readTime: "8 min read",
    image: "/images/blog/database-backup-restore-drills.svg",
    authorImage: "/images/avatars/avatar-4.svg",
    featured: false,
  },
];
