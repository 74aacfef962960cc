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
};
