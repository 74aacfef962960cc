import net from "node:net";

/**
 * A hand-made IMAP server on 127.0.0.1 that misbehaves as a mail server a member typed might, to
 * prove a mailbox's reading is bounded in time and size: `drip` greets, then answers every command
 * with a line that never ends, one byte at a time (so no idle timeout ever fires);
 * `endless-listing` signs in, shows an INBOX of three million messages and answers the FETCH (or,
 * with `of: "folders"`, the LIST) with listing lines until the client hangs up. `sparse` is no
 * hostile server but a plain one whose few messages have UIDs far apart, as years of deleted mail
 * leave them.
 */
export type HostileImapServer = {
  port: number;
  /** Sessions open now: a client that gave up has closed its own. */
  openSessions(): number;
  /** Listing lines written to every client so far. */
  listedLines(): number;
  /** The UID ranges every client listed, in order (`sparse`). */
  listedRanges(): string[];
  stop(): Promise<void>;
};

export type HostileImapMode =
  | { kind: "drip"; everyMs: number }
  | { kind: "endless-listing"; of: "messages" | "folders" }
  | { kind: "sparse"; uidNext: number; messages: Map<number, string> };

const messagesInInbox = 3_000_000;

export async function startHostileImapServer(mode: HostileImapMode): Promise<HostileImapServer> {
  const sockets = new Set<net.Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let listed = 0;
  const ranges: string[] = [];

  /** A plain answer to UID FETCH: the sizes of the messages in a range, or one message whole. */
  const fetchSparse = (socket: net.Socket, tag: string, args: string, messages: Map<number, string>) => {
    const [, range = "", items = ""] = /^FETCH (\S+) \((.*)\)$/i.exec(args) ?? [];
    const [from = 0, to = from] = range.split(":").map(Number);
    const uids = [...messages.keys()].sort((a, b) => a - b);
    const lines: string[] = [];
    uids.forEach((uid, index) => {
      if (uid < from || uid > to) return;
      const raw = messages.get(uid)!;
      const bytes = Buffer.byteLength(raw);
      lines.push(
        /BODY\.PEEK\[\]/i.test(items)
          ? `* ${index + 1} FETCH (UID ${uid} INTERNALDATE "23-Nov-2026 09:00:00 +0530" BODY[] {${bytes}}\r\n${raw})`
          : `* ${index + 1} FETCH (UID ${uid} RFC822.SIZE ${bytes})`,
      );
    });
    if (!/BODY\.PEEK\[\]/i.test(items)) ranges.push(range);
    socket.write([...lines, `${tag} OK done`, ""].join("\r\n"));
  };

  const drip = (socket: net.Socket, everyMs: number) => {
    socket.write("* OK ");
    const timer = setInterval(() => socket.write("x"), everyMs);
    timers.add(timer);
    socket.once("close", () => {
      clearInterval(timer);
      timers.delete(timer);
    });
  };

  /** Writes listing lines as fast as the client takes them, until it hangs up. */
  const listForever = (socket: net.Socket, lineOf: (n: number) => string) => {
    let n = 1;
    const more = () => {
      while (!socket.destroyed) {
        listed += 1;
        const line = lineOf(n);
        n += 1;
        if (!socket.write(line)) return void socket.once("drain", more);
      }
    };
    more();
  };

  const answer = (socket: net.Socket, line: string) => {
    const [tag = "*", command = "", ...rest] = line.split(" ");
    const upper = command.toUpperCase();
    const args = rest.join(" ").toUpperCase();
    if (mode.kind === "drip") return drip(socket, mode.everyMs);
    const sparse = mode.kind === "sparse" ? mode : undefined;
    if (upper === "CAPABILITY") return socket.write(`* CAPABILITY IMAP4rev1\r\n${tag} OK done\r\n`);
    if (upper === "LOGIN") return socket.write(`${tag} OK signed in\r\n`);
    if (upper === "LIST" && mode.kind === "endless-listing" && mode.of === "folders")
      return listForever(socket, (n) => `* LIST () "/" "Folder ${n}"\r\n`);
    if (upper === "LIST") return socket.write(`* LIST () "/" INBOX\r\n${tag} OK done\r\n`);
    if (upper === "EXAMINE" || upper === "SELECT")
      return socket.write(
        [
          `* ${sparse ? sparse.messages.size : messagesInInbox} EXISTS`,
          "* OK [UIDVALIDITY 7] ok",
          `* OK [UIDNEXT ${sparse ? sparse.uidNext : messagesInInbox + 1}] ok`,
          `${tag} OK [READ-ONLY] examined`,
          "",
        ].join("\r\n"),
      );
    if (upper === "UID" && args.startsWith("FETCH") && sparse)
      return fetchSparse(socket, tag, rest.join(" "), sparse.messages);
    if (upper === "UID" && args.startsWith("FETCH"))
      return listForever(socket, (uid) => `* ${uid} FETCH (UID ${uid} RFC822.SIZE 120)\r\n`);
    if (upper === "LOGOUT") {
      socket.end(`* BYE\r\n${tag} OK bye\r\n`);
      return;
    }
    return socket.write(`${tag} OK done\r\n`);
  };

  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    let buffered = "";
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      let end: number;
      while ((end = buffered.indexOf("\r\n")) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        answer(socket, line);
      }
    });
    socket.write("* OK IMAP4rev1 hostile server ready\r\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    openSessions: () => sockets.size,
    listedLines: () => listed,
    listedRanges: () => [...ranges],
    stop: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
