/** E-mail outbox (issue 4): no SMTP in the demo; sent messages are stored and shown on /demo/poczta. */
import type { Db } from '../db.ts';

export interface Mail {
  adresat: string;
  temat: string;
  tresc: string;
  /** Links of the message, shown clickable on the outbox page and read by tests. */
  linki: string[];
}

export async function sendMail(db: Db, teraz: number, w: Mail): Promise<void> {
  await db.query(
    `INSERT INTO poczta (adresat, temat, tresc, linki, wyslano) VALUES ($1, $2, $3, $4::text::jsonb, $5)`,
    [w.adresat, w.temat, w.tresc, JSON.stringify(w.linki), new Date(teraz).toISOString()],
  );
}
