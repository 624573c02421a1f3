/**
 * Water requests (service 24) and correspondence data with its report history (service 39). Guarded with the
 * other water paths by routes/woda.ts (`wodaZgloszeniaSciezki`). A request or a report is checked with the
 * client's rules (src/core/api/woda.ts); a bad one is a 400 with the message the form shows, never stored.
 */
import { Hono, type Context } from 'hono';
import {
  daneKorespondencyjneSchema,
  normalizujDane,
  noweZgloszenieSchema,
  wodaPaths,
  type PoleDanych,
  type Temat,
} from '../../src/core/api/woda.ts';
import { walidujDane, walidujZgloszenie } from '../../src/core/rules/woda.ts';
import { formatDateTimePl } from '../../src/core/dates.ts';
import { fixedT } from '../../src/core/i18n/index.ts';
import { ApiError } from '../http.ts';
import { jsonBody, ustawienie, type KontoOpcje } from '../konto/context.ts';
import type { PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad } from '../urzad.ts';
import { czytajDane, czytajHistorie, czytajZgloszenia, idPodmiotu, punktPodmiotu } from './woda-dane.ts';
import { brakDostepu, calkowite, formatM3, plikPdf, podmiotDokumentu } from './woda-wspolne.ts';

const polski = fixedT('pl');

export const wodaZgloszeniaSciezki = [
  wodaPaths.tematy,
  wodaPaths.dodajZgloszenie,
  wodaPaths.zgloszenia,
  wodaPaths.telefon,
  wodaPaths.daneKorespondencyjne,
] as const;

/** Field names in the report's text (what the office reads in its queue). */
const nazwyPol: Record<PoleDanych, string> = {
  imie: 'imię',
  imie2: 'drugie imię',
  nazwisko: 'nazwisko',
  nazwisko2: 'drugie nazwisko',
  nazwa: 'nazwa',
  telefon: 'telefon',
  email: 'e-mail',
  fax: 'faks',
  www: 'strona www',
  miejscowosc: 'miejscowość',
  ulica: 'ulica',
  nrDomu: 'numer domu',
  nrLokalu: 'numer lokalu',
  kodPocztowy: 'kod pocztowy',
};

export const TEMAT_ZMIANY_DANYCH = 'Zmiana danych korespondencyjnych';

async function tematy(k: KontoOpcje): Promise<Temat[]> {
  const { rows } = await k.db.query<Temat>(
    'SELECT id, temat, czy_dodatkowy AS "czyDodatkowy" FROM woda_tematy ORDER BY kolejnosc',
  );
  return rows;
}

export function wodaZgloszenia(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  const podmiot = (c: Context<PodmiotEnv>) => idPodmiotu(c.get('podmiot'));

  // ---- requests (24)
  app.get(wodaPaths.tematy, async (c) => c.json({ tematy: await tematy(k) }));

  app.post(wodaPaths.dodajZgloszenie, async (c) => {
    const body = await jsonBody(c, noweZgloszenieSchema);
    calkowite(body.idPunktuOdbioru, body.tematZgloszenia);
    const punkt = await punktPodmiotu(k.db, podmiot(c), body.idPunktuOdbioru);
    if (!punkt) throw brakDostepu();
    const temat = (await tematy(k)).find((t) => t.id === body.tematZgloszenia);
    const bledy = walidujZgloszenie(body, temat);
    const pierwszy = Object.values(bledy)[0];
    if (pierwszy) throw new ApiError(400, polski(pierwszy));
    const dodatkowy = temat?.czyDodatkowy === true;
    // the request records the point's current reading, which the office reads with it
    await k.db.query(
      `INSERT INTO woda_zgloszenia (podmiot, id_punktu, id_tematu, tresc, telefon, email, stan_licznika,
                                    kiedy_utworzono)
       VALUES ($1, $2, $3, $4, $5, $6,
               (SELECT o.stan FROM woda_odczyty o JOIN woda_liczniki l ON l.id = o.id_licznika
                 WHERE l.id_punktu = $2 AND l.data_wyjecia IS NULL
                 ORDER BY o.data_odczytu DESC, o.id DESC LIMIT 1),
               to_timestamp($7::float8 / 1000))`,
      [
        podmiot(c),
        punkt.id,
        body.tematZgloszenia,
        body.trescZgloszenia.trim(),
        dodatkowy ? body.telefon : null,
        dodatkowy ? body.email?.trim() : null,
        k.teraz(),
      ],
    );
    return c.json({ czyZapisano: true });
  });

  app.get(wodaPaths.zgloszenia, async (c) =>
    c.json({ zgloszenia: await czytajZgloszenia(k.db, podmiot(c)) }),
  );
  app.get(`${wodaPaths.zgloszenia}/pdf`, async (c) => {
    const wiersze = await czytajZgloszenia(k.db, podmiot(c));
    const pdf = await renderTablePdf(
      {
        title: 'Wysłane zgłoszenia',
        autor: (await czytajUrzad(k.db)).urzad,
        subtitle: podmiotDokumentu(c.get('podmiot')),
        columns: [
          { header: 'Utworzono', width: 'auto' },
          { header: 'Temat', width: 'auto' },
          { header: 'Treść', width: '*' },
          { header: 'Stan licznika (m³)', align: 'right' },
          { header: 'Obsłużono', width: 'auto' },
          { header: 'Uwagi', width: '*' },
        ],
        rows: wiersze.map((z) => [
          formatDateTimePl(z.kiedyUtworzono),
          z.tematZgloszenia,
          z.trescZgloszenia,
          formatM3(z.stanLicznika),
          z.kiedyObsluzono ? formatDateTimePl(z.kiedyObsluzono) : '—',
          z.uwagiDoZgloszenia ?? '—',
        ]),
      },
      { osobisty: true },
    );
    return plikPdf(c, 'zgloszenia-woda.pdf', pdf);
  });

  // spec 02 §7 "subject phone": the phone of the subject's correspondence data, nine digits, or null
  app.get(wodaPaths.telefon, async (c) => {
    const tel = (await czytajDane(k.db, podmiot(c))).telefon?.replace(/\D/g, '') ?? '';
    return c.json({ nrTelefonu: /^[0-9]{9}$/.test(tel) ? tel : null });
  });

  // ---- correspondence data (39): only where the office shows it (spec 02 §6)
  app.use(`${wodaPaths.daneKorespondencyjne}/*`, async (_c, next) => {
    if (!(await ustawienie(k.db, 'czyWidoczneDaneKorespondencyjne', false)))
      throw new ApiError(404, 'Nie znaleziono zasobu');
    await next();
  });
  app.use(wodaPaths.daneKorespondencyjne, async (_c, next) => {
    if (!(await ustawienie(k.db, 'czyWidoczneDaneKorespondencyjne', false)))
      throw new ApiError(404, 'Nie znaleziono zasobu');
    await next();
  });

  app.get(wodaPaths.daneKorespondencyjne, async (c) =>
    c.json({ daneKorespondencyjne: await czytajDane(k.db, podmiot(c)) }),
  );

  app.post(wodaPaths.daneKorespondencyjne, async (c) => {
    const p = c.get('podmiot');
    const dane = normalizujDane(await jsonBody(c, daneKorespondencyjneSchema), p.czyInstytucja);
    const bledy = walidujDane(dane, p.czyInstytucja);
    const pierwszy = Object.entries(bledy)[0];
    if (pierwszy) throw new ApiError(400, `${nazwyPol[pierwszy[0] as PoleDanych]}: ${polski(pierwszy[1])}`);
    const obecne = normalizujDane(await czytajDane(k.db, idPodmiotu(p)), p.czyInstytucja);
    const zmienione = (Object.keys(nazwyPol) as PoleDanych[]).filter((pole) => dane[pole] !== obecne[pole]);
    if (zmienione.length === 0) throw new ApiError(400, 'Dane nie różnią się od aktualnych');
    // a report for the office to handle: the data in use change when the office applies it
    await k.db.query(
      `INSERT INTO woda_dane_korespondencyjne_zgloszenia (podmiot, kiedy_utworzono, temat, tresc, dane)
       VALUES ($1, to_timestamp($2::float8 / 1000), $3, $4, $5::text::jsonb)`,
      [
        idPodmiotu(p),
        k.teraz(),
        TEMAT_ZMIANY_DANYCH,
        `Zmienione pola: ${zmienione.map((pole) => nazwyPol[pole]).join(', ')}`,
        JSON.stringify(dane),
      ],
    );
    return c.json({ czyZapisano: true });
  });

  app.get(wodaPaths.historia, async (c) =>
    c.json({ historiaZgloszen: await czytajHistorie(k.db, podmiot(c)) }),
  );
  return app;
}
