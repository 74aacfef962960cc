/** The part of s3rver (which ships no types) that the tests' S3 server uses. */
declare module "s3rver" {
  import type { Server } from "node:http";
  import type { AddressInfo } from "node:net";

  export default class S3rver {
    constructor(options: {
      address: string;
      port: number;
      directory: string;
      silent: boolean;
      configureBuckets: { name: string }[];
    });
    readonly httpServer: Server;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
