/**
 * Company story, people, ratings and process content for /aboutUs, /ourteam,
 * /why-choose-us, /vision-mission, /rating and /process-insights. Plain text only.
 */

export type ValueTitle = "Expertise" | "Innovation" | "Customer-Centric" | "Quality";
export type CompanyValue = { title: ValueTitle; description: string };

export type TeamMember = {
  name: string;
  role: string;
  bio: string;
  image: string;
  linkedin: string;
  x?: string;
};

export type FounderMessage = { quote: string[]; name: string; role: string };

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
  "Discovery & Strategy" | "Design & Prototyping" | "Development & Testing" | "Launch & Optimization";
export type ProcessPhase = { title: ProcessPhaseTitle; summary: string; deliverables: string[]; duration: string };
export type ProcessInsight = { title: string; body: string };

export const aboutStory: string[] = [
  "Nexora Technologies was founded in New Delhi in 2016 by a small group of engineers who had spent years building software for banks and online retailers. We kept meeting business owners who had paid for websites and apps that were late, hard to change and abandoned by the agency after launch. We started Nexora to do the opposite: scope honestly, build carefully and stay available once the software is live.",
  "Our first clients were manufacturers, distributors and schools in Delhi NCR. As the work grew, we opened an engineering office in Bangalore in 2019 to be closer to the startups we were building products for, and a delivery centre in Gwalior in 2021, where we found excellent engineers who preferred to build their careers close to home. Today about 120 people work across the three offices, and we have completed 155 projects for more than 85 clients.",
  "We build websites, mobile apps, ERP and CRM systems and generative AI features, and we provide UI/UX design, digital marketing and security services. Every project has a named project manager, a written plan with milestones and costs before design begins, and a working build to review every two weeks. Most projects go live in 4-8 weeks, and many of our clients have stayed with us for support and new work for several years.",
];

export const vision =
  "We want every growing business in India to have technology as dependable as the largest companies have. Software should help a distributor in Ghaziabad or a school in Gwalior compete on equal terms, not hold them back with downtime, manual workarounds and systems nobody understands.";

export const mission =
  "Our mission is to design, build and support software that is honestly scoped, well engineered and looked after long after launch. We do this by explaining our costs and trade-offs plainly, shipping working software in short cycles, and measuring our success by the results our clients see in their business.";

export const values: CompanyValue[] = [
  {
    title: "Expertise",
    description:
      "Our engineers, designers and analysts specialise in the areas they work on, from payment integrations to GST-compliant ERP. We invest in training every year so that clients benefit from current knowledge, not last decade's habits.",
  },
  {
    title: "Innovation",
    description:
      "We look for the simplest solution that solves the real problem, and we adopt new tools such as generative AI only where they measurably help. Innovation, for us, means better results for the client, not novelty for its own sake.",
  },
  {
    title: "Customer-Centric",
    description:
      "We start by understanding how your business actually runs, and we keep you involved through weekly updates and fortnightly demos. Decisions about scope, cost and timeline are always made with you, in writing.",
  },
  {
    title: "Quality",
    description:
      "Every change is reviewed by a second engineer and covered by automated tests before it reaches you. We check quality at every step rather than at the end, which is why our launches are usually uneventful.",
  },
];

export const team: TeamMember[] = [
  {
    name: "Siddharth Khanna",
    role: "Founder & Chief Executive Officer",
    bio: "Siddharth founded Nexora in 2016 after nine years building core banking and e-commerce platforms in Gurugram. He still reviews every major proposal personally and spends much of his week with clients. He holds a B.Tech in Computer Science from Delhi Technological University.",
    image: "/images/avatars/avatar-8.svg",
    linkedin: "https://www.linkedin.com/in/siddharth-khanna-nexora",
  },
  {
    name: "Priya Raghavan",
    role: "Chief Technology Officer",
    bio: "Priya leads architecture and engineering standards across our three offices from Bangalore. Before joining Nexora in 2018, she built payment and lending systems for two fintech startups. She set up our code review, automated testing and CI/CD practices, and leads our generative AI work.",
    image: "/images/avatars/avatar-13.svg",
    linkedin: "https://www.linkedin.com/in/priya-raghavan-nexora",
  },
  {
    name: "Ishita Chawla",
    role: "Head of Design",
    bio: "Ishita leads a team of UI/UX designers and researchers in New Delhi. She trained at the National Institute of Design, Ahmedabad, and has designed apps for retail, healthcare and education clients. She insists on testing prototypes with real users before a single screen is built.",
    image: "/images/avatars/avatar-15.svg",
    linkedin: "https://www.linkedin.com/in/ishita-chawla-nexora",
  },
  {
    name: "Manish Tiwari",
    role: "Head of Delivery",
    bio: "Manish runs project management and delivery from our Gwalior centre, which he helped open in 2021. With fourteen years in IT services, including ERP rollouts for manufacturers, he makes sure every project has a realistic plan, a named project manager and no surprises on cost or timeline.",
    image: "/images/avatars/avatar-14.svg",
    linkedin: "https://www.linkedin.com/in/manish-tiwari-nexora",
  },
];

export const founderMessage: FounderMessage = {
  quote: [
    "When we started Nexora in 2016, we made ourselves one promise: we would tell clients the truth about cost, time and risk, even when it was not what they wanted to hear. That promise has cost us a few projects over the years, but it has earned us clients who have stayed with us for five, six and seven years.",
    "Technology should make running a business simpler. If we build something you cannot understand, change or rely on, we have not done our job. I am proud of the team we have built across New Delhi, Bangalore and Gwalior, and I would be glad to hear from you, whether you are planning your first app or replacing a system your business has outgrown.",
  ],
  name: "Siddharth Khanna",
  role: "Founder & Chief Executive Officer",
};

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
