import type { Job } from "../domain/job-search";

/**
 * What loaders may ask of the server. The server fills it (server/plugins/web.ts);
 * the app never imports server code.
 */
export type SiteLoadContext = {
  jobs: {
    listOpen(): Promise<Job[]>;
    findOpen(id: string): Promise<Job | undefined>;
  };
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends SiteLoadContext {}
}
