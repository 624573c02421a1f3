/**
 * The demo office as one set of books (issue 24): what one service shows agrees with what another shows, checked
 * from the API alone, as each demo account would see it. The demo data is seeded as of the real office day, so
 * every check is a comparison between services, not a fixed figure.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OplatyZaZezwolenia } from '../../src/core/api/alkohole.ts';
import type { Karta, RataZbiorcza, Wplata, Wspolzobowiazany } from '../../src/core/api/naleznosci.ts';
import type { Platnosc } from '../../src/core/api/platnosci.ts';
import type { OplatyLokalne } from '../../src/core/api/oplaty.ts';
import type { WymiarPodatku } from '../../src/core/api/podatki.ts';
import type { ParametryOplat } from '../../src/core/api/smieci.ts';
import type { DaneKorespondencyjne, Faktura, PunktOdbioru } from '../../src/core/api/woda.ts';
import { get, openKontoApi, zaloguj, type KontoApi } from './konto-helpers.ts';

let api: KontoApi;
/** Each demo subject reachable with a password login: its query and the token of its account. */
let podmioty: [nazwa: string, q: string, token: string][];
beforeAll(async () => {
  api = await openKontoApi();
  const [jan, anna, spoldzielnia, katarzyna] = await Promise.all(
    ['jan.kowalski', 'anna.nowak', 'spoldzielnia', 'katarzyna.zajac'].map((l) => zaloguj(api.app, l)),
  );
  podmioty = [
    ['Jan Kowalski', 'pesel=85010112352', jan!],
    ['Anna Nowak', 'pesel=78031545683', anna!],
    ['Kwiaciarnia „Pod Lipą”', 'nip=7741001232', anna!],
    ['Fundacja Zielone Serce', 'nip=9512004566', anna!],
    ['Spółdzielnia Mieszkaniowa', 'nip=5252525259', spoldzielnia!],
    ['Katarzyna Zając', 'pesel=93042867845', katarzyna!],
  ];
});
afterAll(() => api?.db.close());

const grosze = (n: number) => Math.round(n * 100);

async function ok<T>(path: string, token: string): Promise<T> {
  const r = await get<T>(api.app, path, token);
  expect(r.status, `${path}: ${JSON.stringify(r.body)}`).toBe(200);
  return r.body;
}

const kartyPodmiotu = async (q: string, token: string) =>
  (await ok<{ karty: Karta[] }>(`/naleznosci/dajNaleznosci?${q}`, token)).karty;
const ratyKarty = async (q: string, token: string, id: number) =>
  (await ok<{ ratyZbiorcze: RataZbiorcza[] }>(`/naleznosci/dajRaty?${q}&idKartyNaleznosci=${id}`, token))
    .ratyZbiorcze;

const PODATKI: [pole: 'podatekOdNieruchomosci' | 'podatekRolny' | 'podatekLesny', rodzaj: string][] = [
  ['podatekOdNieruchomosci', 'Podatek od nieruchomości'],
  ['podatekRolny', 'Podatek rolny'],
  ['podatekLesny', 'Podatek leśny'],
];

describe('taxes and dues are one set of books', () => {
  it("every year's tax assessment is that year's tax card: the total, the decision and the kinds of tax", async () => {
    const karty = new Map<string, Karta[]>();
    for (const [, q, token] of podmioty) karty.set(q, await kartyPodmiotu(q, token));
    // the years the dues cover (this year and last year): every assessed year among them has its card
    const lataNaleznosci = new Set([...karty.values()].flat().map((k) => k.rok));
    expect(lataNaleznosci.size).toBeGreaterThan(1);
    let sprawdzone = 0;
    for (const [nazwa, q, token] of podmioty) {
      const { lataPodatkowe } = await ok<{ lataPodatkowe: number[] }>(
        `/podatkiGminne/dajLataPodatkowe?${q}`,
        token,
      );
      const podatkowe = karty.get(q)!.filter((k) => k.aplikacjaNaleznosci === 'PODATKI_GMINNE');
      const lata = new Set([
        ...lataPodatkowe.filter((r) => lataNaleznosci.has(r)),
        ...podatkowe.map((k) => k.rok),
      ]);
      for (const rok of lata) {
        const wymiar = await ok<WymiarPodatku>(
          `/podatkiGminne/dajWymiarPodatku?${q}&lataPodatkowe=${rok}`,
          token,
        );
        const karta = podatkowe.filter((k) => k.rok === rok);
        expect(karta, `${nazwa} ${rok}: one tax card`).toHaveLength(1);
        const raty = (await ratyKarty(q, token, karta[0]!.idKartyNaleznosci)).filter(
          (r) => !r.raty.some((x) => x.nrRaty === 'ANULOWANA'),
        );
        const wKarcie = raty.flatMap((r) => r.raty);
        expect(
          raty.reduce((s, r) => s + grosze(r.kwotaRaty), 0),
          `${nazwa} ${rok}: the instalments add up to the assessment`,
        ).toBe(grosze(wymiar.podatekSuma));
        expect(wymiar.podatekSuma).toBeGreaterThan(0);
        for (const [pole, rodzaj] of PODATKI)
          expect(
            wKarcie.filter((x) => x.rodzajOplaty === rodzaj).reduce((s, x) => s + grosze(x.kwota), 0),
            `${nazwa} ${rok}: ${rodzaj}`,
          ).toBe(grosze(wymiar[`${pole}Suma`]));
        expect(new Set(wKarcie.map((x) => x.rodzajOplaty))).toEqual(
          new Set(PODATKI.filter(([pole]) => wymiar[`${pole}Suma`] !== 0).map(([, rodzaj]) => rodzaj)),
        );
        // the card's decision is the year's last decision (a declared tax has none)
        const decyzje = [...wymiar.pozycjeWymiaruPodatku]
          .filter((w) => w.nrDecyzji !== null)
          .sort((a, b) => a.dataWymiaru.localeCompare(b.dataWymiaru));
        expect(karta[0]!.numerDecyzji, `${nazwa} ${rok}: the decision`).toBe(
          decyzje.at(-1)?.nrDecyzji ?? null,
        );
        sprawdzone++;
      }
    }
    // Jan, Anna, the shop, the cooperative and Katarzyna, this and last year
    expect(sprawdzone).toBe(10);
  });

  it('a person pays on the four dates (at once by 15 March up to 100 zł), a legal person monthly', async () => {
    for (const [nazwa, q, token] of podmioty)
      for (const karta of await kartyPodmiotu(q, token)) {
        if (karta.aplikacjaNaleznosci !== 'PODATKI_GMINNE') continue;
        const raty = (await ratyKarty(q, token, karta.idKartyNaleznosci)).filter(
          (r) => !r.raty.some((x) => x.nrRaty === 'ANULOWANA'),
        );
        const terminy = raty.map((r) => r.terminPlatnosci.slice(5));
        const suma = raty.reduce((s, r) => s + grosze(r.kwotaRaty), 0);
        const oczekiwane = karta.czyInstytucja
          ? Array.from({ length: 12 }, (_, i) => `${String(i + 1).padStart(2, '0')}-15`)
          : suma <= 10_000
            ? ['03-15']
            : ['03-15', '05-15', '09-15', '11-15'];
        expect(terminy, `${nazwa} ${karta.symbolKarty}`).toEqual(oczekiwane);
        // the grosze of the split on the first instalment: the others equal
        const kwoty = raty.map((r) => grosze(r.kwotaRaty));
        expect(new Set(kwoty.slice(1)).size, `${nazwa} ${karta.symbolKarty}`).toBeLessThanOrEqual(1);
      }
  });
});

/** Takes from `z` the first element `pasuje` accepts; false when there is none. */
function zdejmij<T>(z: T[], pasuje: (x: T) => boolean): boolean {
  const i = z.findIndex(pasuje);
  if (i >= 0) z.splice(i, 1);
  return i >= 0;
}

describe('water invoices and the water card are one set of books', () => {
  it('every unpaid invoice is an unpaid instalment of the same amount, every paid one a booked payment', async () => {
    let faktur = 0;
    let nieoplaconych = 0;
    for (const [nazwa, q, token] of podmioty) {
      const karty = (await kartyPodmiotu(q, token)).filter((k) => k.aplikacjaNaleznosci === 'WODA_SCIEKI');
      const lataKart = new Set(karty.map((k) => k.rok));
      const otwarte: RataZbiorcza[] = [];
      const wplaty: Wplata[] = [];
      for (const karta of karty) {
        const raty = await ratyKarty(q, token, karta.idKartyNaleznosci);
        otwarte.push(...raty.filter((r) => !r.czySplacona));
        const w = await ok<{ wplaty: Wplata[] }>(
          `/naleznosci/dajHistorieZaksiegowanychWplat?${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
          token,
        );
        wplaty.push(...w.wplaty);
      }
      const { punktyOdbioru } = await ok<{ punktyOdbioru: PunktOdbioru[] }>(
        `/woda/dajPunktyOdbioru?${q}`,
        token,
      );
      let nieoplaconePodmiotu = 0;
      for (const punkt of punktyOdbioru) {
        const { faktury } = await ok<{ faktury: Faktura[] }>(
          `/woda/dajFaktury?${q}&idPunktuOdbioru=${punkt.idPunktuOdbioru}&lataFaktur=${punkt.lataOdbioru.join(',')}`,
          token,
        );
        // the invoices of the years the dues cover
        for (const f of faktury.filter((x) => lataKart.has(Number(x.dataWystawieniaFaktury.slice(0, 4))))) {
          faktur++;
          const kwota = grosze(f.kwotaBrutto);
          if (f.dataZaplaty === null) {
            nieoplaconePodmiotu++;
            expect(
              zdejmij(
                otwarte,
                (r) => grosze(r.kwotaRaty) === kwota && r.terminPlatnosci > f.dataWystawieniaFaktury,
              ),
              `${nazwa} ${f.numerFaktury} (${f.kwotaBrutto} zł, unpaid): an unpaid instalment of the same amount`,
            ).toBe(true);
          } else
            expect(
              zdejmij(wplaty, (w) => grosze(w.kwotaGlowna) === kwota),
              `${nazwa} ${f.numerFaktury} (${f.kwotaBrutto} zł, paid): a booked payment of the same amount`,
            ).toBe(true);
        }
      }
      // and no open water instalment without its invoice
      expect(
        otwarte.map((r) => r.kwotaRaty),
        `${nazwa}: open water instalments without an invoice`,
      ).toEqual([]);
      nieoplaconych += nieoplaconePodmiotu;
    }
    expect(faktur).toBeGreaterThan(20);
    expect(nieoplaconych).toBeGreaterThan(podmioty.length - 2);
  });
});

describe('permit fees and the alcohol-permit card are one set of books', () => {
  it("the fees still to pay are the card's unpaid instalments, the fees due its instalments", async () => {
    const [, q, token] = podmioty.find(([nazwa]) => nazwa.startsWith('Kwiaciarnia'))!;
    const karty = (await kartyPodmiotu(q, token)).filter((k) => k.symbolKarty.startsWith('ALK/'));
    const { lataOplat } = await ok<OplatyZaZezwolenia>(`/alkohole/dajOplatyZaZezwolenia?${q}`, token);
    // this year's fees have their card
    expect(karty.map((k) => k.rok)).toContain(Math.max(...lataOplat));
    for (const karta of karty) {
      const oplaty = await ok<OplatyZaZezwolenia>(
        `/alkohole/dajOplatyZaZezwolenia?${q}&rok=${karta.rok}`,
        token,
      );
      const raty = await ratyKarty(q, token, karta.idKartyNaleznosci);
      const pozostalo = oplaty.naleznosciPozostaleDoSplaty.reduce(
        (s, n) => s + grosze(n.sumaNiesplaconychNaleznosci),
        0,
      );
      expect(
        raty.filter((r) => !r.czySplacona).reduce((s, r) => s + grosze(r.kwotaGlowna), 0),
        `${karta.symbolKarty}: still to pay`,
      ).toBe(pozostalo);
      const naliczono = oplaty.naleznosciZaZezwolenie.reduce(
        (s, n) =>
          s +
          [
            n.kwotaRaty1,
            n.kwotaRaty2,
            n.kwotaRaty3,
            n.dodatkowaOplRata1,
            n.dodatkowaOplRata2,
            n.dodatkowaOplRata3,
            n.dodatkowaOplNieterOsw,
          ].reduce((t, k) => t + grosze(k), 0),
        0,
      );
      expect(
        raty.reduce((s, r) => s + grosze(r.kwotaRaty), 0),
        `${karta.symbolKarty}: the fees due`,
      ).toBe(naliczono);
    }
  });
});

describe('local fees and their dues cards are one set of books', () => {
  it("each agreement's dues of a year are a dues card: the same decision, deadlines and gross amounts", async () => {
    let umow = 0;
    for (const [nazwa, q, token] of podmioty) {
      const karty = (await kartyPodmiotu(q, token)).filter(
        (k) => k.aplikacjaNaleznosci === 'OPLATY_LOKALNE' && !k.symbolKarty.startsWith('ALK/'),
      );
      const lataKart = [...new Set((await kartyPodmiotu(q, token)).map((k) => k.rok))];
      const { lataOplat } = await ok<{ lataOplat: number[] }>(`/dsp/dajLataOplatLokalnych?${q}`, token);
      const dopasowane = new Set<number>();
      for (const rok of lataOplat.filter((r) => lataKart.includes(r))) {
        const { umowy } = await ok<OplatyLokalne>(`/dsp/dajOplatyLokalne?${q}&rok=${rok}`, token);
        for (const decyzja of new Set(umowy.map((u) => u.nrDecyzji))) {
          umow++;
          const dues = umowy.filter((u) => u.nrDecyzji === decyzja);
          const karta = karty.filter((k) => k.rok === rok && k.numerDecyzji === decyzja);
          expect(karta, `${nazwa} ${rok} ${decyzja}: one dues card`).toHaveLength(1);
          dopasowane.add(karta[0]!.idKartyNaleznosci);
          const raty = await ratyKarty(q, token, karta[0]!.idKartyNaleznosci);
          expect(
            raty.map((r) => [r.terminPlatnosci, grosze(r.kwotaRaty)]),
            `${nazwa} ${rok} ${decyzja}: the dues' deadlines and gross amounts`,
          ).toEqual(
            dues
              .map((u) => [u.terminPlatnosci, grosze(u.kwotaBrutto)])
              .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
          );
        }
      }
      // and no local fee card of those years without its agreement
      expect(
        karty.filter((k) => !dopasowane.has(k.idKartyNaleznosci)).map((k) => k.symbolKarty),
        nazwa,
      ).toEqual([]);
    }
    expect(umow).toBeGreaterThan(4);
  });
});

describe('online payments, booked payments and instalments are one set of books', () => {
  it('a posted online payment is once in the history, once among booked payments and its instalments are paid', async () => {
    let zaksiegowanych = 0;
    for (const [nazwa, q, token] of podmioty) {
      const karty = await kartyPodmiotu(q, token);
      const { platnosci } = await ok<{ platnosci: Platnosc[] }>(
        `/platnosci/dajHistoriePlatnosci?${q}`,
        token,
      );
      expect(new Set(platnosci.map((p) => p.idTransakcji)).size, `${nazwa}: each transfer once`).toBe(
        platnosci.length,
      );
      // the online payments each card has booked, to be matched one by one with the history
      const internetowe = new Map<number, Wplata[]>();
      for (const karta of karty) {
        const { wplaty } = await ok<{ wplaty: Wplata[] }>(
          `/naleznosci/dajHistorieZaksiegowanychWplat?${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
          token,
        );
        internetowe.set(
          karta.idKartyNaleznosci,
          wplaty.filter((w) => w.typ === 'Płatność internetowa'),
        );
      }
      for (const p of platnosci.filter((x) => x.opisPlatnosci.status === 'ZAKSIEGOWANA')) {
        zaksiegowanych++;
        const karta = karty.find((k) => p.tytul.includes(k.symbolKarty));
        expect(karta, `${nazwa} ${p.tytul}: its card`).toBeDefined();
        expect(
          zdejmij(internetowe.get(karta!.idKartyNaleznosci)!, (w) => grosze(w.suma) === grosze(p.kwota)),
          `${nazwa} ${p.tytul} (${p.kwota} zł): one booked payment of the same amount`,
        ).toBe(true);
        const raty = await ratyKarty(q, token, karta!.idKartyNaleznosci);
        for (const r of p.raty) {
          const etykiety = r.opisNrRaty.split(',');
          const rata = raty.find(
            (x) =>
              x.terminPlatnosci === r.terminPlatnosci &&
              etykiety.every((e) => x.raty.some((y) => y.nrRaty === e)),
          );
          expect(rata?.czySplacona, `${nazwa} ${p.tytul} ${r.opisNrRaty}: paid on the card`).toBe(true);
        }
      }
      // and no online payment booked on a card without its posted transfer
      expect(
        [...internetowe.values()].flat().map((w) => `${w.dataOperacji} ${w.suma}`),
        `${nazwa}: booked online payments without a posted transfer`,
      ).toEqual([]);
    }
    expect(zaksiegowanych).toBeGreaterThan(1);
  });
});

describe("a subject's places have one address each", () => {
  /** The correspondence address as one line, the way the places are written. */
  const adresKorespondencyjny = (d: DaneKorespondencyjne) =>
    `ul. ${d.ulica} ${d.nrDomu}${d.nrLokalu ? ` m. ${d.nrLokalu}` : ''}, ${d.kodPocztowy} ${d.miejscowosc}`;
  const POSTCODE = /, \d\d-\d\d\d \S/;

  it('every place a service names is one of the addresses the office has for that subject', async () => {
    let miejsc = 0;
    for (const [nazwa, q, token] of podmioty) {
      const { daneKorespondencyjne: dane } = await ok<{ daneKorespondencyjne: DaneKorespondencyjne }>(
        `/woda/daneKorespondencyjne?${q}`,
        token,
      );
      const { punktyOdbioru } = await ok<{ punktyOdbioru: PunktOdbioru[] }>(
        `/woda/dajPunktyOdbioru?${q}`,
        token,
      );
      // the subject's addresses: where it is written to, and the places its water is supplied to
      const adresy = new Set([
        ...(dane.ulica ? [adresKorespondencyjny(dane)] : []),
        ...punktyOdbioru.map((p) => p.adresPunktuOdbioru),
      ]);
      const sprawdz = (adres: string, gdzie: string) => {
        miejsc++;
        expect(adres, `${nazwa}, ${gdzie}: the office's postcode and town`).toMatch(POSTCODE);
        expect(
          [...adresy].some((a) => adres === a || adres.endsWith(`, ${a}`) || adres.endsWith(`– ${a}`)),
          `${nazwa}, ${gdzie}: "${adres}" is one of ${JSON.stringify([...adresy])}`,
        ).toBe(true);
      };
      for (const a of punktyOdbioru) expect(a.adresPunktuOdbioru).toMatch(POSTCODE);

      const odpady = await ok<ParametryOplat>(`/smieci/dajParametryOplatZaOdpady?${q}`, token);
      for (const p of [...odpady.parametryOplatAktualne, ...odpady.parametryOplatArchiwalne])
        sprawdz(p.punktOdbioru, 'waste collection point');

      // alcohol permits are an institution's (spec 02 §6)
      if (q.startsWith('nip=')) {
        const alkohole = await ok<OplatyZaZezwolenia>(`/alkohole/dajOplatyZaZezwolenia?${q}`, token);
        for (const z of alkohole.zezwolenia)
          sprawdz(z.nazwaPunktuZezwolenia, `permit ${z.pelnyNrZezwolenia}`);
      }

      // premises the subject rents (a lease named with a street number) are its place too
      const { lataOplat } = await ok<{ lataOplat: number[] }>(`/dsp/dajLataOplatLokalnych?${q}`, token);
      for (const rok of lataOplat) {
        const { umowy } = await ok<OplatyLokalne>(`/dsp/dajOplatyLokalne?${q}&rok=${rok}`, token);
        for (const u of umowy.filter((x) => /^Najem lokalu/.test(x.nazwaOplaty)))
          sprawdz(u.nazwaOplaty, `lease ${u.nrDecyzji}`);
      }

      // the subject among the co-obligors of its own cards lives at its own address
      for (const karta of await kartyPodmiotu(q, token)) {
        const { wspolzobowiazani } = await ok<{ wspolzobowiazani: Wspolzobowiazany[] }>(
          `/naleznosci/dajWspolzobowiazanych?${q}&idKartyNaleznosci=${karta.idKartyNaleznosci}`,
          token,
        );
        for (const w of wspolzobowiazani) {
          expect(w.adresUdzialowca, `${nazwa} ${karta.symbolKarty}: ${w.nazwaUdzialowca}`).toMatch(POSTCODE);
          if (w.nazwaUdzialowca === nazwa) sprawdz(w.adresUdzialowca, `co-obligor on ${karta.symbolKarty}`);
        }
      }
    }
    expect(miejsc).toBeGreaterThan(15);
  });
});
