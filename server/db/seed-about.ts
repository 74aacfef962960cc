import type { CompanyText, Team } from "../../domain/content/site-documents";
import type { ValueTitle } from "../../domain/content/site-pages";

/**
 * The About pages' company text and team as the site showed them before editors kept them
 * (decision 035); the seed loads them into an empty table only.
 */

const aboutStory = [
  "Nexora Technologies was founded in New Delhi in 2016 by a small group of engineers who had spent years building software for banks and online retailers. We kept meeting business owners who had paid for websites and apps that were late, hard to change and abandoned by the agency after launch. We started Nexora to do the opposite: scope honestly, build carefully and stay available once the software is live.",
  "Our first clients were manufacturers, distributors and schools in Delhi NCR. As the work grew, we opened an engineering office in Bangalore in 2019 to be closer to the startups we were building products for, and a delivery centre in Gwalior in 2021, where we found excellent engineers who preferred to build their careers close to home. Today about 120 people work across the three offices, and we have completed 155 projects for more than 85 clients.",
  "We build websites, mobile apps, ERP and CRM systems and generative AI features, and we provide UI/UX design, digital marketing and security services. Every project has a named project manager, a written plan with milestones and costs before design begins, and a working build to review every two weeks. Most projects go live in 4-8 weeks, and many of our clients have stayed with us for support and new work for several years.",
];

const vision =
  "We want every growing business in India to have technology as dependable as the largest companies have. Software should help a distributor in Ghaziabad or a school in Gwalior compete on equal terms, not hold them back with downtime, manual workarounds and systems nobody understands.";

const mission =
  "Our mission is to design, build and support software that is honestly scoped, well engineered and looked after long after launch. We do this by explaining our costs and trade-offs plainly, shipping working software in short cycles, and measuring our success by the results our clients see in their business.";

const values: { title: ValueTitle; description: string }[] = [
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

const team: (Omit<Team["members"][number], "x"> & { x?: string })[] = [
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

const founderMessage = {
  quote: [
    "When we started Nexora in 2016, we made ourselves one promise: we would tell clients the truth about cost, time and risk, even when it was not what they wanted to hear. That promise has cost us a few projects over the years, but it has earned us clients who have stayed with us for five, six and seven years.",
    "Technology should make running a business simpler. If we build something you cannot understand, change or rely on, we have not done our job. I am proud of the team we have built across New Delhi, Bangalore and Gwalior, and I would be glad to hear from you, whether you are planning your first app or replacing a system your business has outgrown.",
  ],
  name: "Siddharth Khanna",
  role: "Founder & Chief Executive Officer",
};

export const seedCompanyText: CompanyText = {
  story: aboutStory.join("\n\n"),
  vision,
  mission,
  values: Object.fromEntries(values.map((value) => [value.title, value.description])) as CompanyText["values"],
};

export const seedTeam: Team = {
  members: team.map((member) => ({ ...member, x: member.x ?? "" })),
  founder: { quote: founderMessage.quote.join("\n\n"), name: founderMessage.name, role: founderMessage.role },
};
