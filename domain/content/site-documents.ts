import { z } from "zod";

import { imagePath, line } from "./content";
import { addressSlug } from "../forms/address-slug";
import { isStorableText, unstorableTextMessage } from "../forms/storable-text";
import { valueTitles, type ValueTitle } from "./site-pages";
import "../forms/zod-setup";

/**
 * The site's structured pages as editors write them in the back office
 * (docs/decisions/035-site-documents.md): each service's case study, each portfolio project, the
 * company's story and the team. Each is one document of fields whose number the page's layout
 * fixes (seven service cards, four team cards); what the marketing specification fixes (a
 * service's name and address, the four values' names) stays in the code.
 *
 * Every field carries its label and limits in its metadata, so the back office draws the form
 * from the schema itself (`documentFormOf`): the form and the checks cannot disagree.
 */

export const documentKinds = ["service", "project", "company", "team"] as const;
export type DocumentKind = (typeof documentKinds)[number];

/** What the back office draws for a text field: the limit is shown, a long one gets a text area. */
type FieldHints = { multiline?: boolean; optional?: boolean; hint?: string };

/** A paragraph: trimmed, line breaks kept (a blank line starts a new paragraph where the page has several). */
const paragraph = (label: string, max: number, required: boolean) =>
  z
    .string()
    .trim()
    .min(required ? 1 : 0, `Please enter the ${label.toLowerCase()}.`)
    .max(max, `The ${label.toLowerCase()} can be at most ${max} characters.`)
    .refine(isStorableText, unstorableTextMessage);

const text = (label: string, max: number, { multiline = false, optional = false, hint }: FieldHints = {}) =>
  (multiline ? paragraph : line)(label, max, !optional).meta({
    title: label,
    maxLength: max,
    multiline,
    optional,
    hint,
  });

const image = (label: string) =>
  imagePath(label, false, true).meta({
    title: label,
    maxLength: 300,
    hint: "A picture of the site (/images/…) or an uploaded one (/media/…, from Images).",
  });

/**
 * The picture a link to the page shows where it is shared (Open Graph): the site's usual one when
 * empty. Optional in the stored text too, which predates it.
 */
const socialImage = imagePath("The social image", true, true)
  // Left empty is none: one way to say so, as in the text written before the field was.
  .transform((value) => value || undefined)
  .optional()
  .meta({
    title: "Social image",
    maxLength: 300,
    optional: true,
    hint: "Optional: shown where a link to the page is shared. An uploaded picture (/media/…) is shared as a JPEG.",
  });

const listOf = <T extends z.ZodType>(title: string, item: T, length: number) =>
  z.array(item).length(length).meta({ title });

const group = <T extends z.ZodRawShape>(title: string, shape: T) => z.object(shape).meta({ title });

/** A public address on a named site, as a profile link is. */
const profileLink = (label: string, host: RegExp, optional: boolean) =>
  z
    .string()
    .trim()
    .max(200, `The ${label} address can be at most 200 characters.`)
    .refine(
      (value) =>
        (optional && value === "") ||
        (URL.canParse(value) && host.test(new URL(value).hostname) && value.startsWith("https://")),
      `Please enter the full address of the ${label} profile, starting with https://.`,
    )
    .meta({ title: `${label} profile`, maxLength: 200, optional, hint: optional ? "Optional." : undefined });

/** A project's card colour: what a colour input sends. */
const colour = z
  .string()
  .regex(/^#[\da-f]{6}$/i, "Please choose a colour.")
  .meta({ title: "Card colour", format: "color" });

/** A step of a process: the services' and the projects' approach. */
const step = () =>
  group("Step", { title: text("Title", 60), description: text("Description", 300, { multiline: true }) });

/** A picture with what a screen reader says instead. */
const picture = (title: string) =>
  group(title, { src: image("Picture"), alt: text("Description for screen readers", 160) });

/** Where a page has a list on a wide screen and a paragraph on a phone. */
const phoneParagraph = (label: string, max: number) =>
  text(label, max, { multiline: true, hint: "One paragraph in place of the list on small screens." });

const seoFields = {
  title: text("Search title", 70, { hint: "What search engines and browser tabs show." }),
  description: text("Search description", 170, { multiline: true }),
  socialImage,
};

export const ServiceCaseStudySchema = z.object({
  meta: group("Search engines", seoFields),
  header: group("Header", {
    image: image("Header picture"),
    tagline: text("Tagline", 80),
    description: text("Introduction", 400, { multiline: true, hint: "Also the service's text on the home page." }),
  }),
  services: listOf(
    "Service cards",
    group("Card", {
      title: text("Title", 60),
      features: listOf("Features", text("Feature", 100), 3),
    }),
    7,
  ),
  process: group("Process", {
    image: image("Process picture"),
    description: text("Introduction", 300, { multiline: true }),
    steps: listOf("Steps", step(), 4),
  }),
  testimonials: listOf("What clients say", text("Quote", 300, { multiline: true }), 3),
  highlights: listOf("Home page highlights", text("Highlight", 90), 6),
  gallery: listOf("Home page gallery", picture("Picture"), 3),
});
export type ServiceCaseStudy = z.output<typeof ServiceCaseStudySchema>;

/** The portfolio's categories that have projects; the others show "Almost There" (portfolio-categories.ts). */
export const projectCategories = [
  "Website Development",
  "ERP Development",
  "App Development",
  "UI/UX Design",
  "Digital Marketing",
  "Generative AI",
  "CRM",
] as const;

export const ProjectCaseStudySchema = z.object({
  card: group("Portfolio card", {
    title: text("Title", 80),
    description: text("Summary", 300, { multiline: true }),
    image: image("Card picture"),
    category: z.enum(projectCategories, { error: "Please choose a category." }).meta({ title: "Category" }),
    bgColor: colour,
  }),
  socialImage,
  challenge: text("The challenge", 600, { multiline: true }),
  painPoints: listOf("Pain points", text("Pain point", 160), 4),
  mobilePainPoints: phoneParagraph("Pain points on a phone", 500),
  approach: listOf("Approach", step(), 4),
  solutions: listOf("What we delivered", text("Solution", 160), 5),
  mobileSolutions: phoneParagraph("What we delivered, on a phone", 600),
  projectScreens: listOf("Screens", picture("Screen"), 3),
  testimonial: group("Client's words", {
    quote: text("Quote", 300, {
      multiline: true,
      optional: true,
      hint: "Leave both empty when the client has not agreed to be quoted.",
    }),
    author: text("Name and role as agreed", 100, { optional: true }),
  }).refine((words) => (words.quote === "") === (words.author === ""), {
    message: "Please give both the quote and who said it, or neither.",
    path: ["author"],
  }),
});
export type ProjectCaseStudy = z.output<typeof ProjectCaseStudySchema>;

export const CompanyTextSchema = z.object({
  story: text("Our story", 3_000, { multiline: true, hint: "A blank line starts a new paragraph." }),
  vision: text("Our vision", 500, { multiline: true, hint: "Also the Vision & Mission page's introduction." }),
  mission: text("Our mission", 500, { multiline: true }),
  values: group(
    "Why choose us: the four values",
    Object.fromEntries(valueTitles.map((title) => [title, text(title, 400, { multiline: true })])) as Record<
      ValueTitle,
      ReturnType<typeof paragraph>
    >,
  ),
});
export type CompanyText = z.output<typeof CompanyTextSchema>;

export const TeamSchema = z.object({
  members: listOf(
    "Team cards",
    group("Person", {
      name: text("Name", 80),
      role: text("Role", 80),
      bio: text("About them", 500, { multiline: true }),
      image: image("Portrait"),
      linkedin: profileLink("LinkedIn", /(^|\.)linkedin\.com$/, false),
      x: profileLink("X", /(^|\.)(x|twitter)\.com$/, true),
    }),
    4,
  ),
  founder: group("Founder's message", {
    quote: text("Message", 2_000, { multiline: true, hint: "A blank line starts a new paragraph." }),
    name: text("Name", 80),
    role: text("Role", 80),
  }),
});
export type Team = z.output<typeof TeamSchema>;

export const documentSchemas = {
  service: ServiceCaseStudySchema,
  project: ProjectCaseStudySchema,
  company: CompanyTextSchema,
  team: TeamSchema,
} as const satisfies Record<DocumentKind, z.ZodType>;

export type DocumentBody<K extends DocumentKind> = z.output<(typeof documentSchemas)[K]>;

/** The documents that exist once each: the About page's company text and the team. */
export const singleDocumentSlug = { company: "company", team: "team" } as const;

/** A new project's address in the portfolio (?project=<slug>). */
export const ProjectSlugSchema = addressSlug("Please enter the project's address.");
