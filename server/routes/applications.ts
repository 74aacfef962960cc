import multipart from "@fastify/multipart";
import type { FastifyInstance } from "fastify";
import { z } from "zod";

import { fieldErrors } from "../../domain/field-errors";
import { ApplicationSchema, resumeLimitBytes } from "../../domain/job-application";
import type { Db } from "../db/open-db";
import { apiError } from "../plugins/api-errors";
import { formRateLimit } from "../plugins/rate-limit";
import { submitApplication } from "../services/applications";
import { findOpenJob } from "../services/jobs";
import { detectResumeType, storeResume } from "../services/resume-storage";

export type ApplicationRouteDependencies = {
  db: Db;
  dataDir: string;
  careersEmail: string;
  rateLimit: number;
  onEmailsQueued: (ids: string[]) => void;
};

/** Fields the form sends as JSON strings (careers specification, section 7). */
const jsonFields = new Set(["education", "workExperience", "minimumQualifications"]);

const SubmissionMetaSchema = z.object({
  jobId: z
    .string({ error: "No job ID provided for application." })
    .trim()
    .min(1, "No job ID provided for application."),
  submissionId: z.uuid("A submission id is required."),
});

type Received = { fields: Record<string, unknown>; resume?: { content: Buffer; fileName: string } };

export async function applicationRoutes(api: FastifyInstance, deps: ApplicationRouteDependencies): Promise<void> {
  await api.register(multipart, {
    limits: { fileSize: resumeLimitBytes, files: 1, fields: 60, fieldSize: 64 * 1024, parts: 61 },
  });

  api.post(
    "/api/applications",
    { ...formRateLimit(deps.rateLimit), bodyLimit: resumeLimitBytes + 1024 * 1024 },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(415).send(apiError("Send the application as multipart/form-data."));
      }
      const received: Received = { fields: {} };
      for await (const part of request.parts()) {
        if (part.type === "file") {
          // toBuffer() throws 413 past the 10 MB limit.
          const content = await part.toBuffer();
          if (part.fieldname === "resume" && content.length > 0) received.resume = { content, fileName: part.filename };
        } else if (jsonFields.has(part.fieldname)) {
          try {
            received.fields[part.fieldname] = JSON.parse(String(part.value));
          } catch {
            return reply
              .status(400)
              .send(apiError("Please correct the highlighted fields.", { [part.fieldname]: "Not valid JSON." }));
          }
        } else {
          received.fields[part.fieldname] = part.value;
        }
      }

      const meta = SubmissionMetaSchema.safeParse(received.fields);
      if (!meta.success)
        return reply.status(400).send(apiError(meta.error.issues[0]!.message, fieldErrors(meta.error)));
      const job = await findOpenJob(deps.db, meta.data.jobId);
      if (!job) return reply.status(404).send(apiError("Job not found"));

      const parsed = ApplicationSchema.safeParse(received.fields);
      const errors = parsed.success ? {} : fieldErrors(parsed.error);
      if (!received.resume) errors.resume = "Resume is required";
      if (!parsed.success || !received.resume) {
        return reply.status(400).send(apiError("Please correct the highlighted fields.", errors));
      }

      const type = await detectResumeType(received.resume.content, received.resume.fileName);
      if (!type)
        return reply.status(415).send(
          apiError("The resume must be a PDF, DOC or DOCX file.", {
            resume: "The resume must be a PDF, DOC or DOCX file.",
          }),
        );
      const key = await storeResume(deps.dataDir, received.resume.content, type.extension);

      const submitted = await submitApplication(deps.db, {
        application: parsed.data,
        job,
        submissionId: meta.data.submissionId,
        resume: {
          key,
          // Kept only as a label for staff; trimmed of any path the browser sent.
          fileName: received.resume.fileName.split(/[\\/]/).pop()!.slice(0, 255),
          mediaType: type.mediaType,
          bytes: received.resume.content.length,
        },
        clientIp: request.ip,
        careersEmail: deps.careersEmail,
      });
      request.log.info({ applicationId: submitted.id, repeated: submitted.repeated }, "application received");
      deps.onEmailsQueued(submitted.queuedEmailIds);
      return reply
        .status(submitted.repeated ? 200 : 201)
        .send({ success: true, data: { id: submitted.id, reference: submitted.reference } });
    },
  );
}
