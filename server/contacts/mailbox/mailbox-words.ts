/** What connecting or reading a mailbox answers on a server with no key to seal app passwords with. */
export const noMailboxSecretsKey =
  "This server has no key for keeping app passwords (CALENDAR_SECRETS_KEY), so a mailbox cannot be connected yet. Please ask the administrator.";
