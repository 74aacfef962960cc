import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { ImapFlow } from "imapflow";

import type { MailboxConnectForm } from "../domain/contacts/mailbox-forms";

import { freePort } from "./free-port";
import { startServerProcess } from "./server-process";

/**
 * A throwaway IMAP server for tests: Debian's Dovecot (`apt-get install dovecot-imapd`) on
 * 127.0.0.1 without TLS, one user with a password, INBOX and a Sent folder marked \Sent, and
 * helpers that act on the mailbox as the owner's own mail program would.
 */
export type DovecotServer = {
  host: "127.0.0.1";
  port: number;
  username: string;
  password: string;
  /** Puts a raw message into a folder (IMAP APPEND), unread; answers its UID. */
  append(folder: string, raw: string, flags?: string[]): Promise<number>;
  /** The flags of each message in a folder, by UID: what reading must never change. */
  flagsOf(folder: string): Promise<Map<number, string[]>>;
  stop(): Promise<void>;
};

const binary = process.env.DOVECOT ?? "/usr/sbin/dovecot";
const username = "desk";
const password = "imap-app-password-7q2w";

/** The users Dovecot runs its login and internal processes as; as root they must exist. */
async function processUsers(): Promise<{ login: string; internal: string; uid: number; gid: number }> {
  const me = os.userInfo();
  if (me.uid !== 0) return { login: me.username, internal: me.username, uid: me.uid, gid: me.gid };
  // As root, mail is read and written as nobody: Dovecot refuses to run a mail process as root.
  return { login: "dovenull", internal: "dovecot", uid: 65534, gid: 65534 };
}

/**
 * Starts Dovecot on a free port with its config, state, logs and mail in a temporary folder, in
 * the foreground (`-F`), so `stop()` ends it by its own PID and removes the folder.
 */
export async function startDovecotServer(): Promise<DovecotServer> {
  const port = await freePort();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "dovecot-test-"));
  // The login and internal users (and, as root, nobody for the mail) must reach the folder.
  await fs.chmod(dir, 0o755);
  const users = await processUsers();
  const mail = path.join(dir, "mail");
  await fs.mkdir(mail);
  await fs.chown(mail, users.uid, users.gid).catch(() => undefined);
  await fs.writeFile(path.join(dir, "users"), `${username}:{PLAIN}${password}\n`, { mode: 0o644 });
  const config = path.join(dir, "dovecot.conf");
  await fs.writeFile(
    config,
    [
      "protocols = imap",
      "listen = 127.0.0.1",
      `base_dir = ${dir}/run`,
      `state_dir = ${dir}/state`,
      `log_path = ${dir}/dovecot.log`,
      "ssl = no",
      "disable_plaintext_auth = no",
      "auth_mechanisms = plain login",
      // A test of a wrong password should not wait Dovecot's two seconds.
      "auth_failure_delay = 0",
      `default_login_user = ${users.login}`,
      `default_internal_user = ${users.internal}`,
      "first_valid_uid = 1",
      `mail_location = maildir:${mail}/%u`,
      "passdb {",
      "  driver = passwd-file",
      `  args = ${dir}/users`,
      "}",
      "userdb {",
      "  driver = static",
      `  args = uid=${users.uid} gid=${users.gid} home=${mail}/%u`,
      "}",
      "namespace inbox {",
      "  inbox = yes",
      "  separator = /",
      "  mailbox Sent {",
      "    special_use = \\Sent",
      "    auto = create",
      "  }",
      "}",
      "service imap-login {",
      "  inet_listener imap {",
      "    address = 127.0.0.1",
      `    port = ${port}`,
      "  }",
      "  inet_listener imaps {",
      "    port = 0",
      "  }",
      "}",
      "service anvil {",
      "  chroot =",
      // Nor should the next login wait out the penalty Dovecot gives an address after a wrong password.
      "  unix_listener anvil-auth-penalty {",
      "    mode = 0",
      "  }",
      "}",
      "service imap-login {",
      "  chroot =",
      "}",
      "",
    ].join("\n"),
  );
  const { stop } = await startServerProcess({
    name: "Dovecot",
    binary,
    args: ["-F", "-c", config],
    port,
    dir,
    logFile: path.join(dir, "dovecot.log"),
  });

  /** One short session as the mailbox's owner. */
  const asOwner = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({
      host: "127.0.0.1",
      port,
      secure: false,
      doSTARTTLS: false,
      auth: { user: username, pass: password },
      logger: false,
      disableAutoIdle: true,
    });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  return {
    host: "127.0.0.1",
    port,
    username,
    password,
    append: (folder, raw, flags = []) =>
      asOwner(async (client) => {
        const appended = await client.append(folder, raw, flags);
        if (!appended || appended.uid === undefined) throw new Error(`Dovecot did not append to ${folder}.`);
        return appended.uid;
      }),
    flagsOf: (folder) =>
      asOwner(async (client) => {
        await client.mailboxOpen(folder, { readOnly: true });
        const flags = new Map<number, string[]>();
        for await (const message of client.fetch("1:*", { uid: true, flags: true }))
          flags.set(message.uid, [...(message.flags ?? [])]);
        return flags;
      }),
    stop,
  };
}

/** The desk's "Connect mailbox" form for the sales mailbox `address` on this server. */
export const salesMailboxForm = (dovecot: DovecotServer, address: string): MailboxConnectForm => ({
  whose: "sales",
  address,
  host: "127.0.0.1",
  port: dovecot.port,
  security: "none",
  username: dovecot.username,
  password: dovecot.password,
});
