// How the scripts and tests that need a contract server of their own start it (the browser journeys, the WordPress
// test, the theme picture): demo/server.ts in demo mode on an in-memory database, on loopback ports they chose.

/**
 * node's arguments for it: `node --import tsx`, one process to stop, not tsx's wrapper around a second one. Run
 * from the repository's root; the caller's environment sets HOST and the rest.
 */
export function argumentySerweraDemo(/** @type {number} */ portalPort, /** @type {number} */ cmsPort) {
  return [
    '--import',
    'tsx',
    'demo/server.ts',
    '--memory',
    '--demo',
    '--portal-port',
    String(portalPort),
    '--cms-port',
    String(cmsPort),
  ];
}
