import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";

import { ServiceUnavailableError } from "../../../contracts/outcome";

/** A stored file being read: its bytes as they come, and how many there are. */
export type StoredContent = { stream: Readable; bytes: number };

/**
 * Where uploaded files live (resumes, editors' images): a folder on this machine, or an
 * S3-compatible bucket that every instance shares (docs/decisions/018-resumes-in-object-storage.md,
 * 033-editor-images.md); each kind has its own folder or key prefix. Only a key's last path part
 * names a file, whatever path the key holds.
 */
export type FileStore = {
  put(key: string, content: Buffer, mediaType: string): Promise<void>;
  /** Undefined when nothing is stored under the key. */
  read(key: string): Promise<StoredContent | undefined>;
  /** Removes a stored file; one that is already gone is fine. */
  remove(key: string): Promise<void>;
  /** Resolves when the store can take a file now, rejects otherwise: for the readiness check. */
  reachable(): Promise<void>;
  /** Lets go of connections; the server calls it when it closes. */
  close(): void;
};

/**
 * The store cannot answer now (unreachable, timing out, overloaded): the API answers 503 as
 * for a database that is down, and the pages likewise, since it is a ServiceUnavailableError.
 */
export class FileStoreUnavailableError extends ServiceUnavailableError {
  constructor(cause: unknown) {
    super("The file storage cannot answer now.", { cause });
  }
}

/**
 * Files in one folder, named by their key (docs/decisions/007-resume-files-per-application.md).
 * Written to a temporary name first, so a crash never leaves half a file under the real key.
 */
export function diskFileStore(folder: string): FileStore {
  const fileOf = (key: string) => path.join(folder, path.basename(key));
  return {
    async put(key, content) {
      await fs.mkdir(folder, { recursive: true });
      const temporary = path.join(folder, `.${randomUUID()}.partial`);
      await fs.writeFile(temporary, content, { flag: "wx" });
      await fs.rename(temporary, fileOf(key));
    },
    async read(key) {
      // Opened once, so the size and the bytes are the same file's even if it is replaced meanwhile.
      const handle = await fs.open(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      if (!handle) return undefined;
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), bytes: size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
    async remove(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async reachable() {
      await fs.mkdir(folder, { recursive: true });
      await fs.access(folder, fs.constants.W_OK);
    },
    close() {},
  };
}
