import { z } from "zod";

import "../forms/zod-setup";

/**
 * Interviews (decision 041): each job's interview plan (stages, each with its kit: the attributes to
 * judge and the questions to ask), the people on its hiring team, and the scorecards interviewers
 * write, each hidden from the other interviewers until theirs is submitted.
 */

/** The five levels of a rating and of the overall recommendation, worst first. */
export const ratings = ["strong-no", "no", "mixed", "yes", "strong-yes"] as const;
export type Rating = (typeof ratings)[number];

export const ratingLabels: Record<Rating, string> = {
  "strong-no": "Strong no",
  no: "No",
  mixed: "Mixed",
  yes: "Yes",
  "strong-yes": "Strong yes",
};

/** A hiring manager leads the job's hiring; interviewers are asked to interview its candidates. */
export const hiringTeamRoles = ["hiring-manager", "interviewer"] as const;
export type HiringTeamRole = (typeof hiringTeamRoles)[number];

export const hiringTeamRoleLabels: Record<HiringTeamRole, string> = {
  "hiring-manager": "Hiring manager",
  interviewer: "Interviewer",
};

/** A team member invited to the back office who has not signed in yet: they see what they are asked once they do. */
export const invitedState = "invited, not signed in yet";

export const interviewLimits = { stageName: 80, attributes: 12, questions: 30, line: 300, note: 5000 } as const;

/** True when a stage's own name already says it is an interview: "Panel interview", "Interview with the CTO". */
export const namesAnInterview = (stageName: string) => /\binterview\b/i.test(stageName);

/**
 * A stage as the words around it name the interview: "Technical" is the "Technical interview", but
 * "Panel interview" stays as its recruiter named it, never "Panel interview interview".
 */
export const interviewName = (stageName: string) =>
  namesAnInterview(stageName) ? stageName : `${stageName} interview`;

/** Text typed one item a line: the lines, trimmed, without blanks. */
const lines = (label: string, max: number, required: boolean) =>
  z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((items) => !required || items.length > 0, `Please write at least one ${label}, one a line.`)
    .refine((items) => items.length <= max, `Please keep to ${max} ${label}s.`)
    .refine(
      (items) => items.every((item) => item.length <= interviewLimits.line),
      `A ${label} can be at most ${interviewLimits.line} characters.`,
    )
    .refine((items) => items.every((item) => !/\p{Cc}/u.test(item)), `A ${label} cannot contain control characters.`);

/** A stage of the plan as its form takes it: a name, the attributes to judge and the questions, one a line. */
export const InterviewStageSchema = z.object({
  name: z
    .string({ error: "Please name the stage." })
    .trim()
    .min(1, "Please name the stage.")
    .max(interviewLimits.stageName, `A stage's name can be at most ${interviewLimits.stageName} characters.`)
    .refine((value) => !/\p{Cc}/u.test(value), "A stage's name cannot contain control characters."),
  attributes: lines("focus attribute", interviewLimits.attributes, true),
  questions: lines("question", interviewLimits.questions, false),
});
export type InterviewStageForm = z.infer<typeof InterviewStageSchema>;

export const HiringTeamMemberSchema = z.object({
  accountId: z.string({ error: "Please choose a person." }).trim().min(1, "Please choose a person."),
  role: z.enum(hiringTeamRoles, { error: "Please choose their part." }),
  /** A checkbox: sent as "on" when ticked, absent otherwise. */
  approvesOffers: z
    .string()
    .optional()
    .transform((value) => value === "on"),
});

export const InterviewerChoiceSchema = z.object({
  stageId: z.string({ error: "Please choose the stage." }).trim().min(1, "Please choose the stage."),
  accountId: z.string({ error: "Please choose the interviewer." }).trim().min(1, "Please choose the interviewer."),
});

const note = z
  .string()
  .trim()
  .max(interviewLimits.note, `A note can be at most ${interviewLimits.note} characters.`)
  .default("");

/** One attribute's rating and note; the attribute's text is kept with it, so a later change to the kit changes no scorecard. */
export type AttributeRating = { attribute: string; rating: Rating | null; note: string };

/** A scorecard's fields as its form names them, the kit's attributes numbered from 0. */
export type ScorecardFields = Partial<Record<`rating-${number}` | `note-${number}` | "overall" | "summary", unknown>>;

/**
 * A scorecard as its form sends it: `rating-<n>` and `note-<n>` for the kit's n-th attribute, the
 * overall recommendation and a summary. Its type names the numbered fields, which a shape built
 * from the kit cannot, so the form's names are checked against it (listFieldNames).
 */
export function scorecardSchema(
  attributes: readonly string[],
  { submitting }: { submitting: boolean },
): z.ZodType<ScorecardValues, ScorecardFields> {
  const rating = (message: string) =>
    submitting ? z.enum(ratings, { error: message }) : z.enum(ratings).optional().catch(undefined);
  return z
    .object({
      ...Object.fromEntries(
        attributes.flatMap((attribute, index) => [
          [`rating-${index}`, rating(`Please rate ${attribute}.`)],
          [`note-${index}`, note],
        ]),
      ),
      overall: rating("Please give your overall recommendation."),
      summary: note,
    })
    .transform((parsed: Record<string, unknown>) => {
      const fields = parsed as Record<string, string | undefined>;
      return {
        ratings: attributes.map((attribute, index): AttributeRating => ({
          attribute,
          rating: (fields[`rating-${index}`] as Rating | undefined) ?? null,
          note: fields[`note-${index}`] ?? "",
        })),
        overall: (fields.overall as Rating | undefined) ?? null,
        summary: fields.summary ?? "",
      };
    });
}
export type ScorecardValues = { ratings: AttributeRating[]; overall: Rating | null; summary: string };
