// Types of scripts/serwer-demo.mjs (plain JavaScript, as the scripts run it without a loader).
export function argumentySerweraDemo(portalPort: number, cmsPort: number): string[];
