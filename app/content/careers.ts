/** The careers landing's static marketing figures (careers specification, sections 2 and 9). */
export const departments = [
  {
    name: "Engineering",
    description: "Web, mobile, cloud and quality engineers who build and run our clients' products.",
  },
  {
    name: "AI & Machine Learning",
    description: "Engineers and architects putting language models and data pipelines into production.",
  },
  {
    name: "Sales & Growth",
    description: "Business development, account management and marketing for clients across India.",
  },
] as const;

export const teams = [
  { name: "Frontend & Design Systems", jobs: 4 },
  { name: "Backend & APIs", jobs: 3 },
  { name: "Mobile Apps", jobs: 2 },
  { name: "Cloud & DevOps", jobs: 2 },
  { name: "Applied AI", jobs: 3 },
  { name: "Client Partnerships", jobs: 4 },
] as const;

export const careerOffices = [
  { city: "Bengaluru", people: 40, note: "Engineering and applied AI" },
  { city: "New Delhi", people: 55, note: "Headquarters, sales and delivery" },
  { city: "Gwalior", people: 25, note: "Engineering and quality" },
] as const;
