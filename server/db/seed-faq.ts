import type { FaqItem } from "../../domain/content/faq";

/**
 * The /faq page's questions as the site showed them before editors kept them in the back office
 * (moved here word for word from app/content/faq.ts). The seed loads them once, into an
 * empty table, in this order.
 */
export const seedFaqItems: readonly FaqItem[] = [
  {
    id: "project-duration",
    question: "How long does a typical project take?",
    answer:
      "Most projects take 4-8 weeks from the approved plan to launch. A company website or a focused MVP sits at the shorter end; an app with payment integration, an ERP rollout or a large data migration takes longer. The timeline changes most when scope is added mid-project, when several third-party systems must be integrated, or when feedback and content take time to arrive. You receive a milestone plan before work starts.",
  },
  {
    id: "project-manager",
    question: "Will I have a dedicated project manager?",
    answer:
      "Yes. Every engagement has one named project manager who stays with it from kick-off to handover. They run the sprint reviews, send you a written status update every week, keep the milestone plan current and handle questions, change requests and escalations. You will also meet the lead developer and designer, and you can reach your project manager by phone, e-mail or WhatsApp, Monday to Saturday, 10am to 6pm.",
  },
  {
    id: "startups-and-enterprises",
    question: "Do you work with startups as well as established businesses?",
    answer:
      "Yes, both. Startups usually come to us for an MVP, a launch website or a first mobile app, built quickly and within a fixed budget. Established businesses, from manufacturers and distributors to schools, hospitals and retailers, tend to need ERP or CRM systems, security reviews or the modernisation of older software. We size the team and the process to the client rather than applying one model to everyone.",
  },
  {
    id: "pricing",
    question: "How do you price a project?",
    answer:
      "We offer two models. Fixed-price suits work with a clear scope, such as a company website or a defined app release: you know the total cost and the payment milestones upfront. Hourly billing suits evolving products, ongoing support and marketing retainers, and you see the hours logged every month. Every engagement starts with a free consultation, after which we send a written, itemised custom quote with no hidden charges.",
  },
  {
    id: "technologies",
    question: "Which technologies do you work with?",
    answer:
      "For web applications we mostly use React with TypeScript on the front end and Node.js or Python on the back end, with PostgreSQL or MySQL for data. We deploy on AWS and Azure, and can also work with your existing hosting. For mobile apps we use cross-platform frameworks such as Flutter and React Native. We recommend a stack based on your team, budget and long-term maintenance needs, not on trends.",
  },
  {
    id: "quality",
    question: "How do you make sure the work is of good quality?",
    answer:
      "Every change is reviewed by a second engineer before it is merged. We write automated tests for business logic and for key journeys such as sign-up, checkout and payments. A CI/CD pipeline runs these tests on every commit and deploys passing builds to a staging environment, where our QA team checks them on the browsers and devices your customers use. You have access to staging throughout the project.",
  },
];
