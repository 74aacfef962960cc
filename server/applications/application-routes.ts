import { randomUUID } from "node:crypto";

import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { fieldErrors } from "../../domain/forms/field-errors";
import { plainFileName } from "../../domain/forms/file-names";
import {
  ApplicationSchema,
  minimumQualificationQuestions,
  resumeLimitBytes,
} from "../../domain/applications/job-application";
import { ApplicationArrivalSchema } from "../../domain/applications/application-sources";
import { preferredLocationsFor } from "../../domain/applications/job-application-fields";
import { ApplicationReceivedSchema } from "../../domain/site/public-api";
import { NoticeShownSchema } from "../../domain/privacy/notice-shown";
import { apiRoute, failure, jsonSchemaOf, requestHeaders } from "../plugins/api-contract";
import { apiError } from "../plugins/api-errors";
import { declareSubmission, takeSubmission, type SubmissionDependencies } from "../plugins/public-submission";
import type { Bindings } from "../kernel/runtime/bindings";
import { submitApplication } from "./application-submission";
import { sourceOfArrival } from "./application-source";
import type { LeadVisitKey } from "../analytics/lead-visits";
import { fingerprintOf } from "../kernel/requests/idempotency";
import { findOpenJob } from "../jobs/jobs";
import type { FileStore } from "../kernel/storage/file-store";
import { detectResumeType, resumeKeyFor } from "./resume-content";
import { jsonFields, readApplicationUpload } from "./application-upload";

export type ApplicationRouteDependencies = SubmissionDependencies &
  Pick<Bindings, "clock" | "careersEmail" | "publicSiteUrl"> & {
    resumes: FileStore;
    /** The visitor key the application's visit was counted under (decision 048). */
    leadVisitKey: LeadVisitKey;
  };

const JobIdSchema = z.object({
  jobId: z
    .string({ error: "No job ID provided for application." })
    .trim()
    .min(1, "No job ID provided for application."),
});

const resumeTypeMessage = "The resume must be a PDF, DOC or DOCX file.";

type JsonSchemaObject = { properties: Record<string, object>; required: string[] };

/** The form's fields as multipart/form-data carries them: the lists as JSON text, the resume as a file. */
function applicationForm() {
  const application = jsonSchemaOf(ApplicationSchema, "input") as JsonSchemaObject;
  const properties = { ...application.properties };
  for (const name of jsonFields) {
    properties[name] = {
      type: "string",
      contentMediaType: "application/json",
      contentSchema: application.properties[name],
      description: "JSON text of the list.",
    };
  }
  properties.minimumQualifications = {
    ...properties.minimumQualifications,
    description: `JSON text of the list: an answer to each of the ${minimumQualificationQuestions.length} questions, in order (${minimumQualificationQuestions.map((question) => `"${question}"`).join(", ")}), each as {"text": the question, "answer": "yes", "no" or "not_sure"}.`,
  };
  return {
    type: "object",
    properties: {
      jobId: {
        ...(jsonSchemaOf(JobIdSchema, "input") as JsonSchemaObject).properties.jobId,
        description: "The open job's id.",
      },
      ...properties,
      ...(jsonSchemaOf(NoticeShownSchema, "input") as JsonSchemaObject).properties,
      resume: {
        type: "string",
        format: "binary",
        contentMediaType: "application/octet-stream",
        description: "The resume: a PDF, DOC or DOCX file (checked by its content), at most 10 MB.",
      },
      source: {
        type: "string",
        description:
          "Where the candidate came from, as the apply link's `source` says: `job-alert` for a job-alert e-mail, a job board's name (lower-case letters, digits and hyphens) otherwise. Anything else is ignored.",
      },
      referral: {
        type: "string",
        description: "A staff member's referral code, from the apply link's `ref`. An unknown code is ignored.",
      },
      submissionId: {
        ...requestHeaders.idempotencyKey["Idempotency-Key"],
        description: "The form's own idempotency key, read when no Idempotency-Key header is sent.",
      },
    },
    required: ["jobId", ...application.required, "resume"],
  };
}

const submitContract = declareSubmission({
  operationId: "submitApplication",
  tag: "careers",
  summary: "Apply for a job",
  description:
    "The four-step application form with the resume, as multipart/form-data. The recruiters are e-mailed, and the candidate an acknowledgement. The self-identification answers are kept apart from the application.",
  multipart: applicationForm(),
  taken: { status: 201, description: "Received.", data: ApplicationReceivedSchema },
  ownAnswers: {
    400: failure(
      "Invalid fields (`Please correct the highlighted fields.` with a message per field in `errors`, `errors.resume` when it is missing: `Resume is required`), no job id (`No job ID provided for application.`), a list that is not JSON, a malformed or incomplete upload (`The application could not be read: the upload was incomplete or malformed. Please send it again.`), or an idempotency key that is not 1 to 255 visible ASCII characters.",
    ),
    404: failure("No open job has this id (it is unknown, a draft or closed): `Job not found`."),
    413: failure(
      "The resume is over 10 MB (`The resume is larger than 10 MB.`), or the form has more than one file, too many fields or parts.",
    ),
    415: failure(
      "The body is not multipart/form-data (`Send the request as multipart/form-data.`) or is compressed, or the resume is not a PDF, DOC or DOCX file by its content (`The resume must be a PDF, DOC or DOCX file.`, with `errors.resume`).",
    ),
  },
});

export async function applicationRoutes(api: FastifyInstance, deps: ApplicationRouteDependencies): Promise<void> {
  await api.register(multipart, {
    limits: { fileSize: resumeLimitBytes, files: 1, fields: 60, fieldSize: 64 * 1024, parts: 61 },
  });
  const routeOptions = {
    bodyLimit: resumeLimitBytes + 1024 * 1024,
    config: { bodyTooLargeMessage: "The resume is larger than 10 MB.", mediaType: "multipart/form-data" },
  };
  apiRoute(
    api,
    "POST",
    "/api/applications",
    submitContract,
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(415).send(apiError("Send the request as multipart/form-data."));
      }
      const { fields, resume } = await readApplicationUpload(request);
      const meta = JobIdSchema.safeParse(fields);
      if (!meta.success)
        return reply.status(400).send(apiError(meta.error.issues[0]!.message, fieldErrors(meta.error)));
      const job = await findOpenJob(deps.db, meta.data.jobId);
      if (!job) return reply.status(404).send(apiError("Job not found"));
      const parsed = ApplicationSchema.safeParse(fields);
      const notice = NoticeShownSchema.safeParse(fields);
      const errors = {
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(notice.success ? {} : fieldErrors(notice.error)),
      };
      if (!resume) errors.resume = "Resume is required";
      const offered = parsed.success && preferredLocationsFor(job.location).includes(parsed.data.preferredLocation);
      if (parsed.success && !offered) errors.preferredLocation = "Preferred Location is required";
      if (!parsed.success || !notice.success || !resume || !offered) {
        return reply.status(400).send(apiError("Please correct the highlighted fields.", errors));
      }
      const arrival = ApplicationArrivalSchema.parse(fields);
      const type = await detectResumeType(resume.content, resume.fileName);
      if (!type) return reply.status(415).send(apiError(resumeTypeMessage, { resume: resumeTypeMessage }));

      const submission = {
        // Without the standard header, the field the site's own form sends.
        ownKey: fields.submissionId,
        fingerprint: fingerprintOf(job.id, parsed.data, notice.data, resume.content),
        status: 201,
        recipient: parsed.data.email,
      };
      return takeSubmission(request, reply, deps, submission, async (claim) => {
        const id = randomUUID();
        const key = resumeKeyFor(id, type.extension);
        // The file first: a row never points at a resume that was not stored.
        await deps.resumes.put(key, resume.content, type.mediaType);
        const submitted = await submitApplication(deps.db, {
          id,
          application: parsed.data,
          notice: notice.data,
          job,
          source: await sourceOfArrival(deps.db, arrival),
          resume: {
            key,
            // Kept only as a label for staff; trimmed of any path the browser sent.
            fileName: plainFileName(resume.fileName, { fallback: "resume", maxLength: 255 }),
            mediaType: type.mediaType,
            bytes: resume.content.length,
          },
          clientIp: request.ip,
          careersEmail: deps.careersEmail,
          publicSiteUrl: deps.publicSiteUrl,
          idempotency: claim,
          visitorKey: await deps.leadVisitKey(request),
          now: deps.clock(),
        }).catch(async (error: unknown) => {
          // Nothing points at the file unless the application was written. Should the store fail
          // now too, the visitor still hears why the submission failed; the log names the orphan.
          await deps.resumes
            .remove(key)
            .catch((removal: unknown) => request.log.error({ err: removal, key }, "could not remove an unused resume"));
          throw error;
        });
        request.log.info({ applicationId: id }, "application received");
        return { data: { id, reference: submitted.reference }, queuedEmailIds: submitted.queuedEmailIds };
      });
    },
    routeOptions,
  );
}
