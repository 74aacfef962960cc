// Shared by the Node tests (test-support/free-port.ts), the browser tests and with-postgres.mjs.
import net from "node:net";

/**
 * Ports the system never hands out by itself: Linux gives connections, and listeners on port 0,
 * ports from 32768 up (net.ipv4.ip_local_port_range). A port taken from that range and released
 * could be handed on before the server meant for it listens, seconds later after its migrations
 * (a browser test's own server found its port taken).
 */
const firstPort = 20_000;
const portCount = 12_000;

/** A port nothing listens on now, below the system's own range, picked at random so that runs side by side rarely meet. */
export async function freePort() {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = firstPort + Math.floor(Math.random() * portCount);
    if (await canListenOn(port)) return port;
  }
  throw new Error(`No free port between ${firstPort} and ${firstPort + portCount - 1}.`);
}

function canListenOn(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}
