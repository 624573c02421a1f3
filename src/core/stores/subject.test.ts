import { beforeEach, describe, expect, it } from 'vitest';
import { cleanTestStorage, useTestStorageEngine } from '@nanostores/persistent';
import { $nip, $pesel } from './session.ts';
import { $subject, $subjects, chooseSubject, subjectCanUse, subjectQuery, type Podmiot } from './subject.ts';

useTestStorageEngine();
const osoba: Podmiot = { nazwa: 'Jan Kowalski', czyInstytucja: false, nip: null, pesel: '44051401359' };
const firma: Podmiot = {
  nazwa: 'Sklep Lipa sp. z o.o.',
  czyInstytucja: true,
  nip: '8567346215',
  pesel: null,
};

beforeEach(() => {
  cleanTestStorage();
  $nip.set(undefined);
  $pesel.set(undefined);
  $subjects.set([osoba, firma]);
});

describe('subject context (spec 01 §4)', () => {
  it('the stored PESEL or NIP selects the current subject', () => {
    expect($subject.get()).toBeNull();
    $pesel.set('44051401359');
    expect($subject.get()).toBe(osoba);
    $pesel.set(undefined);
    $nip.set('8567346215');
    expect($subject.get()).toBe(firma);
  });

  it('choosing another subject stores its identifier and removes the other', () => {
    chooseSubject(osoba);
    expect([$pesel.get(), $nip.get()]).toEqual(['44051401359', undefined]);
    chooseSubject(firma);
    expect([$pesel.get(), $nip.get()]).toEqual([undefined, '8567346215']);
    expect($subject.get()).toBe(firma);
  });

  it('services needing the other kind of subject are not available (spec 02 §6)', () => {
    const zezwolenia = { czyWymaganaInstytucja: true, czyWymaganaOsobaFizyczna: false };
    const zameldowanie = { czyWymaganaInstytucja: false, czyWymaganaOsobaFizyczna: true };
    const ogolna = { czyWymaganaInstytucja: false, czyWymaganaOsobaFizyczna: false };
    expect([subjectCanUse(zezwolenia, osoba), subjectCanUse(zezwolenia, firma)]).toEqual([false, true]);
    expect([subjectCanUse(zameldowanie, osoba), subjectCanUse(zameldowanie, firma)]).toEqual([true, false]);
    expect([subjectCanUse(ogolna, osoba), subjectCanUse(ogolna, firma), subjectCanUse(ogolna, null)]).toEqual(
      [true, true, true],
    );
  });

  it('identifies the subject on personal calls', () => {
    expect(subjectQuery(osoba)).toEqual({ pesel: '44051401359' });
    expect(subjectQuery(firma)).toEqual({ nip: '8567346215' });
    expect(subjectQuery(null)).toEqual({});
  });
});
