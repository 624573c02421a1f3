/**
 * Demo dues (issue 16): cards of every kind for the demo subjects, on the real Polish schedules (DESIGN.md §7):
 * property and agricultural tax of persons in four instalments (15 Mar, 15 May, 15 Sep, 15 Nov; up to 100 zł
 * at once by 15 Mar), of legal persons monthly by the 15th; transport tax 15 Feb and 15 Sep; the dog fee at once
 * by 15 Mar; the waste fee quarterly; water: one card a collection point and year, its invoices the instalments
 * (woda.ts); alcohol permit fees 31 Jan, 31 May, 30 Sep. This year's instalments are paid when their due date
 * is more than three weeks before the seeding day; last year's cards hold the cases: reminders (16 zł), a
 * payment summons, an enforcement title, a payment ordered with a provider, a cancelled instalment, arrears
 * (a water instalment is paid when its invoice is, woda.ts). Booked payments and recovery elements are derived
 * from the instalments, so they add up with them. Which account shows which case: README "Demo accounts".
 */
import { nrbCheckDigits } from '../../src/core/rules/fields.ts';
import type { Aplikacja } from '../../src/core/api/naleznosci.ts';
import type { Db } from '../../server/db.ts';
import { dzisUrzedu } from '../../server/dzien-urzedu.ts';
import { dniMiedzy, KOSZT_UPOMNIENIA, oplataProlongacyjna } from '../../server/odsetki.ts';
import { pozycjeFaktury } from '../../server/woda-taryfa.ts';
import { BANK_GMINY, NAZWA_GMINY, PREFIKS_RACHUNKOW } from './powloka.ts';
import { MIEJSCA } from './adresy.ts';
import { seedPlatnosci, zleceniaDemo } from './platnosci.ts';
import { generujWymiary, type WymiarDemo } from './podatki.ts';
import { generujWode } from './woda.ts';
import { generujUmowy, generujZezwolenia } from './oplaty-i-zwroty.ts';
import type { ZestawDemo } from './index.ts';

// routes/platnosci.ts still takes the office's day from here until its rewrite; its home is dzien-urzedu.ts
export { dzisUrzedu };

/** The individual account of a card: the gmina's bank and prefix, the card's number in the tail. */
export function numerKontaKarty(id: number): string {
  const bban = BANK_GMINY + PREFIKS_RACHUNKOW + String(id).padStart(8, '0');
  return nrbCheckDigits(bban)! + bban;
}

type Stan = 'auto' | 'splacona' | 'niesplacona' | 'anulowana';
interface RataDef {
  termin: string;
  nr: string;
  /** Fees of the collective instalment: [kind of fee, amount]. */
  oplaty: [string, number][];
  stan?: Stan;
  /** Part of the principal already paid (an unpaid instalment paid in part). */
  wplacono?: number;
  flagi?: ('U' | 'W' | 'R' | 'O' | 'T')[];
  /** A deferred or rescheduled deadline (flags O, R). */
  nowyTermin?: string;
  zlecono?: 'kir' | 'p24';
}
interface KartaDef {
  podmiot: { pesel: string } | { nip: string };
  platnik: string;
  rok: number;
  aplikacja: Aplikacja;
  symbol: string;
  decyzja?: string;
  raty: RataDef[];
  wspolzobowiazani?: [nazwa: string, udzial: string, forma: string, adres: string][];
}

const RZYMSKIE = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
const d = (y: number, m: number, dd: number) =>
  `${y}-${String(m).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
const grosze = (n: number) => Math.round(n * 100);
const zl = (g: number) => g / 100;

/** Splits a yearly amount into `n` instalments in whole grosze, the remainder in the first. */
function podziel(kwota: number, n: number): number[] {
  const czesc = Math.floor(grosze(kwota) / n);
  return Array.from({ length: n }, (_, i) => zl(i === 0 ? grosze(kwota) - czesc * (n - 1) : czesc));
}

/** Instalments of several fees on one schedule: each due date one collective instalment. */
function harmonogram(terminy: string[], oplaty: [string, number][], nry = RZYMSKIE): RataDef[] {
  const podzielone = oplaty.map(([rodzaj, kwota]) => [rodzaj, podziel(kwota, terminy.length)] as const);
  return terminy.map((termin, i) => ({
    termin,
    nr: terminy.length === 1 ? 'CALOSC' : nry[i]!,
    oplaty: podzielone.map(([rodzaj, kwoty]) => [rodzaj, kwoty[i]!]),
  }));
}

const ruchomosci = (y: number) => [d(y, 3, 15), d(y, 5, 15), d(y, 9, 15), d(y, 11, 15)];
const miesiace = (y: number) => Array.from({ length: 12 }, (_, i) => d(y, i + 1, 15));

const NIERUCHOMOSCI = 'Podatek od nieruchomości';
const ROLNY = 'Podatek rolny';
const LESNY = 'Podatek leśny';
const TRANSPORT = 'Podatek od środków transportowych';
const PSY = 'Opłata od posiadania psów';
const ODPADY = 'Opłata za gospodarowanie odpadami komunalnymi';
const WODA = 'Dostawa wody';
const SCIEKI = 'Odprowadzanie ścieków';
const ALKOHOL = 'Opłata za korzystanie z zezwoleń na sprzedaż napojów alkoholowych';

const zmien = (raty: RataDef[], i: number, zmiana: Partial<RataDef>) =>
  raty.map((r, j) => (j === i ? { ...r, ...zmiana } : r));

/**
 * The property/agricultural/forest tax card of a subject's year, derived from that year's assessment (every
 * decision and declaration of the year added up): the decision is the year's last one (none for a
 * declaration); a person pays in four instalments, or at once by 15 March up to 100 zł; a legal person
 * monthly by the 15th. Each tax is split so the instalments add up exactly to it, the grosze on the first.
 */
function kartaPodatku(
  wymiary: readonly WymiarDemo[],
  podmiot: { pesel: string } | { nip: string },
  rok: number,
): { decyzja?: string; raty: RataDef[] } {
  const id = 'pesel' in podmiot ? podmiot.pesel : podmiot.nip;
  const roku = wymiary
    .filter((w) => w.podmiot === id && w.rokPodatkowy === rok)
    .sort((a, b) => a.dataWymiaru.localeCompare(b.dataWymiaru));
  const razem = (pole: 'podatekOdNieruchomosci' | 'podatekRolny' | 'podatekLesny') =>
    zl(roku.reduce((s, w) => s + grosze(w[pole]), 0));
  const oplaty = (
    [
      [NIERUCHOMOSCI, razem('podatekOdNieruchomosci')],
      [ROLNY, razem('podatekRolny')],
      [LESNY, razem('podatekLesny')],
    ] as [string, number][]
  ).filter(([, k]) => k > 0);
  const suma = zl(oplaty.reduce((s, [, k]) => s + grosze(k), 0));
  if (suma <= 0) throw new Error(`demo dues: no tax assessed for ${id} in ${rok}`);
  const terminy = 'nip' in podmiot ? miesiace(rok) : suma <= 100 ? [d(rok, 3, 15)] : ruchomosci(rok);
  const decyzja = roku.filter((w) => w.nrDecyzji !== null).at(-1)?.nrDecyzji ?? undefined;
  return { ...(decyzja ? { decyzja } : {}), raty: harmonogram(terminy, oplaty) };
}

/**
 * This year's alcohol permit fees of the flower shop as its dues card (service 33 is the register): each of the
 * three instalments is the permits' instalments with their extra fees; paid when every permit's instalment is,
 * else the part paid recorded.
 */
function ratyZezwolen(dzis: string): RataDef[] {
  const [y, m, dd] = dzis.split('-').map(Number);
  const { naleznosci, wplaty } = generujZezwolenia({ y: y!, m: m!, d: dd! });
  const terminy = [d(y!, 1, 31), d(y!, 5, 31), d(y!, 9, 30)];
  const roku = naleznosci.filter((n) => n.rok === y);
  return terminy.map((termin, i) => {
    const nr = (i + 1) as 1 | 2 | 3;
    let naliczono = 0;
    let zaplacono = 0;
    for (const n of roku) {
      const kwota = grosze(n.raty[i]!) + grosze(n.dodatkowe[i]!) + (i === 0 ? grosze(n.nieterOsw) : 0);
      naliczono += kwota;
      const oplacona = wplaty.some(
        (w) =>
          w.nr === n.nr && w.rok === y && !w.anulowana && (w.raty === 'wszystkie' || w.raty.includes(nr)),
      );
      if (oplacona) zaplacono += kwota;
    }
    const stan: Stan = zaplacono === naliczono ? 'splacona' : 'niesplacona';
    return {
      termin,
      nr: RZYMSKIE[i]!,
      oplaty: [[ALKOHOL, zl(naliczono)]],
      stan,
      ...(stan === 'niesplacona' && zaplacono > 0 ? { wplacono: zl(zaplacono) } : {}),
    };
  });
}

/**
 * The local fee cards: one an agreement (service 32 is the register) and year, each due of the agreement an
 * instalment of its gross amount on its deadline, under the agreement's decision.
 */
function kartyUmow(dzis: string, lata: number[]): KartaDef[] {
  const [y, m, dd] = dzis.split('-').map(Number);
  const karty: KartaDef[] = [];
  for (const umowa of generujUmowy({ y: y!, m: m!, d: dd! }))
    for (const rok of lata) {
      const raty = umowa.raty.filter((r) => r.rok === rok);
      if (raty.length === 0) continue;
      karty.push({
        podmiot: /^\d{11}$/.test(umowa.podmiot) ? { pesel: umowa.podmiot } : { nip: umowa.podmiot },
        platnik: PLATNICY[umowa.podmiot]!,
        rok,
        aplikacja: 'OPLATY_LOKALNE',
        symbol: `OL/${rok}/${umowa.nrKarty.slice(-4)}`,
        decyzja: umowa.nrDecyzji,
        raty: raty.map((r) => ({
          termin: r.termin,
          nr: raty.length === 1 ? 'CALOSC' : RZYMSKIE[r.nrRaty - 1]!,
          oplaty: [[umowa.nazwaOplaty, zl(grosze(r.netto) + grosze(r.vat))]],
        })),
      });
    }
  return karty;
}

/** The payers of the demo subjects, by PESEL or NIP. */
const PLATNICY: Record<string, string> = {
  '85010112352': 'Jan Kowalski',
  '78031545683': 'Anna Nowak',
  '7741001232': 'Kwiaciarnia „Pod Lipą” Anna Nowak',
  '5252525259': `Spółdzielnia Mieszkaniowa „${NAZWA_GMINY}”`,
  '71120156737': 'Marek Kamiński',
  '93042867845': 'Katarzyna Zając',
  '90112045628': 'Ewa Wójcik',
};
/** The water card numbers of the collection points (by the point's id); others follow from the id. */
const KARTY_WODY: Record<number, number> = { 101: 871, 105: 15, 106: 16 };

/**
 * The water and sewage cards, one a collection point and year: each invoice of the year (water service) is an
 * instalment of its gross amount, due 14 days after the invoice; paid when the invoice is, an older unpaid one
 * under a payment summons. The subscription is part of the water supply fee.
 */
function kartyWody(dzis: string, lata: number[]): KartaDef[] {
  const [y, m, dd] = dzis.split('-').map(Number);
  const woda = generujWode({ y: y!, m: m!, d: dd! });
  const najnowsza = (idPunktu: number) => woda.faktury.filter((f) => f.idPunktu === idPunktu).at(-1)!.id;
  const karty: KartaDef[] = [];
  for (const punkt of woda.punkty)
    for (const rok of lata) {
      const faktury = woda.faktury.filter(
        (f) => f.idPunktu === punkt.id && f.dataWystawienia.startsWith(`${rok}-`),
      );
      if (faktury.length === 0) continue;
      const nrKarty = KARTY_WODY[punkt.id] ?? punkt.id * 10;
      karty.push({
        podmiot: /^\d{11}$/.test(punkt.podmiot) ? { pesel: punkt.podmiot } : { nip: punkt.podmiot },
        platnik: PLATNICY[punkt.podmiot]!,
        rok,
        aplikacja: 'WODA_SCIEKI',
        symbol: `WS/${rok}/${String(nrKarty).padStart(6, '0')}`,
        raty: faktury.map((f, i) => {
          const pozycje = pozycjeFaktury(f.zuzycie, Number(f.dataWystawienia.slice(0, 4)), f.dotyczy).pozycje;
          const scieki = pozycje.find((x) => x.nazwa === 'Odprowadzanie ścieków')?.brutto ?? 0;
          const termin = new Date(`${f.dataWystawienia}T12:00:00Z`);
          termin.setUTCDate(termin.getUTCDate() + 14);
          const oplaty: [string, number][] = [[WODA, zl(grosze(f.kwotaBrutto) - grosze(scieki))]];
          if (scieki > 0) oplaty.push([SCIEKI, scieki]);
          const zaplacona = f.dataZaplaty !== null;
          return {
            termin: termin.toISOString().slice(0, 10),
            nr: RZYMSKIE[i]!,
            oplaty,
            stan: zaplacona ? 'splacona' : 'niesplacona',
            flagi: !zaplacona && f.id !== najnowsza(punkt.id) ? ['W'] : [],
          } satisfies RataDef;
        }),
      });
    }
  return karty;
}

/** The cards of the demo subjects as of `dzis` (yyyy-MM-dd). */
export function kartyDemo(dzis: string): KartaDef[] {
  const y = Number(dzis.slice(0, 4));
  const p = y - 1;
  const adres = MIEJSCA.domJana;
  const jan = { pesel: '85010112352' };
  const anna = { pesel: '78031545683' };
  const kwiaciarnia = { nip: '7741001232' };
  const spoldzielnia = { nip: '5252525259' };
  const [, m, dd] = dzis.split('-').map(Number);
  const wymiary = generujWymiary({ y, m: m!, d: dd! });
  const podatek = (podmiot: { pesel: string } | { nip: string }, rok: number) =>
    kartaPodatku(wymiary, podmiot, rok);
  const wPlus = (dni: number) => {
    const t = new Date(`${dzis}T12:00:00Z`);
    t.setUTCDate(t.getUTCDate() + dni);
    return t.toISOString().slice(0, 10);
  };
  const karty: KartaDef[] = [
    {
      podmiot: jan,
      platnik: 'Jan Kowalski',
      rok: y,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PN/${y}/000412`,
      ...podatek(jan, y),
      wspolzobowiazani: [
        ['Jan Kowalski', '1/2', 'współwłasność łączna małżeńska', adres],
        ['Maria Kowalska', '1/2', 'współwłasność łączna małżeńska', adres],
      ],
    },
    {
      podmiot: jan,
      platnik: 'Jan Kowalski',
      rok: p,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PN/${p}/000398`,
      ...podatek(jan, p),
      raty: (() => {
        let r = podatek(jan, p).raty;
        r = zmien(r, 0, { stan: 'splacona' });
        r = zmien(r, 1, { stan: 'niesplacona', flagi: ['U'] });
        r = zmien(r, 2, { stan: 'niesplacona', flagi: ['U'], wplacono: 50 });
        return zmien(r, 3, { stan: 'niesplacona', flagi: ['U', 'T'] });
      })(),
      wspolzobowiazani: [
        ['Jan Kowalski', '1/2', 'współwłasność łączna małżeńska', adres],
        ['Maria Kowalska', '1/2', 'współwłasność łączna małżeńska', adres],
      ],
    },
    {
      podmiot: jan,
      platnik: 'Jan Kowalski',
      rok: y,
      aplikacja: 'SRODKI_TRANSPORTU',
      symbol: `ST/${y}/000057`,
      decyzja: `FN.3123.57.${y}`,
      raty: harmonogram([d(y, 2, 15), d(y, 9, 15)], [[TRANSPORT, 2880]]),
    },
    {
      podmiot: jan,
      platnik: 'Jan Kowalski',
      rok: y,
      aplikacja: 'OPLATY_PSY',
      symbol: `PS/${y}/000233`,
      raty: harmonogram([d(y, 3, 15)], [[PSY, 120]]),
    },
    {
      podmiot: jan,
      platnik: 'Jan Kowalski',
      rok: y,
      aplikacja: 'ODPADY',
      symbol: `OD/${y}/001187`,
      raty: harmonogram(ruchomosci(y), [[ODPADY, 1296]]),
    },
    {
      podmiot: jan,
      platnik: 'Jan Kowalski',
      rok: p,
      aplikacja: 'ODPADY',
      symbol: `OD/${p}/001187`,
      raty: zmien(
        harmonogram(ruchomosci(p), [[ODPADY, 1224]]).map((r) => ({ ...r, stan: 'splacona' })),
        3,
        { stan: 'niesplacona', zlecono: 'p24' },
      ),
    },
    {
      podmiot: anna,
      platnik: 'Anna Nowak',
      rok: y,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PN/${y}/000128`,
      ...podatek(anna, y),
      raty: (() => {
        let r = podatek(anna, y).raty;
        r = zmien(r, 0, { stan: 'splacona' });
        r = zmien(r, 1, { stan: 'splacona' });
        r = zmien(r, 2, { stan: 'niesplacona', flagi: ['O'], nowyTermin: wPlus(40) });
        return zmien(r, 3, { stan: 'niesplacona', flagi: ['R'], nowyTermin: wPlus(70) });
      })(),
    },
    {
      podmiot: anna,
      platnik: 'Anna Nowak',
      rok: p,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PN/${p}/000121`,
      ...podatek(anna, p),
      raty: podatek(anna, p).raty.map((r) => ({ ...r, stan: 'splacona' })),
    },
    {
      podmiot: anna,
      platnik: 'Anna Nowak',
      rok: y,
      aplikacja: 'OPLATY_PSY',
      symbol: `PS/${y}/000087`,
      raty: [{ ...harmonogram([d(y, 3, 15)], [[PSY, 240]])[0]!, stan: 'niesplacona', flagi: ['U'] }],
    },
    {
      podmiot: anna,
      platnik: 'Anna Nowak',
      rok: y,
      aplikacja: 'ODPADY',
      symbol: `OD/${y}/000544`,
      raty: harmonogram(ruchomosci(y), [[ODPADY, 864]]),
    },
    {
      podmiot: kwiaciarnia,
      platnik: 'Kwiaciarnia „Pod Lipą” Anna Nowak',
      rok: y,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PNI/${y}/000031`,
      ...podatek(kwiaciarnia, y),
    },
    {
      podmiot: kwiaciarnia,
      platnik: 'Kwiaciarnia „Pod Lipą” Anna Nowak',
      rok: p,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PNI/${p}/000031`,
      ...podatek(kwiaciarnia, p),
      raty: podatek(kwiaciarnia, p).raty.map((r) => ({ ...r, stan: 'splacona' })),
    },
    {
      podmiot: kwiaciarnia,
      platnik: 'Kwiaciarnia „Pod Lipą” Anna Nowak',
      rok: y,
      aplikacja: 'OPLATY_LOKALNE',
      symbol: `ALK/${y}/0014`,
      decyzja: `SA.7340.14.${y}`,
      raty: ratyZezwolen(dzis),
    },
    {
      podmiot: spoldzielnia,
      platnik: `Spółdzielnia Mieszkaniowa „${NAZWA_GMINY}”`,
      rok: y,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PNI/${y}/000009`,
      ...podatek(spoldzielnia, y),
    },
    {
      podmiot: spoldzielnia,
      platnik: `Spółdzielnia Mieszkaniowa „${NAZWA_GMINY}”`,
      rok: p,
      aplikacja: 'PODATKI_GMINNE',
      symbol: `PNI/${p}/000009`,
      ...podatek(spoldzielnia, p),
      raty: (() => {
        const r: RataDef[] = podatek(spoldzielnia, p).raty.map((x) => ({ ...x, stan: 'splacona' }));
        // June's instalment was first issued twice: the duplicate cancelled, not part of the year's tax
        const anulowana: RataDef = { ...r[5]!, stan: 'anulowana', nr: 'ANULOWANA' };
        const z = zmien(r, 11, { stan: 'niesplacona', nr: 'ZALEGLOSC', flagi: ['W'] });
        return [...z.slice(0, 6), anulowana, ...z.slice(6)];
      })(),
    },
  ];
  karty.push(...kartyWody(dzis, [y, p]), ...kartyUmow(dzis, [y, p]));
  // the other demo accounts: the whole-year tax of a flat (up to 100 zł) at once by 15 March, last year's paid
  const drobne: [string, string, Stan][] = [
    ['71120156737', 'Marek Kamiński', 'auto'],
    ['93042867845', 'Katarzyna Zając', 'niesplacona'],
    ['82090908716', 'Tomasz Lewandowski', 'auto'],
    ['90112045628', 'Ewa Wójcik', 'auto'],
    ['66071234573', 'Piotr Wiśniewski', 'auto'],
  ];
  for (const [i, [pesel, platnik, stan]] of drobne.entries())
    for (const [rok, stanRoku] of [
      [p, 'splacona'],
      [y, stan],
    ] as const) {
      const karta = podatek({ pesel }, rok);
      karty.push({
        podmiot: { pesel },
        platnik,
        rok,
        aplikacja: 'PODATKI_GMINNE',
        symbol: `PN/${rok}/00${700 + i}`,
        ...karta,
        raty: karta.raty.map((r) => ({ ...r, stan: stanRoku })),
      });
    }
  // anna.nowak's waste fee of last year (her flat's parameters go back two years, oplaty-i-zwroty.ts): the last
  // two instalments unpaid under a reminder — the arrears the overview of everything owed shows as overdue and
  // the basket journey pays with this year's water instalment (e2e/zobowiazania.spec.ts: cards no other journey
  // pays). Last in the list, so the ids of every other card and instalment stay as they were.
  karty.push({
    podmiot: anna,
    platnik: 'Anna Nowak',
    rok: p,
    aplikacja: 'ODPADY',
    symbol: `OD/${p}/000544`,
    raty: harmonogram(ruchomosci(p), [[ODPADY, 864]]).map((r, i) => ({
      ...r,
      ...(i < 2 ? { stan: 'splacona' as const } : { stan: 'niesplacona' as const, flagi: ['U' as const] }),
    })),
  });
  return karty;
}

export interface WierszeNaleznosci {
  karty: unknown[][];
  ratyZbiorcze: unknown[][];
  raty: unknown[][];
  wplaty: unknown[][];
  dochodzenie: unknown[][];
  wspolzobowiazani: unknown[][];
}

const PLATNE_PO = 21;

/** Table rows of the demo dues as of `dzis`, ids from 1 in each table. */
export function generujNaleznosci(dzis: string): WierszeNaleznosci {
  const w: WierszeNaleznosci = {
    karty: [],
    ratyZbiorcze: [],
    raty: [],
    wplaty: [],
    dochodzenie: [],
    wspolzobowiazani: [],
  };
  // instalments a posted demo transfer paid: written unpaid, the transfer's posting pays them (seedPlatnosci)
  const placoneOnline = new Set(
    zleceniaDemo(dzis)
      .filter((z) => z.status === 'ZAKSIEGOWANA')
      .map((z) => `${z.symbol}:${z.nr}`),
  );
  for (const [k, karta] of kartyDemo(dzis).entries()) {
    const id = k + 1;
    const instytucja = 'nip' in karta.podmiot;
    w.karty.push([
      id,
      instytucja,
      'pesel' in karta.podmiot ? karta.podmiot.pesel : null,
      'nip' in karta.podmiot ? karta.podmiot.nip : null,
      karta.rok,
      karta.aplikacja,
      karta.symbol,
      numerKontaKarty(id),
      karta.platnik,
      karta.decyzja ?? null,
    ]);
    for (const [nazwa, udzial, forma, adres] of karta.wspolzobowiazani ?? [])
      w.wspolzobowiazani.push([w.wspolzobowiazani.length + 1, id, karta.symbol, nazwa, udzial, forma, adres]);
    for (const r of karta.raty) {
      const rid = w.ratyZbiorcze.length + 1;
      const kwota = zl(r.oplaty.reduce((s, [, k]) => s + grosze(k), 0));
      const stan: Stan = placoneOnline.has(`${karta.symbol}:${r.nr}`)
        ? 'niesplacona'
        : r.stan && r.stan !== 'auto'
          ? r.stan
          : dniMiedzy(r.termin, dzis) > PLATNE_PO
            ? 'splacona'
            : 'niesplacona';
      const flagi = new Set(r.flagi ?? []);
      const glowna = stan === 'niesplacona' ? zl(grosze(kwota) - grosze(r.wplacono ?? 0)) : 0;
      const koszty = flagi.has('U') ? KOSZT_UPOMNIENIA : 0;
      const prolongacyjna = r.nowyTermin ? oplataProlongacyjna(glowna, r.termin, r.nowyTermin) : 0;
      w.ratyZbiorcze.push([
        rid,
        id,
        r.termin,
        r.nowyTermin ?? null,
        kwota,
        glowna,
        koszty,
        prolongacyjna,
        stan !== 'niesplacona',
        flagi.has('U'),
        flagi.has('W'),
        flagi.has('R'),
        flagi.has('O'),
        flagi.has('T'),
        r.zlecono === 'kir',
        r.zlecono === 'p24',
      ]);
      for (const [rodzaj, k] of r.oplaty) w.raty.push([w.raty.length + 1, rid, r.nr, rodzaj, k]);
      const nr = r.nr === 'CALOSC' ? 'całość' : r.nr === 'ZALEGLOSC' ? 'zaległość' : `rata ${r.nr}`;
      // what was paid: the whole instalment a few days before its due date, or the part paid of an unpaid one
      const zaplacono = stan === 'splacona' ? kwota : (r.wplacono ?? 0);
      if (zaplacono > 0) {
        const data = new Date(`${r.termin}T12:00:00Z`);
        data.setUTCDate(data.getUTCDate() - (stan === 'splacona' ? 3 : -20));
        w.wplaty.push([
          w.wplaty.length + 1,
          id,
          `Wpłata – ${nr} ${karta.rok}`,
          data.toISOString().slice(0, 10),
          stan === 'splacona' ? 'Przelew' : 'Wpłata częściowa',
          zaplacono,
          0,
          0,
          0,
        ]);
      }
      // what the recovery did about an unpaid instalment: reminder, payment summons, enforcement title
      const kroki: [string, string, number, string][] = [];
      if (flagi.has('U')) kroki.push(['Upomnienie', 'Upomnienie', 14, 'U']);
      if (flagi.has('W')) kroki.push(['Wezwanie do zapłaty', 'Wezwanie do zapłaty', 14, 'W']);
      if (flagi.has('T')) kroki.push(['Tytuł wykonawczy', 'Tytuł wykonawczy', 60, 'T']);
      for (const [opis, typ, poDniach, litera] of kroki) {
        const data = new Date(`${r.termin}T12:00:00Z`);
        data.setUTCDate(data.getUTCDate() + poDniach);
        const koszt = litera === 'U' ? KOSZT_UPOMNIENIA : 0;
        w.dochodzenie.push([
          w.dochodzenie.length + 1,
          id,
          `${opis} nr ${karta.symbol}/${litera}${w.dochodzenie.length + 1} – ${nr}`,
          data.toISOString().slice(0, 10),
          typ,
          zl(grosze(glowna) + grosze(koszt)),
          glowna,
          zl(grosze(glowna) + grosze(koszt)),
        ]);
      }
    }
  }
  return w;
}

async function wstaw(db: Db, tabela: string, kolumny: string[], wiersze: unknown[][]) {
  for (let i = 0; i < wiersze.length; i += 200) {
    const czesc = wiersze.slice(i, i + 200);
    const miejsca = czesc
      .map((_, r) => `(${kolumny.map((_, c) => `$${r * kolumny.length + c + 1}`).join(', ')})`)
      .join(', ');
    await db.query(`INSERT INTO ${tabela} (${kolumny.join(', ')}) VALUES ${miejsca}`, czesc.flat());
  }
}

export async function seedNaleznosci(db: Db, dzis = dzisUrzedu()): Promise<void> {
  const w = generujNaleznosci(dzis);
  // payments hold references to the instalments: they go first (a new set of dues starts with no payments)
  await db.exec(`DELETE FROM platnosci_powiadomienia; DELETE FROM platnosci_blokady;
    DELETE FROM platnosci_przelewy_raty; DELETE FROM platnosci_przelewy;
    DELETE FROM naleznosci_wspolzobowiazani; DELETE FROM naleznosci_dochodzenie;
    DELETE FROM naleznosci_wplaty; DELETE FROM naleznosci_raty; DELETE FROM naleznosci_raty_zbiorcze;
    DELETE FROM naleznosci_karty;`);
  await wstaw(
    db,
    'naleznosci_karty',
    [
      'id',
      'czy_instytucja',
      'pesel',
      'nip',
      'rok',
      'aplikacja',
      'symbol_karty',
      'numer_konta',
      'nazwa_platnika',
      'numer_decyzji',
    ],
    w.karty,
  );
  await wstaw(
    db,
    'naleznosci_raty_zbiorcze',
    [
      'id',
      'karta_id',
      'termin_platnosci',
      'termin_odroczony',
      'kwota_raty',
      'kwota_glowna',
      'koszty_egzekucji',
      'oplata_prolongacyjna',
      'czy_splacona',
      'jest_upomnienie',
      'jest_wezwanie',
      'jest_rozlozenie_na_raty',
      'jest_odroczenie_terminu',
      'jest_tytul_wykonawczy',
      'zlecono_platnosc_kir',
      'zlecono_platnosc_p24',
    ],
    w.ratyZbiorcze,
  );
  await wstaw(db, 'naleznosci_raty', ['id', 'rata_zbiorcza_id', 'nr_raty', 'rodzaj_oplaty', 'kwota'], w.raty);
  await wstaw(
    db,
    'naleznosci_wplaty',
    [
      'id',
      'karta_id',
      'opis',
      'data_operacji',
      'typ',
      'kwota_glowna',
      'koszty_upomnien',
      'odsetki',
      'oplata_prolongacyjna',
    ],
    w.wplaty,
  );
  await wstaw(
    db,
    'naleznosci_dochodzenie',
    ['id', 'karta_id', 'opis', 'data_operacji', 'typ', 'suma', 'kwota_glowna', 'pozostalo_do_splaty'],
    w.dochodzenie,
  );
  await wstaw(
    db,
    'naleznosci_wspolzobowiazani',
    ['id', 'karta_id', 'nr_karty', 'nazwa_udzialowca', 'udzial', 'forma_wladania', 'adres_udzialowca'],
    w.wspolzobowiazani,
  );
  // the online payments of these dues (one demo set: new dues, new payments)
  await seedPlatnosci(db, dzis);
}

/** The demo's data sets of this module (demo/seed/index.ts): after the accounts, whose payments it writes. */
export const zestawy: readonly ZestawDemo[] = [
  { nazwa: 'naleznosci', po: ['konto'], generuj: (db) => seedNaleznosci(db) },
];
