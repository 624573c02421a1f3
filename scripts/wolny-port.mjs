// A free loopback port for the scripts and tests that start servers of their own (bench, trace, load, theme
// picture, WordPress test, the browser journeys). The port is free when asked and released at once: the caller
// binds it right after.
import { createServer } from 'node:net';

/** Ports handed out by this process: the system may give a just-released port again before its caller binds it. */
const handedOut = new Set();

/** A free TCP port on 127.0.0.1, never one handed out before in this process. */
export async function freePort() {
  for (;;) {
    const port = await new Promise((ok, fail) => {
      const s = createServer();
      s.once('error', fail);
      s.listen(0, '127.0.0.1', () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (s.address());
        s.close(() => ok(port));
      });
    });
    if (!handedOut.has(port)) {
      handedOut.add(port);
      return port;
    }
  }
}

/** `n` distinct free ports (as freePort). */
export async function freePorts(/** @type {number} */ n) {
  const ports = [];
  for (let i = 0; i < n; i++) ports.push(await freePort());
  return ports;
}
