import { describe, expect, it } from 'vitest';
import { msg } from './fields.ts';
import { MAKS_DLUGOSCI, normalizujDane, type DaneKorespondencyjne, type Temat } from '../api/woda.ts';
import { ocenOdczyt, odczytJakoTekst, walidujDane, walidujZgloszenie } from './woda.ts';

const licznik = (stan: number | null, calkowite = 5, dziesietne = 0, srednia: number | null = 20) => ({
  stanLicznika: stan,
  zakresLicznikaCalkowite: calkowite,
  zakresLicznikaDziesietne: dziesietne,
  sredniZuzycie: srednia,
});

describe('ocenOdczyt: a new meter reading (spec 02 §4, §5)', () => {
  it("checks the format of the meter's dial: whole digits up to the range, decimals up to the red digits", () => {
    expect(ocenOdczyt('12345', licznik(100)).blad).toBeNull();
    expect(ocenOdczyt('123456', licznik(100)).blad).toBe(msg.readingFormatInvalid);
    expect(ocenOdczyt('150.5', licznik(100)).blad).toBe(msg.readingFormatInvalid);
    expect(ocenOdczyt('150.55', licznik(100, 6, 2)).blad).toBeNull();
    expect(ocenOdczyt('150.555', licznik(100, 6, 2)).blad).toBe(msg.readingFormatInvalid);
    expect(ocenOdczyt('150.', licznik(100, 6, 2)).blad).toBe(msg.readingFormatInvalid);
    expect(ocenOdczyt('', licznik(100)).blad).toBe(msg.fieldEmpty);
  });

  it('takes a reading above the current one only: an equal one says so, a lower one the spec’s message (issue 26 item 10)', () => {
    expect(ocenOdczyt('101', licznik(100))).toEqual({
      blad: null,
      nowyStan: 101,
      zuzycie: 1,
      przekrecenie: false,
      nietypowe: false,
    });
    expect(ocenOdczyt('100', licznik(100)).blad).toBe(msg.readingNotAbove);
    expect(ocenOdczyt('100.25', licznik(100.25, 6, 2)).blad).toBe(msg.readingNotAbove);
    expect(ocenOdczyt('100.26', licznik(100.25, 6, 2)).blad).toBeNull();
    expect(ocenOdczyt('99', licznik(100)).blad).toBe(msg.readingBelowPrevious);
    expect(ocenOdczyt('100.24', licznik(100.25, 6, 2)).blad).toBe(msg.readingBelowPrevious);
    expect(ocenOdczyt('5', licznik(null))).toMatchObject({ blad: null, zuzycie: null });
  });

  it('takes a lower reading near the end of the dial as a rollover, with the consumption over the end', () => {
    expect(ocenOdczyt('12', licznik(99870))).toEqual({
      blad: null,
      nowyStan: 12,
      zuzycie: 142,
      przekrecenie: true,
      nietypowe: true,
    });
    // four digits: 9 968 → 12 is 44 m³
    expect(ocenOdczyt('12', licznik(9968, 4, 0, 7.2))).toMatchObject({ zuzycie: 44, przekrecenie: true });
    // a tenth of the range or more over the end is no rollover: a mistake, refused
    expect(ocenOdczyt('8968', licznik(9968, 4)).blad).toBe(msg.readingBelowPrevious);
    expect(ocenOdczyt('5000', licznik(99870)).blad).toBe(msg.readingBelowPrevious);
  });

  it('flags a consumption over three times the average period, not one at three times', () => {
    expect(ocenOdczyt('160', licznik(100, 5, 0, 20))).toMatchObject({ zuzycie: 60, nietypowe: false });
    expect(ocenOdczyt('161', licznik(100, 5, 0, 20))).toMatchObject({ zuzycie: 61, nietypowe: true });
    expect(ocenOdczyt('900', licznik(100, 5, 0, null))).toMatchObject({ nietypowe: false });
    expect(ocenOdczyt('100.3', licznik(100.1, 6, 1, 0.05))).toMatchObject({ zuzycie: 0.2, nietypowe: true });
  });

  it('reads a saved number back as the text the rules check', () => {
    expect(odczytJakoTekst(250)).toBe('250');
    expect(odczytJakoTekst(250.5)).toBe('250.5');
    expect(odczytJakoTekst(1000)).toBe('1000');
    expect(odczytJakoTekst(-1)).toBeNull();
    expect(odczytJakoTekst(Number.NaN)).toBeNull();
    expect(odczytJakoTekst(1e20)).toBeNull();
  });
});

describe('walidujZgloszenie: a new water request (spec 02 §5)', () => {
  const zwykly: Temat = { id: 4, temat: 'Reklamacja faktury', czyDodatkowy: false };
  const dodatkowy: Temat = { id: 1, temat: 'Awaria wodomierza', czyDodatkowy: true };
  const z = {
    idPunktuOdbioru: 101,
    tematZgloszenia: 4,
    trescZgloszenia: 'Treść',
    telefon: null,
    email: null,
  };

  it('needs a point, a topic and a text within 2000 characters, 1000 for an extra topic', () => {
    expect(walidujZgloszenie(z, zwykly)).toEqual({});
    expect(walidujZgloszenie({ ...z, idPunktuOdbioru: 0, trescZgloszenia: ' ' }, undefined)).toEqual({
      punkt: msg.fieldRequired,
      temat: msg.fieldRequired,
      tresc: msg.fieldRequired,
    });
    expect(walidujZgloszenie({ ...z, trescZgloszenia: 'ż'.repeat(2000) }, zwykly)).toEqual({});
    expect(walidujZgloszenie({ ...z, trescZgloszenia: 'x'.repeat(2001) }, zwykly).tresc).toBeDefined();
    const ok = { ...z, telefon: '601234567', email: 'a@b.pl' };
    expect(walidujZgloszenie({ ...ok, trescZgloszenia: 'x'.repeat(1000) }, dodatkowy)).toEqual({});
    expect(walidujZgloszenie({ ...ok, trescZgloszenia: 'x'.repeat(1001) }, dodatkowy).tresc).toBeDefined();
  });

  it('asks an extra topic for a phone of exactly 9 digits and a valid e-mail', () => {
    expect(walidujZgloszenie(z, dodatkowy)).toEqual({ telefon: msg.fieldEmpty, email: msg.emailEmpty });
    const bledy = walidujZgloszenie({ ...z, telefon: '60123456', email: 'a@' }, dodatkowy);
    expect(bledy).toEqual({ telefon: msg.phoneInvalid, email: msg.emailInvalid });
    expect(walidujZgloszenie({ ...z, telefon: '601 234 567', email: 'a@b.pl' }, dodatkowy).telefon).toBe(
      msg.phoneInvalid,
    );
  });
});

describe('correspondence data on send (spec 02 §4, §5)', () => {
  const puste: DaneKorespondencyjne = {
    imie: null,
    imie2: null,
    nazwisko: null,
    nazwisko2: null,
    nazwa: null,
    telefon: null,
    email: null,
    fax: null,
    www: null,
    miejscowosc: null,
    ulica: null,
    nrDomu: null,
    nrLokalu: null,
    kodPocztowy: null,
  };
  it('needs names of a person, the name of an institution, the town and the house number', () => {
    expect(walidujDane(puste, false)).toEqual({
      imie: msg.fieldEmpty,
      nazwisko: msg.fieldEmpty,
      miejscowosc: msg.fieldEmpty,
      nrDomu: msg.fieldEmpty,
    });
    expect(Object.keys(walidujDane(puste, true))).toEqual(['nazwa', 'miejscowosc', 'nrDomu']);
  });
  it('checks an e-mail, a phone and a postal code (NN-NNN) only when given', () => {
    const d = { ...puste, nazwa: 'Sklep', miejscowosc: 'Zielona Dolina', nrDomu: '5' };
    expect(walidujDane(d, true)).toEqual({});
    expect(walidujDane({ ...d, kodPocztowy: '12-345' }, true)).toEqual({});
    expect(walidujDane({ ...d, email: 'x@', telefon: '12', kodPocztowy: '12345' }, true)).toEqual({
      email: msg.emailInvalid,
      telefon: msg.phoneInvalid,
      kodPocztowy: msg.postalCodeInvalid,
    });
  });
  it('keeps every field within its maximum length (characters, not UTF-16 units)', () => {
    const d = { ...puste, nazwa: 'Sklep', miejscowosc: 'Zielona Dolina', nrDomu: '5' };
    for (const [pole, max] of Object.entries(MAKS_DLUGOSCI) as [keyof DaneKorespondencyjne, number][]) {
      expect(walidujDane({ ...d, [pole]: 'x'.repeat(max + 1) }, true)[pole], pole).toBe(msg.tooLong);
    }
    expect(walidujDane({ ...d, ulica: 'ż'.repeat(100), nazwa: '𝔸'.repeat(200) }, true)).toEqual({});
  });
  it('sends blank values as null and leaves out the fields of the other kind of subject', () => {
    const d = { ...puste, imie: ' Jan ', nazwa: 'X', www: '  ' };
    expect(normalizujDane(d, false)).toMatchObject({ imie: 'Jan', nazwa: null, www: null });
    expect(normalizujDane(d, true)).toMatchObject({ imie: null, nazwa: 'X' });
  });
});
