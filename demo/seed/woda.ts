/**
 * Demo water and sewage data of the demo subjects (spec 02 §2, §3; README "Demo accounts"): collection points
 * with agreements, current and archival meters, bimonthly readings with seasonal consumption (a garden in
 * summer, an allotment that is dry in winter), one invoice per reading period, request topics and requests,
 * correspondence data with a report history, meter replacements. Fundacja Zielone Serce has no collection point
 * (the empty case). Pure generation (`generujWode`) is apart from the insert so tests can check the figures;
 * dates are relative to the office's day, so the newest period is always recent.
 */
import { toIsoDate, type DateParts } from '../../src/core/dates.ts';
import type { Db } from '../../server/db.ts';
import { dzienUrzedu } from '../../server/dzien-urzedu.ts';
import { pozycjeFaktury } from '../../server/woda-taryfa.ts';
import { MIEJSCA } from './adresy.ts';
import { between, streamFor, type Random } from './prng.ts';
import type { ZestawDemo } from './index.ts';

interface LicznikWzor {
  numer: string;
  calkowite: number;
  dziesietne: number;
  /** Months before today it was put in (and taken out, for an archival one). */
  montazMiesiecyTemu: number;
  wyjecieMiesiecyTemu?: number;
  /** The reading the current meter shows today (the allotment's dial is near its end: a rollover is close). */
  stanDzis?: number;
  stanPoczatkowy?: number;
}

interface PunktWzor {
  podmiot: string;
  adres: string;
  /** m³ a month in spring and autumn. */
  m3NaMiesiac: number;
  /** Summer factor (a garden); an allotment uses water only April to October. */
  lato: number;
  dzialka?: boolean;
  /** Last year's December invoice is still unpaid (the dues card shows it under a payment summons). */
  zaleglaGrudniowa?: boolean;
  dotyczy: string;
  liczniki: LicznikWzor[];
}

/** The subjects' points. Meter numbers are unique in the gmina (they identify the protocol, service 40). */
export const punktyWzor: PunktWzor[] = [
  {
    podmiot: '85010112352', // Jan Kowalski: a house with a garden, meter replaced
    adres: MIEJSCA.domJana,
    m3NaMiesiac: 9,
    lato: 1.8,
    zaleglaGrudniowa: true,
    dotyczy: 'Woda i ścieki',
    liczniki: [
      { numer: 'ZD-14-58213', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 96, wyjecieMiesiecyTemu: 20 },
      { numer: 'ZD-24-90417', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 20 },
    ],
  },
  {
    podmiot: '78031545683', // Anna Nowak: a flat
    adres: MIEJSCA.mieszkanieAnny,
    m3NaMiesiac: 5,
    lato: 1.05,
    dotyczy: 'Woda i ścieki',
    liczniki: [
      { numer: 'ZD-16-20331', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 70, wyjecieMiesiecyTemu: 30 },
      { numer: 'ZD-23-31872', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 30 },
    ],
  },
  {
    podmiot: '78031545683', // Anna Nowak: an allotment, a four-digit dial close to its end
    adres: MIEJSCA.dzialkaAnny,
    m3NaMiesiac: 4,
    lato: 2,
    dzialka: true,
    dotyczy: 'Woda',
    liczniki: [
      { numer: 'ZD-09-00788', calkowite: 4, dziesietne: 0, montazMiesiecyTemu: 120, stanDzis: 9968 },
    ],
  },
  {
    podmiot: '7741001232', // Kwiaciarnia „Pod Lipą”: a shop, decimals on the dial
    adres: MIEJSCA.kwiaciarnia,
    m3NaMiesiac: 6,
    lato: 1.4,
    dotyczy: 'Woda i ścieki',
    liczniki: [{ numer: 'ZD-21-44120', calkowite: 6, dziesietne: 2, montazMiesiecyTemu: 52 }],
  },
  {
    podmiot: '5252525259', // the housing cooperative: two buildings with main meters
    adres: MIEJSCA.spoldzielniaKwiatowa10,
    m3NaMiesiac: 210,
    lato: 1.1,
    dotyczy: 'Woda i ścieki',
    liczniki: [
      { numer: 'ZD-12-70011', calkowite: 6, dziesietne: 1, montazMiesiecyTemu: 130, wyjecieMiesiecyTemu: 26 },
      { numer: 'ZD-23-80342', calkowite: 6, dziesietne: 1, montazMiesiecyTemu: 26 },
    ],
  },
  {
    podmiot: '5252525259',
    adres: MIEJSCA.spoldzielniaKwiatowa12,
    m3NaMiesiac: 185,
    lato: 1.1,
    dotyczy: 'Woda i ścieki',
    liczniki: [{ numer: 'ZD-19-70012', calkowite: 6, dziesietne: 1, montazMiesiecyTemu: 84 }],
  },
  {
    podmiot: '90112045628', // Ewa Wójcik
    adres: MIEJSCA.domEwy,
    m3NaMiesiac: 6,
    lato: 1.5,
    dotyczy: 'Woda i ścieki',
    liczniki: [{ numer: 'ZD-20-11873', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 66 }],
  },
  {
    podmiot: '71120156737', // Marek Kamiński
    adres: MIEJSCA.domMarka,
    m3NaMiesiac: 8,
    lato: 1.6,
    dotyczy: 'Woda i ścieki',
    liczniki: [{ numer: 'ZD-18-36090', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 90 }],
  },
  {
    podmiot: '93042867845', // Katarzyna Zając
    adres: MIEJSCA.mieszkanieKatarzyny,
    m3NaMiesiac: 3,
    lato: 1,
    dotyczy: 'Woda i ścieki',
    liczniki: [{ numer: 'ZD-22-50614', calkowite: 5, dziesietne: 0, montazMiesiecyTemu: 40 }],
  },
];

/** The office issues invoice PDFs from this many months before today; older invoices were sent on paper. */
export const PDF_OD_MIESIECY = 30;
/** How many years of readings and invoices the demo holds. */
const LAT = 4;

export interface PunktDemo {
  id: number;
  podmiot: string;
  adres: string;
  nrKarty: string;
  numerUmowy: string;
  dataZawarcia: string;
}
export interface LicznikDemo {
  id: number;
  idPunktu: number;
  numer: string;
  calkowite: number;
  dziesietne: number;
  dataMontazu: string;
  dataWyjecia: string | null;
}
export interface OdczytDemo {
  idLicznika: number;
  data: string;
  stan: number;
  zuzycie: number;
}
export interface FakturaDemo {
  id: number;
  idPunktu: number;
  numer: string;
  dotyczy: string;
  dataWystawienia: string;
  dataZaplaty: string | null;
  okresOd: string;
  okresDo: string;
  zuzycie: number;
  kwotaBrutto: number;
  idDokumentuPdf: string | null;
}
export interface WymianaDemo {
  id: number;
  zdjety: number;
  zalozony: number;
  data: string;
  stanZdjetego: number;
  stanZalozonego: number;
  powod: string;
  monter: string;
  nrPlomby: string;
}

const addMonths = (p: DateParts, n: number): DateParts => {
  const m0 = p.y * 12 + (p.m - 1) + n;
  return { y: Math.floor(m0 / 12), m: (m0 % 12) + 1, d: Math.min(p.d, 28) };
};
const addDays = (p: DateParts, n: number): DateParts => {
  const d = new Date(Date.UTC(p.y, p.m - 1, p.d + n));
  return { y: d.getUTCFullYear(), m: d.getUTCMonth() + 1, d: d.getUTCDate() };
};
const before = (a: DateParts, b: DateParts) => toIsoDate(a) < toIsoDate(b);
const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Reading days: the 10th of every even month (bimonthly reading), the newest on or before today. */
export function dniOdczytow(dzis: DateParts): DateParts[] {
  let last: DateParts = { y: dzis.y, m: dzis.m - (dzis.m % 2), d: 10 };
  if (last.m === 0) last = { y: dzis.y - 1, m: 12, d: 10 };
  if (!before(last, addDays(dzis, 1))) last = addMonths(last, -2);
  const dni: DateParts[] = [];
  for (let i = LAT * 6 - 1; i >= 0; i--) dni.push(addMonths(last, -2 * i));
  return dni;
}

/** Consumption of the two months ending on `dzien`: seasonal, with a little noise. */
function zuzycieOkresu(rnd: Random, p: PunktWzor, dzien: DateParts, dziesietne: number): number {
  const miesiace = [addMonths(dzien, -1).m, dzien.m];
  let m3 = 0;
  for (const m of miesiace) {
    if (p.dzialka && (m < 4 || m > 10)) continue;
    const lato = m >= 5 && m <= 8 ? p.lato : 1;
    m3 += p.m3NaMiesiac * lato * between(rnd, 0.85, 1.15);
  }
  // a dial without red digits is read in whole m³
  return round(m3, dziesietne);
}

export interface WodaDemo {
  punkty: PunktDemo[];
  liczniki: LicznikDemo[];
  odczyty: OdczytDemo[];
  faktury: FakturaDemo[];
  wymiany: WymianaDemo[];
}

export function generujWode(dzis: DateParts): WodaDemo {
  const wynik: WodaDemo = { punkty: [], liczniki: [], odczyty: [], faktury: [], wymiany: [] };
  const dni = dniOdczytow(dzis);
  const pdfOd = addMonths(dzis, -PDF_OD_MIESIECY);
  let idLicznika = 0;
  let idFaktury = 0;
  for (const [i, p] of punktyWzor.entries()) {
    const rnd = streamFor(`woda:${p.adres}`);
    const idPunktu = 101 + i;
    const zawarcie = addMonths(dzis, -Math.max(...p.liczniki.map((l) => l.montazMiesiecyTemu)));
    wynik.punkty.push({
      id: idPunktu,
      podmiot: p.podmiot,
      adres: p.adres,
      nrKarty: `W/${String(idPunktu).padStart(5, '0')}`,
      numerUmowy: `UW/${zawarcie.y}/${String(300 + i * 17).padStart(4, '0')}`,
      dataZawarcia: toIsoDate(addDays(zawarcie, -14)),
    });
    const wlasne: LicznikDemo[] = p.liczniki.map((l) => ({
      id: ++idLicznika,
      idPunktu,
      numer: l.numer,
      calkowite: l.calkowite,
      dziesietne: l.dziesietne,
      dataMontazu: toIsoDate({ ...addMonths(dzis, -l.montazMiesiecyTemu), d: 10 }),
      dataWyjecia:
        l.wyjecieMiesiecyTemu === undefined
          ? null
          : toIsoDate({ ...addMonths(dzis, -l.wyjecieMiesiecyTemu), d: 10 }),
    }));
    wynik.liczniki.push(...wlasne);

    // the periods, each read on the meter that was in place on its reading day
    const okresy = dni
      .map((dzien, k) => {
        const iso = toIsoDate(dzien);
        const idx = wlasne.findIndex(
          (l) => l.dataMontazu < iso && (l.dataWyjecia === null || iso <= l.dataWyjecia),
        );
        return { dzien, k, licznik: idx };
      })
      .filter((o) => o.licznik >= 0);
    const zuzycia = okresy.map((o) => zuzycieOkresu(rnd, p, o.dzien, wlasne[o.licznik]!.dziesietne));
    // the starting readings: a new meter starts near zero; the current one may be asked to end at `stanDzis`
    const stan = p.liczniki.map((l, j) => {
      const wlasneZuzycie = okresy.reduce((s, o, k) => s + (o.licznik === j ? zuzycia[k]! : 0), 0);
      if (l.stanDzis !== undefined) return l.stanDzis - wlasneZuzycie;
      if (j > 0) return 0;
      return l.stanPoczatkowy ?? round(between(rnd, 0.15, 0.45) * 10 ** (l.calkowite - 1), 0);
    });
    for (const [k, o] of okresy.entries()) {
      const j = o.licznik;
      const capacity = 10 ** p.liczniki[j]!.calkowite;
      stan[j] = round((stan[j]! + zuzycia[k]!) % capacity, wlasne[j]!.dziesietne);
      wynik.odczyty.push({
        idLicznika: wlasne[j]!.id,
        data: toIsoDate(o.dzien),
        stan: stan[j],
        zuzycie: zuzycia[k]!,
      });
      // the invoice of the period, issued five days after the reading
      const wystawiona = addDays(o.dzien, 5);
      const zalegla = p.zaleglaGrudniowa === true && wystawiona.y === dzis.y - 1 && wystawiona.m === 12;
      const najnowsza = k === okresy.length - 1;
      const dniDoZaplaty = 3 + Math.floor(rnd() * 12);
      wynik.faktury.push({
        id: ++idFaktury,
        idPunktu,
        numer: `FW/${wystawiona.y}/${String(wystawiona.m).padStart(2, '0')}/${String(idPunktu * 100 + k).padStart(6, '0')}`,
        dotyczy: p.dotyczy,
        dataWystawienia: toIsoDate(wystawiona),
        dataZaplaty: najnowsza || zalegla ? null : toIsoDate(addDays(wystawiona, dniDoZaplaty)),
        okresOd: toIsoDate(addDays(addMonths(o.dzien, -2), 1)),
        okresDo: toIsoDate(o.dzien),
        zuzycie: zuzycia[k]!,
        kwotaBrutto: pozycjeFaktury(zuzycia[k]!, wystawiona.y, p.dotyczy).brutto,
        idDokumentuPdf: before(wystawiona, pdfOd) ? null : `FV-${idPunktu}-${String(k).padStart(3, '0')}`,
      });
    }
    // the replacements: the meter taken out and the one that followed it
    for (let j = 1; j < wlasne.length; j++) {
      const zdjety = wlasne[j - 1]!;
      const ostatni = wynik.odczyty.filter((o) => o.idLicznika === zdjety.id).at(-1);
      wynik.wymiany.push({
        id: wynik.wymiany.length + 1,
        zdjety: zdjety.id,
        zalozony: wlasne[j]!.id,
        data: zdjety.dataWyjecia!,
        stanZdjetego: ostatni?.stan ?? 0,
        stanZalozonego: 0,
        powod: j % 2 ? 'Upływ okresu legalizacji' : 'Uszkodzenie mechanizmu liczącego',
        monter: ['Krzysztof Mazur', 'Paweł Dudek', 'Adam Sowa'][zdjety.id % 3]!,
        nrPlomby: `PL-${String(48_210 + zdjety.id * 37)}`,
      });
    }
  }
  return wynik;
}

/** Request topics (spec 02 §3); the extra ones ask for a phone and an e-mail and allow 1000 characters. */
export const tematyWzor: [temat: string, czyDodatkowy: boolean][] = [
  ['Zgłoszenie awarii wodomierza', true],
  ['Wniosek o wymianę wodomierza', true],
  ['Zgłoszenie wycieku przed wodomierzem', true],
  ['Reklamacja faktury', false],
  ['Zmiana liczby osób w lokalu', false],
  ['Inne sprawy', false],
];

interface ZgloszenieWzor {
  podmiot: string;
  punkt: number;
  temat: number;
  tresc: string;
  dniTemu: number;
  obsluzone?: { poDniach: number; uwagi: string };
  telefon?: string;
  email?: string;
}

const zgloszeniaWzor: ZgloszenieWzor[] = [
  {
    podmiot: '85010112352',
    punkt: 101,
    temat: 4,
    tresc:
      'Proszę o sprawdzenie faktury za okres letni – zużycie wydaje się wyższe niż zwykle, choć podlewałem ogród jak co roku.',
    dniTemu: 140,
    obsluzone: {
      poDniach: 6,
      uwagi: 'Odczyt potwierdzony przez inkasenta. Wyższe zużycie wynika z podlewania ogrodu w lipcu.',
    },
  },
  {
    podmiot: '85010112352',
    punkt: 101,
    temat: 1,
    tresc: 'Szybka wodomierza jest zaparowana od środka, trudno odczytać stan.',
    dniTemu: 9,
    telefon: '601234567',
    email: 'jan.kowalski@poczta.example.pl',
  },
  {
    podmiot: '78031545683',
    punkt: 103,
    temat: 5,
    tresc: 'Od marca w lokalu mieszkają 3 osoby (wcześniej 2).',
    dniTemu: 60,
    obsluzone: { poDniach: 3, uwagi: 'Zmiana wprowadzona od kolejnego okresu rozliczeniowego.' },
  },
  {
    podmiot: '5252525259',
    punkt: 105,
    temat: 2,
    tresc:
      'Prosimy o wymianę wodomierza głównego w budynku przy ul. Kwiatowej 10. Proponowany termin: dowolny dzień roboczy w godzinach 8–14.',
    dniTemu: 820,
    telefon: '891234560',
    email: 'administracja@sm-zielonadolina.example.pl',
    obsluzone: { poDniach: 12, uwagi: 'Wymiana wykonana, protokół dostępny w usłudze.' },
  },
  {
    podmiot: '5252525259',
    punkt: 106,
    temat: 6,
    tresc: 'Prosimy o przesyłanie faktur dla obu budynków na adres administracji.',
    dniTemu: 25,
  },
];

interface DaneWzor {
  podmiot: string;
  dane: Record<string, string | null>;
}

const pusteDane = {
  imie: null,
  imie2: null,
  nazwisko: null,
  nazwisko2: null,
  nazwa: null,
  telefon: null,
  email: null,
  fax: null,
  www: null,
  miejscowosc: 'Zielona Dolina',
  ulica: null,
  nrDomu: null,
  nrLokalu: null,
  kodPocztowy: '12-345',
};

const osoba = (
  podmiot: string,
  imie: string,
  nazwisko: string,
  ulica: string,
  nrDomu: string,
  reszta: Record<string, string | null> = {},
): DaneWzor => ({ podmiot, dane: { ...pusteDane, imie, nazwisko, ulica, nrDomu, ...reszta } });

export const daneWzor: DaneWzor[] = [
  osoba('85010112352', 'Jan', 'Kowalski', 'Ogrodowa', '7', {
    imie2: 'Paweł',
    telefon: '601234567',
    email: 'jan.kowalski@poczta.example.pl',
  }),
  osoba('78031545683', 'Anna', 'Nowak', 'Lipowa', '3', {
    nazwisko2: 'Wróbel',
    nrLokalu: '12',
    email: 'anna.nowak@poczta.example.pl',
  }),
  osoba('90112045628', 'Ewa', 'Wójcik', 'Słoneczna', '21'),
  osoba('71120156737', 'Marek', 'Kamiński', 'Polna', '2', { telefon: '512345678' }),
  osoba('93042867845', 'Katarzyna', 'Zając', 'Szkolna', '4', { nrLokalu: '3' }),
  {
    podmiot: '7741001232',
    dane: {
      ...pusteDane,
      nazwa: 'Kwiaciarnia „Pod Lipą” Anna Nowak',
      ulica: 'Rynek',
      nrDomu: '5',
      telefon: '897651234',
      www: 'kwiaciarnia-podlipa.example.pl',
    },
  },
  {
    podmiot: '5252525259',
    dane: {
      ...pusteDane,
      nazwa: 'Spółdzielnia Mieszkaniowa „Zielona Dolina”',
      ulica: 'Kwiatowa',
      nrDomu: '10',
      nrLokalu: 'lok. U1',
      telefon: '891234560',
      fax: '891234561',
      email: 'administracja@sm-zielonadolina.example.pl',
      www: 'sm-zielonadolina.example.pl',
    },
  },
];

/** One multi-row INSERT with `$n` parameters (the same SQL for PGlite and pg). */
async function wstaw(db: Db, tabela: string, kolumny: string[], wiersze: unknown[][]): Promise<void> {
  for (let start = 0; start < wiersze.length; start += 400) {
    const partia = wiersze.slice(start, start + 400);
    const w = kolumny.length;
    const values = partia
      .map((_, i) => `(${kolumny.map((_, j) => `$${i * w + j + 1}`).join(', ')})`)
      .join(',\n');
    await db.query(`INSERT INTO ${tabela} (${kolumny.join(', ')}) VALUES ${values}`, partia.flat());
  }
}

const DZIEN_MS = 86_400_000;

export async function seedWoda(db: Db, dzis: Date = dzienUrzedu()): Promise<void> {
  // Start clean, so a seed cut short earlier is redone rather than duplicated.
  await db.exec(`DELETE FROM woda_wymiany; DELETE FROM woda_dane_korespondencyjne_zgloszenia;
    DELETE FROM woda_dane_korespondencyjne; DELETE FROM woda_zgloszenia; DELETE FROM woda_tematy;
    DELETE FROM woda_faktury; DELETE FROM woda_odczyty; DELETE FROM woda_liczniki; DELETE FROM woda_punkty`);
  const dzien = { y: dzis.getFullYear(), m: dzis.getMonth() + 1, d: dzis.getDate() };
  const w = generujWode(dzien);
  await wstaw(
    db,
    'woda_punkty',
    ['id', 'podmiot', 'adres', 'nr_karty', 'numer_umowy', 'data_zawarcia'],
    w.punkty.map((p) => [p.id, p.podmiot, p.adres, p.nrKarty, p.numerUmowy, p.dataZawarcia]),
  );
  await wstaw(
    db,
    'woda_liczniki',
    ['id', 'id_punktu', 'numer', 'zakres_calkowite', 'zakres_dziesietne', 'data_montazu', 'data_wyjecia'],
    w.liczniki.map((l) => [
      l.id,
      l.idPunktu,
      l.numer,
      l.calkowite,
      l.dziesietne,
      l.dataMontazu,
      l.dataWyjecia,
    ]),
  );
  await wstaw(
    db,
    'woda_odczyty',
    ['id_licznika', 'data_odczytu', 'stan', 'zuzycie', 'zrodlo'],
    w.odczyty.map((o) => [o.idLicznika, o.data, o.stan, o.zuzycie, 'inkasent']),
  );
  await wstaw(
    db,
    'woda_faktury',
    [
      'id',
      'id_punktu',
      'numer',
      'dotyczy',
      'data_wystawienia',
      'data_zaplaty',
      'okres_od',
      'okres_do',
      'zuzycie',
      'kwota_brutto',
      'id_dokumentu_pdf',
    ],
    w.faktury.map((f) => [
      f.id,
      f.idPunktu,
      f.numer,
      f.dotyczy,
      f.dataWystawienia,
      f.dataZaplaty,
      f.okresOd,
      f.okresDo,
      f.zuzycie,
      f.kwotaBrutto,
      f.idDokumentuPdf,
    ]),
  );
  await wstaw(
    db,
    'woda_wymiany',
    [
      'id',
      'id_licznika_zdjetego',
      'id_licznika_zalozonego',
      'data_wymiany',
      'stan_zdjetego',
      'stan_zalozonego',
      'powod',
      'monter',
      'nr_plomby',
    ],
    w.wymiany.map((x) => [
      x.id,
      x.zdjety,
      x.zalozony,
      x.data,
      x.stanZdjetego,
      x.stanZalozonego,
      x.powod,
      x.monter,
      x.nrPlomby,
    ]),
  );
  await wstaw(
    db,
    'woda_tematy',
    ['id', 'temat', 'czy_dodatkowy', 'kolejnosc'],
    tematyWzor.map(([temat, dodatkowy], i) => [i + 1, temat, dodatkowy, i + 1]),
  );
  const chwila = (dniTemu: number, godzina: number) =>
    new Date(dzis.getTime() - dniTemu * DZIEN_MS + (godzina - 12) * 3_600_000).toISOString();
  await wstaw(
    db,
    'woda_zgloszenia',
    [
      'podmiot',
      'id_punktu',
      'id_tematu',
      'tresc',
      'telefon',
      'email',
      'kiedy_utworzono',
      'kiedy_obsluzono',
      'uwagi',
    ],
    zgloszeniaWzor.map((z) => [
      z.podmiot,
      z.punkt,
      z.temat,
      z.tresc,
      z.telefon ?? null,
      z.email ?? null,
      chwila(z.dniTemu, 9),
      z.obsluzone ? chwila(z.dniTemu - z.obsluzone.poDniach, 13) : null,
      z.obsluzone?.uwagi ?? null,
    ]),
  );
  await wstaw(
    db,
    'woda_dane_korespondencyjne',
    ['podmiot', 'dane'],
    daneWzor.map((d) => [d.podmiot, JSON.stringify(d.dane)]),
  );
  // a report already handled: Jan Kowalski gave his mobile number last year
  const jan = daneWzor[0]!;
  await wstaw(
    db,
    'woda_dane_korespondencyjne_zgloszenia',
    ['podmiot', 'kiedy_utworzono', 'temat', 'tresc', 'kiedy_obsluzono', 'uwagi', 'dane'],
    [
      [
        jan.podmiot,
        chwila(300, 10),
        'Zmiana danych korespondencyjnych',
        'Zmienione pola: telefon, e-mail',
        chwila(297, 14),
        'Dane zaktualizowane w systemie rozliczeń.',
        JSON.stringify(jan.dane),
      ],
    ],
  );
}

/** The demo's data sets of this module (demo/seed/index.ts). */
export const zestawy: readonly ZestawDemo[] = [{ nazwa: 'woda', po: [], generuj: (db) => seedWoda(db) }];
