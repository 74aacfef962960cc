import type { Job } from "../domain/jobs/job-search";

/** An open office job as the careers pages receive it: no closing date, no salary shown. */
export const sampleJob: Job = {
  id: "senior-react-engineer-bengaluru",
  title: "Senior React Engineer",
  department: "Engineering",
  location: "Bengaluru",
  type: "Full-time",
  description: "Build **fast**, accessible interfaces in React.",
  descriptionHtml: "<p>Build <strong>fast</strong>, accessible interfaces in React.</p>\n",
  summary: "Build fast, accessible interfaces in React.",
  keywords: ["react"],
  postedAt: "2026-11-01T05:30:00.000Z",
  validThrough: null,
  salary: null,
};
