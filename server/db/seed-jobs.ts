import { indiaDateOf, shiftDate, type IsoDate } from "../../domain/time/india-dates";

/**
 * The sample jobs a new site starts with. Their dates count from the day the seed runs, so a
 * site installed on any day shows open jobs posted in the past weeks and closing in the coming ones.
 */
export type SeedJob = {
  id: string;
  title: string;
  department: "Engineering" | "AI & Machine Learning" | "Sales & Growth";
  location: "Bengaluru" | "New Delhi" | "Gwalior" | "Remote (India)";
  type: "Full-time" | "Contract" | "Internship";
  description: string;
  keywords: string[];
  /** Posted at 9 AM India time this many days before the seed day. */
  postedDaysAgo: number;
  /** Takes applications until the end of this many days after the seed day, India time. */
  openForDays: number;
};

/** When a seed job seeded at `now` was posted, and its closing day (the last day it takes applications). */
export function seedJobDates(job: SeedJob, now: Date): { postedAt: Date; validThrough: IsoDate } {
  const seedDay = indiaDateOf(now);
  return {
    postedAt: new Date(`${shiftDate(seedDay, -job.postedDaysAgo)}T09:00:00+05:30`),
    validThrough: shiftDate(seedDay, job.openForDays),
  };
}

export const seedJobs: SeedJob[] = [
  {
    id: "senior-react-engineer-bengaluru",
    title: "Senior React Engineer",
    department: "Engineering",
    location: "Bengaluru",
    type: "Full-time",
    description:
      "You will lead frontend delivery for two or three client web platforms at a time, mostly customer portals and admin dashboards for fintech and D2C retail brands. You will work with our UI/UX designers and a Node.js backend pod, break Figma designs into reusable components, review pull requests and keep Core Web Vitals in the green. We are looking for 5+ years of experience, including at least 3 years of React with TypeScript, and comfort with server-side rendering and accessibility basics.",
    keywords: ["react", "typescript", "frontend", "next.js", "tailwind css", "web performance"],
    postedDaysAgo: 48,
    openForDays: 27,
  },
  {
    id: "nodejs-backend-engineer-new-delhi",
    title: "Node.js Backend Engineer",
    department: "Engineering",
    location: "New Delhi",
    type: "Full-time",
    description:
      "You will design and build REST and GraphQL APIs for our ERP and CRM implementations, including integrations with Tally, Razorpay, WhatsApp Business and GST e-invoicing services. A typical week involves sprint planning with the project manager, writing and reviewing services in TypeScript, tuning PostgreSQL queries and handling one or two client calls. You bring 3-5 years of backend experience with Node.js, a solid grasp of relational data modelling and the habit of writing tests.",
    keywords: ["node.js", "typescript", "postgresql", "rest api", "graphql", "backend"],
    postedDaysAgo: 45,
    openForDays: 30,
  },
  {
    id: "flutter-mobile-developer-gwalior",
    title: "Flutter Mobile Developer",
    department: "Engineering",
    location: "Gwalior",
    type: "Full-time",
    description:
      "You will build and maintain cross-platform Android and iOS apps for our clients in education, healthcare and logistics, from first build through Play Store and App Store release. You will work closely with the design team in Gwalior and backend engineers in New Delhi, handling offline sync, push notifications and payment gateway flows. You bring 2-4 years of Flutter and Dart experience with at least two apps live in the stores.",
    keywords: ["flutter", "dart", "mobile", "android", "ios", "firebase"],
    postedDaysAgo: 41,
    openForDays: 34,
  },
  {
    id: "qa-automation-engineer-remote",
    title: "QA Automation Engineer",
    department: "Engineering",
    location: "Remote (India)",
    type: "Contract",
    description:
      "This is a six-month contract, extendable, to build automated regression suites for a large ERP rollout for a manufacturing client. You will write end-to-end tests for web flows, API tests for the backend, and wire both into the CI pipeline so every release candidate is checked before UAT. You bring 3+ years in test automation with Playwright or Cypress, working knowledge of JavaScript or TypeScript and clear written bug reports.",
    keywords: ["qa automation", "playwright", "cypress", "api testing", "ci/cd"],
    postedDaysAgo: 38,
    openForDays: 22,
  },
  {
    id: "devops-engineer-aws-bengaluru",
    title: "DevOps Engineer (AWS)",
    department: "Engineering",
    location: "Bengaluru",
    type: "Full-time",
    description:
      "You will own cloud infrastructure for around fifteen client projects hosted on AWS, most of them in the Mumbai region. Your week will cover Terraform changes, CI/CD pipelines in GitHub Actions, container deployments on ECS and EKS, cost reviews and on-call rotation with the security services team. You bring 4+ years of hands-on AWS experience, with Docker, Kubernetes and infrastructure as code in production.",
    keywords: ["aws", "terraform", "kubernetes", "docker", "ci/cd", "devops"],
    postedDaysAgo: 20,
    openForDays: 70,
  },
  {
    id: "machine-learning-engineer-llm-bengaluru",
    title: "Machine Learning Engineer (LLM Applications)",
    department: "AI & Machine Learning",
    location: "Bengaluru",
    type: "Full-time",
    description:
      "You will build generative AI features for clients, such as document question-answering over policy manuals, support chatbots in English and Hindi, and invoice data extraction. The work spans retrieval pipelines, prompt design, evaluation sets and deployment behind our client APIs, in a small pod with a backend engineer and a solutions architect. You bring 3+ years of Python and ML engineering experience, including at least one LLM or RAG system running in production.",
    keywords: ["python", "llm", "rag", "generative ai", "vector databases", "mlops"],
    postedDaysAgo: 33,
    openForDays: 42,
  },
  {
    id: "data-engineer-remote",
    title: "Data Engineer",
    department: "AI & Machine Learning",
    location: "Remote (India)",
    type: "Full-time",
    description:
      "You will build the data pipelines that feed our clients' reporting dashboards and ML models, pulling from ERP, CRM and e-commerce systems into a central warehouse. Typical work includes writing ELT jobs, modelling data in dbt, scheduling with Airflow and fixing data quality issues raised by analysts. You bring 3-6 years of experience with SQL and Python and have worked with at least one cloud warehouse such as BigQuery, Redshift or Snowflake.",
    keywords: ["sql", "python", "airflow", "dbt", "data warehouse", "etl"],
    postedDaysAgo: 26,
    openForDays: 49,
  },
  {
    id: "ai-solutions-architect-new-delhi",
    title: "AI Solutions Architect",
    department: "AI & Machine Learning",
    location: "New Delhi",
    type: "Full-time",
    description:
      "You will work with our sales team and client CXOs, mainly in BFSI, healthcare and government-adjacent sectors, to turn business problems into scoped AI projects. You will run discovery workshops, design solution architectures with data privacy and DPDP Act compliance in mind, estimate effort, and guide the delivery team through the first releases. You bring 8+ years in software or data roles, including at least 2 years designing ML or generative AI solutions on Azure or AWS.",
    keywords: ["solution architecture", "generative ai", "azure", "aws", "presales"],
    postedDaysAgo: 13,
    openForDays: 62,
  },
  {
    id: "business-development-executive-new-delhi",
    title: "Business Development Executive (IT Services)",
    department: "Sales & Growth",
    location: "New Delhi",
    type: "Full-time",
    description:
      "You will generate and close new business for our website, app and ERP services with SMEs and mid-size companies across Delhi NCR. A typical week includes prospecting on LinkedIn and at industry events, running discovery calls, coordinating proposals with the delivery heads and following up on negotiations. You bring 2-4 years of B2B sales experience in IT services or SaaS and are comfortable meeting clients in person across Delhi, Noida and Gurugram.",
    keywords: ["b2b sales", "lead generation", "it services", "negotiation", "crm"],
    postedDaysAgo: 52,
    openForDays: 23,
  },
  {
    id: "inside-sales-associate-gwalior",
    title: "Inside Sales Associate",
    department: "Sales & Growth",
    location: "Gwalior",
    type: "Full-time",
    description:
      "You will qualify inbound enquiries from our website, Google Ads and IndiaMART, and book discovery meetings for the business development team. Most of your day is spent on calls and WhatsApp follow-ups, keeping every lead updated in our CRM and sending weekly pipeline reports. You bring 1-2 years of inside sales or tele-sales experience, with clear spoken English and Hindi.",
    keywords: ["inside sales", "lead qualification", "crm", "cold calling", "communication"],
    postedDaysAgo: 6,
    openForDays: 69,
  },
  {
    id: "digital-marketing-intern-seo-sem-gwalior",
    title: "Digital Marketing Intern (SEO/SEM)",
    department: "Sales & Growth",
    location: "Gwalior",
    type: "Internship",
    description:
      "This is a six-month internship in our digital marketing team, working on SEO and paid search campaigns for clients in real estate, education and local retail. You will do keyword research, write and optimise on-page content, set up Google Ads campaigns under supervision and prepare monthly reports from Search Console and GA4. You are a final-year student or recent graduate with a keen interest in search marketing; basic certification in Google Ads or Analytics is a plus.",
    keywords: ["seo", "sem", "google ads", "google analytics", "content marketing"],
    postedDaysAgo: 17,
    openForDays: 43,
  },
  {
    id: "account-manager-remote",
    title: "Account Manager",
    department: "Sales & Growth",
    location: "Remote (India)",
    type: "Full-time",
    description:
      "You will be the main point of contact for a portfolio of 10-15 retainer clients across web maintenance, digital marketing and CRM support. You will run monthly review calls, track delivery against agreed SLAs with project managers, handle escalations and identify upsell opportunities such as AI add-ons or security audits. You bring 4+ years of account or client servicing experience in an IT services or digital agency, and are willing to travel to client sites a few times a quarter.",
    keywords: ["account management", "client servicing", "upselling", "sla management", "crm"],
    postedDaysAgo: 31,
    openForDays: 44,
  },
];
