/**
 * Subjects (podmioty) of the logged-in account and the current one (spec 01 §4 "Subject context"): the list
 * comes from `/lista-podmiotow`; the stored NIP (institution) or PESEL (person) selects the current subject;
 * choosing another stores its identifier and removes the other. Data calls run only with a subject.
 */
import { atom, computed } from 'nanostores';
import { $nip, $pesel } from './session.ts';

export interface Podmiot {
  nazwa: string;
  czyInstytucja: boolean;
  nip: string | null;
  pesel: string | null;
}

export const $subjects = atom<Podmiot[]>([]);

/** The subject the stored identifiers point at, if it is on the list. */
export function currentSubject(list: readonly Podmiot[], nip: string | undefined, pesel: string | undefined) {
  if (nip) return list.find((p) => p.czyInstytucja && p.nip === nip) ?? null;
  if (pesel) return list.find((p) => !p.czyInstytucja && p.pesel === pesel) ?? null;
  return null;
}

export const $subject = computed([$subjects, $nip, $pesel], currentSubject);

export function chooseSubject(p: Podmiot): void {
  if (p.czyInstytucja) {
    $nip.set(p.nip ?? undefined);
    $pesel.set(undefined);
  } else {
    $pesel.set(p.pesel ?? undefined);
    $nip.set(undefined);
  }
}

/** Spec 01 §6, 02 §6: whether a subject may use a service that needs an institution or a natural person. */
export function subjectCanUse(
  usluga: { czyWymaganaInstytucja: boolean; czyWymaganaOsobaFizyczna: boolean },
  p: Pick<Podmiot, 'czyInstytucja'> | null,
): boolean {
  if (!p) return !usluga.czyWymaganaInstytucja && !usluga.czyWymaganaOsobaFizyczna;
  if (usluga.czyWymaganaInstytucja) return p.czyInstytucja;
  if (usluga.czyWymaganaOsobaFizyczna) return !p.czyInstytucja;
  return true;
}

/** Query parameters that identify the current subject on personal calls (spec 02 §7). */
export function subjectQuery(p: Podmiot | null): Record<string, string> {
  if (!p) return {};
  return p.czyInstytucja ? { nip: p.nip ?? '' } : { pesel: p.pesel ?? '' };
}
