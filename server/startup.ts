/**
 * Secrets of a start (issue 11 items 1, 2): outside demo mode the admin token and the token secret must come
 * from the environment, so that no server ever runs with a known admin token and sessions hold across restarts
 * and instances; in demo mode (`--demo`, `npm start`) a missing one is drawn at random, and a drawn admin token
 * is printed so that the person at the console can use the admin CLI.
 */
import { randomBytes } from 'node:crypto';

/** Shortest values accepted outside demo mode: a guessable token or key is as bad as none. */
export const MIN_ADMIN_TOKEN_LENGTH = 16;
export const MIN_SECRET_LENGTH = 32;

export interface StartupSecrets {
  adminToken: string;
  tokenSecret: string;
  /** Key material of the TOTP secrets at rest; undefined: the token secret (createApiApp's default). */
  totpKey?: string;
  /** Lines for the console (a drawn admin token); never the token secret. */
  notices: string[];
}

export class StartupError extends Error {}

/**
 * The TOTP key of a demo started without GMINA_TOTP_KEY: fixed, so that the demo data kept in .data/pglite
 * (marek.kaminski's key) still decrypts after a restart with another (random) token secret.
 * Demo data only: a real start has its own key.
 */
export const DEMO_TOTP_KEY = 'gmina-demo: TOTP key of the demo data only, published in the source';

type Env = Record<string, string | undefined>;

export function startupSecrets(demo: boolean, env: Env = process.env): StartupSecrets {
  const admin = env['GMINA_ADMIN_TOKEN'] || undefined;
  const sekret = env['GMINA_TOKEN_SECRET'] || undefined;
  const totp = env['GMINA_TOTP_KEY'] || undefined;
  if (demo) {
    const adminToken = admin ?? randomBytes(18).toString('base64url');
    return {
      adminToken,
      tokenSecret: sekret ?? randomBytes(32).toString('base64url'),
      totpKey: totp ?? DEMO_TOTP_KEY,
      notices: admin
        ? []
        : [`Admin token (demo, random for this start; set GMINA_ADMIN_TOKEN to fix it): ${adminToken}`],
    };
  }
  const braki: string[] = [];
  if (!admin || admin.length < MIN_ADMIN_TOKEN_LENGTH) {
    braki.push(
      `GMINA_ADMIN_TOKEN (the bearer token of /admin/*, at least ${MIN_ADMIN_TOKEN_LENGTH} characters)`,
    );
  }
  if (!sekret || sekret.length < MIN_SECRET_LENGTH) {
    braki.push(
      `GMINA_TOKEN_SECRET (the key of the session tokens, at least ${MIN_SECRET_LENGTH} characters; the same on every instance)`,
    );
  }
  if (totp !== undefined && totp.length < MIN_SECRET_LENGTH) {
    braki.push(
      `GMINA_TOTP_KEY, when set, at least ${MIN_SECRET_LENGTH} characters (default: the token secret)`,
    );
  }
  if (braki.length) {
    throw new StartupError(
      [
        'The contract server does not start without these environment variables:',
        ...braki.map((b) => `  - ${b}`),
        'Generate each with: openssl rand -base64 32',
        'For a demo with sample data and the demo outbox, start it with --demo instead (npm start does).',
      ].join('\n'),
    );
  }
  return { adminToken: admin!, tokenSecret: sekret!, ...(totp ? { totpKey: totp } : {}), notices: [] };
}
