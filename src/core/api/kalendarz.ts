/**
 * The due dates of a subject's unpaid instalments as a calendar file (.ics; extension call, beyond spec 02):
 * `GET /naleznosci/kalendarz[?idKartyNaleznosci]`, of one card or of every card of the subject, in the reader's
 * language. A module of its own: the dues card and the overview of everything owed fetch it, the dues list does not.
 */
import type { Podmiot } from '../stores/subject.ts';
import { subjectQuery } from '../stores/subject.ts';
import type { Api } from './client.ts';

export const kalendarzPaths = { kalendarz: '/naleznosci/kalendarz' } as const;

/** Downloaded as the PDFs are (the session's token; `saveFile`). */
export function getKalendarz(api: Api, subject: Podmiot | null, id?: number) {
  const query =
    id === undefined ? subjectQuery(subject) : { ...subjectQuery(subject), idKartyNaleznosci: String(id) };
  return api.file(kalendarzPaths.kalendarz, { query });
}
