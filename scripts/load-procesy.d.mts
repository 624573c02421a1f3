// Types of scripts/load-procesy.mjs (plain JavaScript, as scripts/load.mjs runs it without a loader).
import type { ChildProcess } from 'node:child_process';

export const ROOT: string;
export const NGINX: string;
export function sleep(ms: number): Promise<void>;
export function startServer(o: { args: string[]; env?: Record<string, string> }): {
  child: ChildProcess;
  ready: Promise<{ url: string; where: string; readyMs: number }>;
};
export function startNginx(
  upstreams: string[],
  port?: number,
): Promise<{ url: string; stop: () => Promise<void> }>;
