// Types of scripts/wolny-port.mjs (plain JavaScript, as the scripts run it without a loader).
export function freePort(): Promise<number>;
export function freePorts(n: number): Promise<number[]>;
