import type { Job } from "./job-search";

/**
 * What the pages' loaders may ask of the server. The server fills it
 * (server/plugins/web.ts); the app never imports server code.
 */
export type SiteLoadContext = {
  jobs: {
    listOpen(): Promise<Job[]>;
    findOpen(id: string): Promise<Job | undefined>;
  };
  /**
   * The nonce this response's Content-Security-Policy lets inline scripts run by. Absent when
   * prerendering (the server allows those pages' scripts by their hashes) and in development.
   */
  cspNonce?: string;
};
