import { and, eq, ne, sql } from "drizzle-orm";

import { JobAddressSchema } from "../../domain/jobs/job-posts";
import type { Db, DbOrTransaction } from "../db/db";
import { jobAlertEmails, jobSlugs, jobs } from "../db/schema";
import {
  claimAddress,
  earlierAddressesOf,
  keepEarlierAddress,
  ownerOfEarlierAddress,
  type AddressBook,
} from "../kernel/addresses/earlier-addresses";
import { changing } from "../kernel/changes/public-changes";
import { RefusedError } from "../kernel/requests/outcome";
import { audit, type Actor } from "../kernel/audit/audit";

/**
 * A job's id is its public address (/career/apply/<id>, GET /api/jobs/<id>, its JobPosting, the
 * alerts and the Indeed feed). Recruiters can change it (decision 042): the rows keyed by it follow
 * (foreign keys ON UPDATE CASCADE), and its earlier addresses stay in job_slugs, answering 301.
 */
const jobAddresses: AddressBook = {
  current: { table: jobs, address: jobs.id, owner: jobs.id },
  earlier: { table: jobSlugs, address: jobSlugs.slug, owner: jobSlugs.jobId, at: jobSlugs.at },
  taken: (slug) => `Another job has the address /career/apply/${slug}, now or before: please choose another.`,
};

/** Whether a new job may take the address: no job has it, and none had it. */
export async function isFreeJobAddress(tx: DbOrTransaction, slug: string): Promise<boolean> {
  const [current] = await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, slug));
  return !current && (await ownerOfEarlierAddress(tx, jobAddresses, slug)) === undefined;
}

/**
 * Gives the job a new address. Its applications, interview plan, hiring team and earlier addresses
 * follow the id; the alert e-mails already sent name the new one, so the job is not sent again.
 */
export async function changeJobAddress(
  db: Db,
  actor: Actor,
  id: string,
  address: string,
  now: Date,
): Promise<{ id: string }> {
  const parsed = JobAddressSchema.safeParse({ slug: address });
  if (!parsed.success) throw new RefusedError(parsed.error.issues[0]!.message);
  const { slug } = parsed.data;
  await changing(db, "jobs", async (tx) => {
    const [job] = await tx
      .select({ title: jobs.title, location: jobs.location })
      .from(jobs)
      .where(eq(jobs.id, id))
      .for("update");
    if (!job) throw new RefusedError("This job does not exist (any more).");
    // Saved twice (two tabs): it has the address already.
    if (slug === id) return;
    await claimAddress(tx, jobAddresses, slug, id);
    await tx.update(jobs).set({ id: slug, updatedAt: now }).where(eq(jobs.id, id));
    await keepEarlierAddress(tx, jobAddresses, id, slug, now);
    await tx
      .update(jobAlertEmails)
      .set({ jobIds: sql`array_replace(${jobAlertEmails.jobIds}, ${id}, ${slug})` })
      .where(sql`${id} = any(${jobAlertEmails.jobIds})`);
    await audit(tx, actor, now, {
      action: "job.address",
      subjectType: "job",
      subjectId: slug,
      summary: `Moved the job “${job.title}” (${job.location}) from /career/apply/${id} to /career/apply/${slug}; the old address leads to the new one.`,
      details: { from: id, to: slug },
    });
  });
  return { id: slug };
}

/** The address now of a job visitors may see (not a draft) that had `earlier` before; undefined otherwise. */
export async function jobAddressNow(db: Db, earlier: string): Promise<string | undefined> {
  const [moved] = await db
    .select({ id: jobs.id })
    .from(jobSlugs)
    .innerJoin(jobs, eq(jobs.id, jobSlugs.jobId))
    .where(and(eq(jobSlugs.slug, earlier), ne(jobs.status, "draft")));
  return moved?.id;
}

/** The job's earlier addresses, under which its history before each move is written. */
export const earlierJobAddresses = (db: Db, id: string) => earlierAddressesOf(db, jobAddresses, id);
