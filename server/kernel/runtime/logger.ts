/** What the server's tasks and connections log through: pino's logger, or a silent one in tests. */
export type Logger = {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};
