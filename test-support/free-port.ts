import net from "node:net";

export { freePort } from "../scripts/free-port.mjs";

/** Whether something on 127.0.0.1 accepts a connection on `port` now. */
export function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
