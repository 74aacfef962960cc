import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";

import { sessionSteps, signInMethods, staffRoles } from "../../../domain/staff/staff";
import type { IsoDate } from "../../../domain/time/india-dates";

import { createdAt, rowId, partOf } from "../columns";

// The staff area's tables: the back office's accounts and how they sign in.

/** People at the company who sign in to /admin. An account without a password is an open invitation. */
export const staffAccounts = pgTable("staff_accounts", {
  id: rowId(),
  /** Stored lower-case: one person, one account, however they type it. */
  email: text("email").notNull().unique(),
  name: text("name").notNull().default(""),
  role: text("role", { enum: staffRoles }).notNull(),
  /** scrypt, with its parameters and salt (server/staff/passwords.ts); null until set. */
  passwordHash: text("password_hash"),
  /**
   * The authenticator app's shared secret (base32), once confirmed with a code; null without one.
   * Kept as is: the server must read it to check a code, so encrypting it under a key stored beside
   * it would protect nothing (docs/security.md, "Second factors").
   */
  totpSecret: text("totp_secret"),
  /** The 30-second step of the last code accepted: that code, and any older one, is refused after. */
  totpLastStep: integer("totp_last_step"),
  /** The 09:00 e-mail of the day's calls, tasks and new unassigned items; they may turn it off. */
  dailyDigest: boolean("daily_digest").notNull().default(true),
  /** The India date of the last digest sent, so a day gets one at most. */
  lastDigestDate: text("last_digest_date").$type<IsoDate>(),
  /** A disabled account cannot sign in and its sessions are gone; its audit entries stay. */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  /**
   * When the invitation was taken up (a password set, or a first sign-in by single sign-on): until
   * then the account is given no leads, follow-ups or calls (server/kernel/lists/active-accounts.ts).
   */
  joinedAt: timestamp("joined_at", { withTimezone: true }),
  /** The code in their personal referral link (`/career/apply/<job>?ref=<code>`): 128 random bits. */
  referralCode: text("referral_code")
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
});

/**
 * Browsers an account signed in from, each known by the device cookie it was last given
 * (server/staff/known-devices.ts): only the nonce's hash is kept. A new cookie replaces its
 * browser's row; a password set by link or a reset of the second factors removes them all.
 */
export const staffKnownDevices = pgTable(
  "staff_known_devices",
  {
    id: rowId(),
    accountId: partOf("account_id", () => staffAccounts.id),
    nonceHash: text("nonce_hash").notNull().unique(),
    /** To name the browser on the account page ("Chrome on Android"); cut to 300 characters. */
    userAgent: text("user_agent").notNull(),
    /** When this browser first signed in to the account, across its cookie's renewals. */
    knownSince: timestamp("known_since", { withTimezone: true }).notNull(),
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_known_devices_account_idx").on(table.accountId)],
);

/** One-time links to set a password (an invitation, or a reset an admin sends). Only the token's hash is kept. */
export const staffPasswordTokens = pgTable("staff_password_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  accountId: partOf("account_id", () => staffAccounts.id),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Signed-in browsers. The cookie holds a random token; the table only its SHA-256. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    /** Names the session on the account page, where its owner can end it; never a credential. */
    id: uuid("id").notNull().unique().defaultRandom(),
    method: text("method", { enum: signInMethods }).notNull().default("password"),
    /** What the session must still do before it opens the back office; null: nothing. */
    pendingStep: text("pending_step", { enum: sessionSteps }),
    /** An authenticator secret shown for setting up, until a code from it confirms it. */
    totpEnrolmentSecret: text("totp_enrolment_secret"),
    /** The challenge of a passkey registration this session started. */
    passkeyChallenge: text("passkey_challenge"),
    accountId: partOf("account_id", () => staffAccounts.id),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
    /** The absolute end, however active the session is. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    userAgent: text("user_agent").notNull().default(""),
    clientIp: text("client_ip"),
  },
  (table) => [index("staff_sessions_account_idx").on(table.accountId)],
);

/** Single-use codes for when the authenticator app is lost. Only each code's SHA-256 is kept. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    accountId: partOf("account_id", () => staffAccounts.id),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.accountId, table.codeHash] })],
);

/** WebAuthn credentials (passkeys) staff registered; each signs in alone, as both factors. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    /** The credential ID, base64url, as the authenticator made it. */
    id: text("id").primaryKey(),
    accountId: partOf("account_id", () => staffAccounts.id),
    /** The COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    signCount: integer("sign_count").notNull().default(0),
    transports: jsonb("transports")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** What its owner calls it ("Work laptop"). */
    name: text("name").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (table) => [index("staff_passkeys_account_idx").on(table.accountId)],
);

/**
 * A sign-in under way with a party outside the server: a passkey's challenge, or single sign-on's
 * state, nonce and PKCE verifier. The browser holds a random token in a short-lived cookie; the
 * table its SHA-256. Each is used once, and dropped after a few minutes either way. A first-run
 * link (server/staff/first-run.ts) is one too: its token is in the link the server prints.
 */
export const staffSignInCeremonies = pgTable(
  "staff_sign_in_ceremonies",
  {
    tokenHash: text("token_hash").primaryKey(),
    kind: text("kind", { enum: ["passkey", "single-sign-on", "first-run"] }).notNull(),
    payload: jsonb("payload").$type<Record<string, string>>().notNull(),
    /** Where the back office goes after signing in. */
    next: text("next").notNull().default("/admin"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("staff_sign_in_ceremonies_expires_idx").on(table.expiresAt)],
);

/** Failed sign-ins, counted per account name and per client address to slow down guessing. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: rowId(),
    /** "account:<email>" or "address:<ip>". */
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sign_in_failures_key_at_idx").on(table.key, table.at)],
);
