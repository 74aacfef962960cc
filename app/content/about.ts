/**
 * Ratings, reasons and process content for /why-choose-us, /vision-mission, /rating and
 * /process-insights. Plain text only. The company's story and team are edited in the back office
 * (server/db/seed-about.ts has what the site started with).
 */

export type TitledText = { title: string; description: string };

export type StarCount = { stars: 5 | 4 | 3 | 2 | 1; count: number };
export type RatingHighlight = { label: string; score: string };
export type RatingQuote = { quote: string; author: string; rating: number };
export type Ratings = {
  overall: "4.8";
  reviews: number;
  breakdown: StarCount[];
  highlights: RatingHighlight[];
  quotes: RatingQuote[];
};

export type ProcessPhaseTitle =
  | "Discovery & Strategy"
  | "Design & Prototyping"
  | "Development & Testing"
  | "Launch & Optimization";
export type ProcessPhase = { title: ProcessPhaseTitle; summary: string; deliverables: string[]; duration: string };
export type ProcessInsight = { title: string; body: string };

export const whyChooseUs: TitledText[] = [
  {
    title: "Honest scoping and transparent pricing",
    description:
      "You receive a written, itemised quote after a free consultation, with fixed-price and hourly options explained. If something will take longer or cost more than expected, we tell you early and in writing.",
  },
  {
    title: "A named project manager for every project",
    description:
      "One person is accountable for your project from kick-off to handover. They send a status update every week and are reachable by phone, e-mail or WhatsApp during working hours.",
  },
  {
    title: "Working software every two weeks",
    description:
      "We build in two-week sprints and show you a working version at the end of each one, so you can correct course early instead of discovering problems at launch.",
  },
  {
    title: "Quality built into the process",
    description:
      "Code reviews, automated tests and a CI/CD pipeline check every change before it reaches you, and our QA team tests each release on the browsers and devices your customers use.",
  },
  {
    title: "Experience across industries and services",
    description:
      "In 155 projects for more than 85 clients we have worked with retailers, manufacturers, fintech startups, schools and hospitals, across web, mobile, ERP, CRM, security and generative AI.",
  },
  {
    title: "Support that continues after launch",
    description:
      "We stay with you after go-live to fix issues, train your staff and plan improvements. Many clients have worked with us for several years, and our clients rate us 4.8 out of 5 on average.",
  },
];

export const visionMissionPillars: TitledText[] = [
  {
    title: "Dependable technology",
    description:
      "We build software that works on the first day and keeps working: tested, monitored and documented, so it does not depend on any one person to keep it running.",
  },
  {
    title: "Plain communication",
    description:
      "We explain costs, risks and trade-offs in plain language, in writing, and before decisions are made, so that clients always know what they are paying for and why.",
  },
  {
    title: "Measurable business results",
    description:
      "We agree on what success looks like at the start, such as fewer cancelled orders, faster month-end closing or more qualified leads, and review those numbers with you after launch.",
  },
  {
    title: "Long-term partnership",
    description:
      "We design for the business you will be in three years from now, and we stay available for support, training and the next round of improvements after launch.",
  },
];

export const ratings: Ratings = {
  overall: "4.8",
  reviews: 138,
  // (119 x 5 + 14 x 4 + 3 x 3 + 1 x 2 + 1 x 1) / 138 = 663 / 138 = 4.80
  breakdown: [
    { stars: 5, count: 119 },
    { stars: 4, count: 14 },
    { stars: 3, count: 3 },
    { stars: 2, count: 1 },
    { stars: 1, count: 1 },
  ],
  highlights: [
    { label: "Communication", score: "4.9" },
    { label: "Quality of work", score: "4.8" },
    { label: "Post-launch support", score: "4.8" },
    { label: "Timeliness", score: "4.7" },
    { label: "Value for money", score: "4.7" },
  ],
  quotes: [
    {
      quote:
        "Our order management system was built in seven weeks, as promised in the plan. The weekly updates meant I never had to chase anyone for information.",
      author: "Amit Chauhan, Operations Head, logistics company, Noida",
      rating: 5,
    },
    {
      quote:
        "They questioned two features we thought we needed, and they were right. We launched our MVP earlier and spent less than we had budgeted.",
      author: "Shreya Kulkarni, Co-founder, edtech startup, Pune",
      rating: 5,
    },
    {
      quote:
        "The clinic booking app works well and our patients find it easy. Testing on older Android phones took longer than planned, which delayed launch by a week, but they kept us informed throughout.",
      author: "Dr. Rajesh Menon, Director, multi-speciality clinic, Kochi",
      rating: 4,
    },
    {
      quote:
        "Their security review was thorough and the report was written so that our management, not just our IT team, could understand it.",
      author: "Suresh Gupta, IT Manager, cooperative bank, Indore",
      rating: 5,
    },
    {
      quote:
        "Nexora moved our sales team from spreadsheets to a CRM in six weeks and trained every salesperson in Hindi. Follow-ups no longer fall through the cracks.",
      author: "Neha Saxena, Sales Director, building materials supplier, Lucknow",
      rating: 5,
    },
    {
      quote:
        "Two years after launch, they still answer our support requests within a day. That reliability is the main reason we keep giving them new projects.",
      author: "Gaurav Arora, Managing Director, auto parts manufacturer, Faridabad",
      rating: 5,
    },
  ],
};

export const processPhases: ProcessPhase[] = [
  {
    title: "Discovery & Strategy",
    summary:
      "We study how your business runs today, speak to the people who will use the software, and agree on goals, scope and a realistic timeline. Nothing is designed until the plan and the costs are approved in writing.",
    deliverables: [
      "Requirements document with user roles and key workflows",
      "Milestone plan with timeline and itemised costs",
      "Technical approach and recommended technology stack",
      "Risk list with agreed success measures",
    ],
    duration: "1 week",
  },
  {
    title: "Design & Prototyping",
    summary:
      "We turn the plan into wireframes and clickable prototypes and test them with people from your team. Changes are cheapest at this stage, so this is where we make them.",
    deliverables: [
      "Wireframes for every key screen",
      "Clickable prototype tested with your users",
      "Visual design and reusable component library",
    ],
    duration: "1-2 weeks",
  },
  {
    title: "Development & Testing",
    summary:
      "We build in two-week sprints and share a working version on a staging site at the end of each one. Every change goes through code review, automated tests and manual checks on the devices your customers use.",
    deliverables: [
      "Working build on staging after every sprint",
      "Automated test suite running in a CI/CD pipeline",
      "QA report covering browsers, devices and key journeys",
      "Technical and admin documentation",
    ],
    duration: "2-4 weeks",
  },
  {
    title: "Launch & Optimization",
    summary:
      "We handle deployment, data migration and staff training, then watch performance closely in the first weeks. After that we review the numbers with you and plan the next round of improvements.",
    deliverables: [
      "Production deployment with monitoring and backups",
      "Data migration with reconciliation sign-off",
      "Training sessions and user guides for your staff",
      "Post-launch review with improvement plan",
    ],
    duration: "1 week, then ongoing support",
  },
];

export const processInsights: ProcessInsight[] = [
  {
    title: "Most delays start before development",
    body: "When we looked back at projects that ran late, the cause was rarely the code. It was usually an unclear requirement, content that arrived late or a decision-maker who joined halfway. A week of careful discovery, with the right people in the room, now saves us far more time than it costs.",
  },
  {
    title: "Show working software early and often",
    body: "Clients understand a working screen far better than a specification. Since we moved to fortnightly demos on a staging site, change requests come earlier, when they are cheap, rather than in the week before launch.",
  },
  {
    title: "Test on the phones your customers actually use",
    body: "Many of our clients' customers use budget Android phones on patchy mobile data. We now test every release on low-end devices and slow connections, and keep page weight and app size in check from the first sprint rather than fixing them at the end.",
  },
  {
    title: "Data migration deserves its own plan",
    body: "Moving years of records from Tally, spreadsheets or an old system is often the riskiest part of an ERP or CRM project. We treat it as a separate workstream, with trial runs and ledger-by-ledger reconciliation signed off by the client before go-live.",
  },
];
