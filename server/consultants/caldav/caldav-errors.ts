/**
 * Why a CalDAV request failed, as a sentence a consultant can act on (shown on their page) and a
 * reason a caller can branch on (e.g. ask for the password again on "credentials"). No message
 * names the server's address or the user name, and none ever carries the password.
 */
export type CalDavFailure =
  | "address"
  | "credentials"
  | "unreachable"
  | "timeout"
  | "too-large"
  | "not-caldav"
  | "not-found"
  | "forbidden"
  | "server-error"
  | "stopped";

export class CalDavError extends Error {
  override name = "CalDavError";
  constructor(
    readonly reason: CalDavFailure,
    message: string,
  ) {
    super(message);
  }
}

export const calDavMessages = {
  notWebAddress: "The server address is not a web address.",
  notHttp: "The server address must start with https:// (or http://).",
  userInfo: "Give the server address without a user name or password in it: they have fields of their own.",
  privateAddress: "The server address points to a private network address.",
  unknownHost: "The calendar server's name could not be found: check the server address.",
  unreachable: "The calendar server could not be reached: check the server address, or try again later.",
  badCertificate: "The calendar server's security certificate is not valid, so it was not trusted.",
  credentials:
    "The calendar server refused the user name or app password: check both (many providers need an app password, not your usual one).",
  notCalDav: "The server answered, but not as a CalDAV calendar server: check the server address.",
  notFound: "The calendar was not found on the server: it may have been deleted or moved. Connect it again.",
  forbidden: "The calendar server does not let this account use that calendar.",
  timedOut: (seconds: string) => `The calendar server did not answer within ${seconds}.`,
  tooLarge: (size: string) => `The calendar server's answer was larger than ${size}, so it was not read.`,
  serverError: (status: number) => `The calendar server answered with an error (${status}). Try again later.`,
  stopped: "The calendar was disconnected or changed while it was being read.",
} as const;

/** The error for an HTTP status that ends a request, whatever the method. */
export function errorForStatus(status: number): CalDavError {
  if (status === 401) return new CalDavError("credentials", calDavMessages.credentials);
  if (status === 403) return new CalDavError("forbidden", calDavMessages.forbidden);
  if (status === 404 || status === 410) return new CalDavError("not-found", calDavMessages.notFound);
  if (status >= 500) return new CalDavError("server-error", calDavMessages.serverError(status));
  return new CalDavError("not-caldav", calDavMessages.notCalDav);
}

const numberText = new Intl.NumberFormat("en", { maximumFractionDigits: 1 });

export function secondsText(ms: number): string {
  const seconds = ms / 1000;
  return `${numberText.format(seconds)} ${seconds === 1 ? "second" : "seconds"}`;
}

export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${numberText.format(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${numberText.format(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
