import { contactKeyOf } from "../domain/contacts/contacts";
import type { DbOrTransaction } from "../server/db/db";
import { contacts } from "../server/db/schema";

/** A contact as the desk would have it, nobody's, last active when it was made: its id. */
export async function insertContact(
  db: DbOrTransaction,
  { email, firstName, lastName, at }: { email: string; firstName: string; lastName: string; at: Date },
): Promise<string> {
  const [contact] = await db
    .insert(contacts)
    .values({
      emailKey: contactKeyOf(email),
      email,
      firstName,
      lastName,
      createdAt: at,
      updatedAt: at,
      lastActivityAt: at,
    })
    .returning({ id: contacts.id });
  return contact!.id;
}
