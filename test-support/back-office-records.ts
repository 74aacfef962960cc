import { eq } from "drizzle-orm";

import type { Db } from "../server/db/db";
import { outboxEmails } from "../server/db/schema";
import { queueEmails } from "../server/outbox/mail-outbox";

/** An e-mail the outbox gave up on after its ten tries, for the outbox's retry: its id. */
export async function failedEmail(db: Db, now: Date): Promise<string> {
  const [id] = await queueEmails(
    db,
    [
      {
        kind: "enquiry.auto-reply",
        from: { name: "Nexora Technologies", address: "sales@test.example" },
        to: { name: "Rahul Verma", address: "rahul.verma@example.in" },
        subject: "We have received your message",
        text: "Thank you.",
        html: "<p>Thank you.</p>",
      },
    ],
    now,
  );
  await db
    .update(outboxEmails)
    .set({ status: "failed", attempts: 10, lastError: "connect ECONNREFUSED" })
    .where(eq(outboxEmails.id, id!));
  return id!;
}

/** A post's form as the editor posts it: the seed's first post in other words, under its own address. */
export const blogPostForm = {
  title: "Offline-first Android apps for field teams",
  slug: "offline-first-android-apps",
  summary: "What we learnt building a delivery app for 600 drivers.",
  body: "## Keep work on the phone\n\nSync when the signal returns.",
  category: "Software Engineering",
  author: "Karan Malhotra",
  authorImage: "/images/avatars/avatar-4.svg",
  image: "/images/blog/offline-first-android-apps.svg",
};
