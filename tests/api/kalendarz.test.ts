/**
 * The due dates as a calendar file (extension call `GET /naleznosci/kalendarz`), read back by ical.js as a
 * calendar application reads it: one all-day event per unpaid collective instalment on its effective due date
 * (the deferred date where there is one), of one card or of every card of the subject; two display alarms each;
 * UIDs that stay the same from one download to the next (a new import updates the events) and a DTSTAMP; the
 * subject and card checks and bad input.
 */
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Karta, RataZbiorcza } from '../../src/core/api/naleznosci.ts';
import { terminEfektywny } from '../../src/core/rules/naleznosci.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
let jan: string;
let anna: string;
beforeAll(async () => {
  api = await openKontoApi();
  [jan, anna] = await Promise.all([zaloguj(api.app, 'jan.kowalski'), zaloguj(api.app, 'anna.nowak')]);
});
afterAll(() => api?.db.close());

const JAN = 'pesel=85010112352';
const ANNA = 'pesel=78031545683';
const BRAK = { kod: 403, opis: 'Wybrany podmiot nie ma dostępu do tej usługi' };
const KALENDARZ = '/naleznosci/kalendarz';

const karty = async (q: string, token: string) =>
  (await get<{ karty: Karta[] }>(api.app, `/naleznosci/dajNaleznosci?${q}`, token)).body.karty;
const raty = async (q: string, token: string, id: number) =>
  (
    await get<{ karta: Karta; ratyZbiorcze: RataZbiorcza[] }>(
      api.app,
      `/naleznosci/dajRaty?${q}&idKartyNaleznosci=${id}`,
      token,
    )
  ).body.ratyZbiorcze;

async function pobierz(q: string, token = jan) {
  const res = await api.app.request(`${KALENDARZ}?${q}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status, await res.clone().text()).toBe(200);
  expect(res.headers.get('Content-Type')).toBe('text/calendar; charset=utf-8');
  expect(res.headers.get('Content-Disposition')).toMatch(
    /^attachment; filename="terminy-platnosci[\w-]*\.ics"$/,
  );
  const tekst = await res.text();
  const kalendarz = new ICAL.Component(ICAL.parse(tekst) as unknown[]);
  return kalendarz.getAllSubcomponents('vevent').map((v) => {
    const e = new ICAL.Event(v);
    return {
      uid: e.uid,
      dzien: e.startDate.toString(),
      caly: e.startDate.isDate,
      koniec: e.endDate.toString(),
      // amounts as the portal writes them (no-break spaces), read as plain spaces
      tytul: e.summary.replace(/\u00a0/g, ' '),
      opis: e.description.replace(/\u00a0/g, ' '),
      znacznik: v.getFirstPropertyValue('dtstamp'),
      alarmy: v.getAllSubcomponents('valarm').map((a) => ({
        akcja: a.getFirstPropertyValue('action'),
        kiedy: String(a.getFirstPropertyValue('trigger')),
      })),
    };
  });
}

/** The effective due dates of a card's unpaid collective instalments, sorted. */
const terminyNiezaplaconych = (r: RataZbiorcza[]) =>
  r
    .filter((x) => !x.czySplacona)
    .map(terminEfektywny)
    .sort();

describe('GET /naleznosci/kalendarz', () => {
  it('one card: an all-day event on each unpaid instalment’s effective due date, with two alarms', async () => {
    // a card with paid and unpaid instalments, so the file is shown to leave the paid ones out
    let wybrana: { karta: Karta; r: RataZbiorcza[] } | null = null;
    for (const karta of await karty(JAN, jan)) {
      const r = await raty(JAN, jan, karta.idKartyNaleznosci);
      if (r.some((x) => x.czySplacona) && r.some((x) => !x.czySplacona)) {
        wybrana = { karta, r };
        break;
      }
    }
    const { karta, r } = wybrana!;
    const zdarzenia = await pobierz(`${JAN}&idKartyNaleznosci=${karta.idKartyNaleznosci}`);
    expect(zdarzenia.map((z) => z.dzien).sort()).toEqual(terminyNiezaplaconych(r));
    for (const z of zdarzenia) {
      expect(z.caly).toBe(true);
      expect(z.tytul).toMatch(
        new RegExp(`^Termin płatności: .+ ${karta.symbolKarty} – .+, [\\d\\s\u00a0]+,\\d{2} zł$`),
      );
      expect(z.znacznik).toBeTruthy();
      // 9:00 the day before and 9:00 on the day (the event starts at the day's midnight)
      expect(z.alarmy).toEqual([
        { akcja: 'DISPLAY', kiedy: '-PT15H' },
        { akcja: 'DISPLAY', kiedy: 'PT9H' },
      ]);
    }
    // each event names its instalment and its amount as the card does
    for (const x of r.filter((y) => !y.czySplacona)) {
      const kwota = new Intl.NumberFormat('pl-PL', {
        minimumFractionDigits: 2,
        useGrouping: 'always',
      }).format(x.kwotaRazem);
      expect(
        zdarzenia.find((z) => z.uid.startsWith(`rata-zbiorcza-${x.idNaleznosciRatyZbiorczej}@`))?.tytul,
      ).toContain(`${kwota} zł`);
    }
  });

  it('in the reader’s language (`jezyk`): the kind, the instalment and the amount; the transfer’s title Polish', async () => {
    const karta = (await karty(JAN, jan)).find((k) => k.aplikacjaNaleznosci === 'PODATKI_GMINNE')!;
    const q = `${JAN}&idKartyNaleznosci=${karta.idKartyNaleznosci}`;
    const [pl] = await pobierz(q);
    const [de] = await pobierz(`${q}&jezyk=de`);
    const [uk] = await pobierz(`${q}&jezyk=uk`);
    const [en] = await pobierz(`${q}&jezyk=en`);
    expect(pl!.tytul).toMatch(
      new RegExp(`^Termin płatności: Podatki gminne ${karta.symbolKarty} – (rata|całość)`),
    );
    expect(de!.tytul).toMatch(
      new RegExp(`^Zahlungstermin: Gemeindesteuern ${karta.symbolKarty} – .+, [\\d\\s.]+,\\d{2} PLN$`),
    );
    expect(uk!.tytul).toMatch(new RegExp(`^Термін сплати: .+ ${karta.symbolKarty} – `));
    expect(en!.tytul).toMatch(new RegExp(`^Payment due: .+ ${karta.symbolKarty} – .+, PLN `));
    expect(de!.opis).toContain('Verwendungszweck: ' + karta.symbolKarty + ' – ');
    // the title the office books the transfer by is its own, in every language
    expect(de!.opis.split('Verwendungszweck: ')[1]).toBe(pl!.opis.split('Tytułem: ')[1]);
    // the same events: a language never changes a date or a UID
    expect([de!.uid, de!.dzien]).toEqual([pl!.uid, pl!.dzien]);
  });

  it('a deferred instalment’s event is on its deferred date', async () => {
    const wszystkie = (
      await Promise.all(
        (await karty(JAN, jan)).map(async (k) => ({ k, r: await raty(JAN, jan, k.idKartyNaleznosci) })),
      )
    ).flatMap(({ k, r }) => r.map((x) => ({ k, x })));
    let odroczona = wszystkie.find(({ x }) => !x.czySplacona && x.terminOdroczony !== null);
    if (!odroczona) {
      // the demo may have none unpaid: defer one for this test
      const cel = wszystkie.find(({ x }) => !x.czySplacona)!;
      await api.db.query(
        'UPDATE naleznosci_raty_zbiorcze SET termin_odroczony = termin_platnosci + 40, jest_odroczenie_terminu = true WHERE id = $1',
        [cel.x.idNaleznosciRatyZbiorczej],
      );
      const r = await raty(JAN, jan, cel.k.idKartyNaleznosci);
      odroczona = {
        k: cel.k,
        x: r.find((y) => y.idNaleznosciRatyZbiorczej === cel.x.idNaleznosciRatyZbiorczej)!,
      };
    }
    const { k, x } = odroczona;
    expect(x.terminOdroczony).not.toBeNull();
    const zdarzenia = await pobierz(`${JAN}&idKartyNaleznosci=${k.idKartyNaleznosci}`);
    const z = zdarzenia.find((e) => e.uid.startsWith(`rata-zbiorcza-${x.idNaleznosciRatyZbiorczej}@`))!;
    expect(z.dzien).toBe(x.terminOdroczony);
    expect(z.dzien).not.toBe(x.terminPlatnosci);
  });

  it('without a card: every card of the subject; the UIDs stay the same from one download to the next', async () => {
    const wszystkie = await Promise.all(
      (await karty(JAN, jan)).map((k) => raty(JAN, jan, k.idKartyNaleznosci)),
    );
    const zdarzenia = await pobierz(JAN);
    expect(zdarzenia.map((z) => z.dzien).sort()).toEqual(wszystkie.flatMap(terminyNiezaplaconych).sort());
    const uidy = zdarzenia.map((z) => z.uid);
    expect(new Set(uidy).size).toBe(uidy.length);
    expect(uidy.every((u) => /^rata-zbiorcza-\d+@[\w.-]+$/.test(u))).toBe(true);
    expect((await pobierz(JAN)).map((z) => z.uid)).toEqual(uidy);
    // an institution of another account has its own cards; Anna's file holds none of Jan's instalments
    const annyUidy = (await pobierz(ANNA, anna)).map((z) => z.uid);
    expect(annyUidy.some((u) => uidy.includes(u))).toBe(false);
  });

  it('checks the session, the subject and the card; a bad card id is a JSON 400', async () => {
    const id = (await karty(JAN, jan))[0]!.idKartyNaleznosci;
    expect((await api.app.request(`${KALENDARZ}?${JAN}`)).status).toBe(401);
    for (const [q, token] of [
      [`${ANNA}&idKartyNaleznosci=${id}`, anna],
      [`${JAN}&idKartyNaleznosci=${id}`, anna],
      [JAN, anna],
    ] as const) {
      const res = await get(api.app, `${KALENDARZ}?${q}`, token);
      expect(res, q).toMatchObject({ status: 403, body: BRAK });
    }
    for (const bad of ['abc', '0', '-1', '1.5', '']) {
      const res = await get(api.app, `${KALENDARZ}?${JAN}&idKartyNaleznosci=${bad}`, jan);
      expect(res, bad).toMatchObject({
        status: 400,
        body: { kod: 400, opis: 'Niepoprawny parametr idKartyNaleznosci' },
      });
    }
  });
});
