import { and, isNotNull, isNull } from "drizzle-orm";

import { staffAccounts } from "../../db/schema";

/**
 * Staff accounts that can act on what they are given: their invitation taken up (a password set,
 * or signed in by single sign-on) and not disabled. Only these are given leads, follow-ups and
 * calls, by rotation or by hand: an open invitation cannot sign in to see them.
 */
export const activeAccount = () => and(isNotNull(staffAccounts.joinedAt), isNull(staffAccounts.disabledAt));
