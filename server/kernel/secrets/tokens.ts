import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: what a cookie or a one-time link carries. */
export const newToken = () => randomBytes(32).toString("base64url");

/** What the database keeps instead of the token: a stolen table opens no session and no link. */
export const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");
