/**
 * Water and sewage, spec 02 services 15, 16, 24, 25, 39, 40 (paths in src/core/api/woda.ts and in
 * server/README.md). Every path is guarded by `chronione`: a session, then the subject in the query must be
 * one of the caller's confirmed subjects. A point, meter, invoice or protocol that is not the subject's answers
 * the same 403 as another subject, so nothing tells whether it exists. Saves are checked with the client's own
 * rules (src/core/api/woda.ts); a bad one is a 400 with the spec's message and nothing is stored.
 */
import { Hono, type Context } from 'hono';
import { wodaPaths, zapiszStanSchema } from '../../src/core/api/woda.ts';
import { ocenOdczyt, odczytJakoTekst } from '../../src/core/rules/woda.ts';
import { formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import { fixedT } from '../../src/core/i18n/index.ts';
import { dzienUrzedu } from '../dzien-urzedu.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import { ApiError } from '../http.ts';
import { jsonBody, ustawienie, type KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { pozycjeFaktury } from '../woda-taryfa.ts';
import {
  czytajFaktury,
  czytajOdczyty,
  czytajPunkty,
  czytajWodomierze,
  czytajZgloszeniaStanu,
  fakturaPodmiotu,
  idPodmiotu,
  licznikiPunktu,
  punktPodmiotu,
  type FakturaWiersz,
} from './woda-dane.ts';
import {
  brakDostepu,
  calkowite,
  formatM3,
  liczbaZZapytania,
  plikPdf,
  podmiotDokumentu,
} from './woda-wspolne.ts';
import { wodaZgloszenia, wodaZgloszeniaSciezki } from './woda-zgloszenia.ts';
import { wodaProtokol } from './woda-protokol.ts';
import type { Domena } from './index.ts';

/** The client's Polish messages (rules/messages.ts registers them), so both sides word a reading alike. */
const polski = fixedT('pl');

/** A comma list from the query: years (`lataFaktur`) or meter numbers (`numeryLicznika`). */
function listaZZapytania(c: Context, nazwa: string, wzor: RegExp): string[] {
  const lista = (c.req.query(nazwa) ?? '').split(',').map((s) => s.trim());
  if (lista.length === 0 || lista.length > 50 || !lista.every((s) => wzor.test(s)))
    throw new ApiError(400, `Niepoprawny parametr ${nazwa}`);
  return [...new Set(lista)];
}

/** The subject's point from the query (`nazwa`), or 403. */
async function punktZZapytania(c: Context<PodmiotEnv>, k: KontoOpcje, nazwa: string) {
  const punkt = await punktPodmiotu(k.db, idPodmiotu(c.get('podmiot')), liczbaZZapytania(c, nazwa));
  if (!punkt) throw brakDostepu();
  return punkt;
}

async function faktury(c: Context<PodmiotEnv>, k: KontoOpcje) {
  const punkt = await punktZZapytania(c, k, 'idPunktuOdbioru');
  const lata = listaZZapytania(c, 'lataFaktur', /^(19|20)[0-9]{2}$/).map(Number);
  const wiersze = await czytajFaktury(k.db, idPodmiotu(c.get('podmiot')), punkt.id, lata);
  return { punkt, lata, wiersze, suma: sumaKwot(wiersze.map((f) => f.kwotaBrutto)) };
}

const publiczna = ({ okresOd: _o, okresDo: _d, zuzycie: _z, nrKarty: _k, ...f }: FakturaWiersz) => f;

function fakturaPdf(u: Urzad, p: Podmiot, f: FakturaWiersz): Promise<Buffer> {
  const { pozycje, brutto } = pozycjeFaktury(
    f.zuzycie,
    Number(f.dataWystawieniaFaktury.slice(0, 4)),
    f.dotyczyWodySciekow,
  );
  return renderTablePdf(
    {
      title: `Faktura VAT nr ${f.numerFaktury}`,
      autor: u.urzad,
      subtitle:
        `Sprzedawca: ${u.wGminie('Zakład Gospodarki Komunalnej')} · Nabywca: ${podmiotDokumentu(p)} · ` +
        `Punkt odbioru: ${f.adresPunktuOdbioru} (karta ${f.nrKarty}) · Okres: ${formatDatePl(f.okresOd)} – ` +
        `${formatDatePl(f.okresDo)} · Data wystawienia: ${formatDatePl(f.dataWystawieniaFaktury)} · ` +
        (f.dataZaplaty ? `Zapłacono: ${formatDatePl(f.dataZaplaty)}` : 'Nieopłacona'),
      columns: [
        { header: 'Pozycja', width: '*' },
        { header: 'Ilość', align: 'right' },
        { header: 'J.m.' },
        { header: 'Cena netto', align: 'right' },
        { header: 'Wartość netto', align: 'right' },
        { header: 'VAT 8%', align: 'right' },
        { header: 'Wartość brutto', align: 'right' },
      ],
      rows: pozycje.map((x) => [
        x.nazwa,
        formatM3(x.ilosc),
        x.jednostka === 'm3' ? 'm³' : x.jednostka,
        formatKwota(x.cenaNetto),
        formatKwota(x.netto),
        formatKwota(x.vat),
        formatKwota(x.brutto),
      ]),
      totals: [
        'Do zapłaty (zł)',
        '',
        '',
        '',
        formatKwota(sumaKwot(pozycje.map((x) => x.netto))),
        formatKwota(sumaKwot(pozycje.map((x) => x.vat))),
        formatKwota(brutto),
      ],
    },
    { osobisty: true },
  );
}

export function woda(k: KontoOpcje, dzis: () => Date = dzienUrzedu): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, [
    wodaPaths.punkty,
    wodaPaths.umowa,
    wodaPaths.faktury,
    wodaPaths.faktura,
    wodaPaths.odczyty,
    wodaPaths.wodomierze,
    wodaPaths.zapiszStan,
    wodaPaths.zgloszeniaStanu,
    wodaPaths.protokol,
    ...wodaZgloszeniaSciezki,
  ]);
  const podmiot = (c: Context<PodmiotEnv>) => idPodmiotu(c.get('podmiot'));

  // ---- collection points, agreement, invoices (16)
  app.get(wodaPaths.punkty, async (c) => c.json({ punktyOdbioru: await czytajPunkty(k.db, podmiot(c)) }));

  app.get(wodaPaths.umowa, async (c) => {
    const punkt = await punktZZapytania(c, k, 'idPunktu');
    // shown only where the office shows agreement data (czyWyswietlicDaneUmowyOplatyZaWode)
    if (!(await ustawienie(k.db, 'czyWyswietlicDaneUmowyOplatyZaWode', false)))
      throw new ApiError(404, 'Nie znaleziono zasobu');
    return c.json({ idPunktu: punkt.id, numerUmowy: punkt.numerUmowy, dataZawarcia: punkt.dataZawarcia });
  });

  app.get(wodaPaths.faktury, async (c) => {
    const { wiersze, suma } = await faktury(c, k);
    return c.json({ faktury: wiersze.map(publiczna), sumaKwotBrutto: suma });
  });
  app.get(`${wodaPaths.faktury}/pdf`, async (c) => {
    const { punkt, lata, wiersze, suma } = await faktury(c, k);
    const pdf = await renderTablePdf(
      {
        title: `Faktury za wodę – ${punkt.adres}`,
        autor: (await czytajUrzad(k.db)).urzad,
        subtitle: `${podmiotDokumentu(c.get('podmiot'))} · lata ${lata.sort().join(', ')}`,
        columns: [
          { header: 'Numer faktury', width: 'auto' },
          { header: 'Dotyczy', width: '*' },
          { header: 'Data wystawienia', width: 'auto' },
          { header: 'Data zapłaty', width: 'auto' },
          { header: 'Kwota brutto (zł)', align: 'right' },
        ],
        rows: wiersze.map((f) => [
          f.numerFaktury,
          f.dotyczyWodySciekow,
          formatDatePl(f.dataWystawieniaFaktury),
          // the screen's word for an invoice without a payment date (src/widgets/faktury-woda)
          f.dataZaplaty ? formatDatePl(f.dataZaplaty) : 'nieopłacona',
          formatKwota(f.kwotaBrutto),
        ]),
        totals: ['Razem', '', '', '', formatKwota(suma)],
      },
      { osobisty: true },
    );
    return plikPdf(c, `faktury-woda-${punkt.id}.pdf`, pdf);
  });

  app.get(wodaPaths.faktura, async (c) => {
    const id = c.req.query('idDokumentuPdf') ?? '';
    if (!/^[A-Za-z0-9-]{1,40}$/.test(id)) throw new ApiError(400, 'Niepoprawny parametr idDokumentuPdf');
    const f = await fakturaPodmiotu(k.db, podmiot(c), id);
    if (!f) throw brakDostepu();
    const nazwa = `faktura-${f.numerFaktury.replace(/[^A-Za-z0-9]+/g, '-')}.pdf`;
    return plikPdf(c, nazwa, await fakturaPdf(await czytajUrzad(k.db), c.get('podmiot'), f));
  });

  // ---- readings (15)
  async function odczyty(c: Context<PodmiotEnv>) {
    const punkt = await punktZZapytania(c, k, 'idPunktuOdbioru');
    const numery = listaZZapytania(c, 'numeryLicznika', /^[A-Za-z0-9-]{1,30}$/);
    const wlasne = await licznikiPunktu(k.db, punkt.id, numery);
    if (wlasne.length !== numery.length) throw brakDostepu();
    return { punkt, numery, wiersze: await czytajOdczyty(k.db, punkt.id, numery) };
  }
  app.get(wodaPaths.odczyty, async (c) => c.json({ odczytyLicznika: (await odczyty(c)).wiersze }));
  app.get(`${wodaPaths.odczyty}/pdf`, async (c) => {
    const { punkt, numery, wiersze } = await odczyty(c);
    const pdf = await renderTablePdf(
      {
        title: `Odczyty liczników – ${punkt.adres}`,
        autor: (await czytajUrzad(k.db)).urzad,
        subtitle: `${podmiotDokumentu(c.get('podmiot'))} · wodomierze: ${numery.join(', ')}`,
        columns: [
          { header: 'Numer licznika', width: '*' },
          { header: 'Data odczytu', width: 'auto' },
          { header: 'Stan licznika (m³)', align: 'right' },
          { header: 'Zużycie (m³)', align: 'right' },
        ],
        rows: wiersze.map((o) => [
          o.numerLicznika,
          formatDatePl(o.dataOdczytu),
          formatM3(o.stanLicznika),
          formatM3(o.zuzycieLicznika),
        ]),
      },
      { osobisty: true },
    );
    return plikPdf(c, `odczyty-licznikow-${punkt.id}.pdf`, pdf);
  });

  // ---- meter reading entry (25)
  app.get(wodaPaths.wodomierze, async (c) =>
    c.json({ wodomierze: await czytajWodomierze(k.db, podmiot(c)) }),
  );
  app.get(`${wodaPaths.wodomierze}/pdf`, async (c) => {
    const wiersze = await czytajWodomierze(k.db, podmiot(c));
    const pdf = await renderTablePdf(
      {
        title: 'Stan wodomierzy',
        autor: (await czytajUrzad(k.db)).urzad,
        subtitle: podmiotDokumentu(c.get('podmiot')),
        columns: [
          { header: 'Numer karty', width: 'auto' },
          { header: 'Numer wodomierza', width: 'auto' },
          { header: 'Adres', width: '*' },
          { header: 'Aktualny stan (m³)', align: 'right' },
        ],
        rows: wiersze.map((w) => [w.nrKarty, w.nrLicznika, w.adres, formatM3(w.stanLicznika)]),
      },
      { osobisty: true },
    );
    return plikPdf(c, 'stan-wodomierzy.pdf', pdf);
  });

  app.post(wodaPaths.zapiszStan, async (c) => {
    const body = await jsonBody(c, zapiszStanSchema);
    calkowite(body.idLicznika, body.idPunktu);
    const p = c.get('podmiot');
    // spec 02 §3, §5: an institution sends its NIP with the reading, a person null
    if (body.nip !== (p.czyInstytucja ? p.nip : null)) throw new ApiError(400, 'Niepoprawny parametr nip');
    const licznik = (await czytajWodomierze(k.db, idPodmiotu(p))).find(
      (w) => w.idLicznika === body.idLicznika && w.idPunktu === body.idPunktu,
    );
    if (!licznik) throw brakDostepu();
    const tekst = odczytJakoTekst(body.nowyStanLicznika);
    const ocena =
      tekst === null ? { blad: 'walidacja.stanNiezgodnyZFormatem' as const } : ocenOdczyt(tekst, licznik);
    if (ocena.blad) throw new ApiError(400, polski(ocena.blad));
    // stored only if the current reading is still the one checked (two sends at once cannot both pass)
    const { rows } = await k.db.query(
      `INSERT INTO woda_odczyty (id_licznika, data_odczytu, stan, zuzycie, zrodlo)
       SELECT $1, $2::date, $3, $4, 'portal'
        WHERE (SELECT stan::float8 FROM woda_odczyty WHERE id_licznika = $1
                ORDER BY data_odczytu DESC, id DESC LIMIT 1) IS NOT DISTINCT FROM $5::float8
       RETURNING id`,
      [licznik.idLicznika, toIsoDate(dzis()), ocena.nowyStan, ocena.zuzycie ?? 0, licznik.stanLicznika],
    );
    return c.json({ czyZapisano: rows.length === 1 });
  });

  app.get(wodaPaths.zgloszeniaStanu, async (c) => {
    const idPunktu = liczbaZZapytania(c, 'idPunktu');
    const nr = c.req.query('nrLicznika') ?? '';
    if (!/^[A-Za-z0-9-]{1,30}$/.test(nr)) throw new ApiError(400, 'Niepoprawny parametr nrLicznika');
    const zgloszenia = await czytajZgloszeniaStanu(k.db, podmiot(c), idPunktu, nr);
    if (!zgloszenia) throw brakDostepu();
    return c.json({ zgloszenia });
  });

  app.route('/', wodaZgloszenia(k));
  app.route('/', wodaProtokol(k));
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', woda(k.konto));
  },
};
