/**
 * Farm-diesel excise refunds of the current subject: applications (service 36) and the refund decisions
 * (service 35) of a year, each with its PDF (spec 02 §2, §3, §7; paths in `src/core/api/paliwa.ts`). A refund
 * counts as paid from its payout day on; before it, or without one, it is not paid (`kwotaWyplacona` null).
 */
import { Hono } from 'hono';
import { paliwaPaths, type Wniosek, type Zwrot } from '../../src/core/api/paliwa.ts';
import { formatDatePl, toIsoDate } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { dzienUrzedu } from '../dzien-urzedu.ts';
import { formatKwota } from '../format.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { idPodmiotu, plikPdf, podtytulPodmiotu, rokZZapytania } from './oplaty-wspolne.ts';
import type { Domena } from './index.ts';

export const NIE_WYPLACONO = 'nie wypłacono';

const hektary = new Intl.NumberFormat('pl-PL', {
  minimumFractionDigits: 4,
  maximumFractionDigits: 4,
  useGrouping: 'always',
});
const litry = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 0, useGrouping: 'always' });

export async function czytajWnioski(db: Db, podmiot: Podmiot, pytany?: number) {
  const id = idPodmiotu(podmiot);
  const lata = await db.query<{ rok: number }>(
    'SELECT DISTINCT rok FROM paliwa_wnioski WHERE podmiot = $1 ORDER BY rok',
    [id],
  );
  const lataWnioskow = lata.rows.map((r) => r.rok);
  const rok = pytany ?? lataWnioskow.at(-1) ?? null;
  const { rows } = await db.query<Wniosek>(
    `SELECT sygnatura AS "sygnaturaWniosku", to_char(data_zlozenia, 'YYYY-MM-DD') AS "dataZlozeniaWniosku",
            powierzchnia_ha::float8 AS "powierzchniaUzytkowRolnych", ilosc_oleju_l::float8 AS "iloscOleju",
            roczny_limit::float8 AS "rocznyLimitZwrotu", czy_na_rachunek AS "czyWyplataNaRachunekBankowy"
       FROM paliwa_wnioski WHERE podmiot = $1 AND rok = $2 ORDER BY data_zlozenia, sygnatura`,
    [id, rok],
  );
  return { lataWnioskow, rok, wnioski: rows };
}

export async function czytajZwroty(db: Db, podmiot: Podmiot, rok: number, dzis: string): Promise<Zwrot[]> {
  const { rows } = await db.query<Zwrot>(
    `SELECT z.numer_decyzji AS "numerDecyzji", to_char(z.data_decyzji, 'YYYY-MM-DD') AS "dataWydaniaDecyzji",
            z.kwota_zwrotu::float8 AS "kwotaZwrotu", z.pozostaly_limit::float8 AS "pozostalyLimitZwrotuDoWykorzystania",
            w.roczny_limit::float8 AS "rocznyLimitZwrotu",
            CASE WHEN z.data_wyplaty <= $3::date THEN z.kwota_zwrotu::float8 END AS "kwotaWyplacona"
       FROM paliwa_zwroty z JOIN paliwa_wnioski w ON w.sygnatura = z.sygnatura_wniosku
      WHERE w.podmiot = $1 AND w.rok = $2 ORDER BY z.data_decyzji, z.numer_decyzji`,
    [idPodmiotu(podmiot), rok, dzis],
  );
  return rows;
}

const prawo = (header: string) => ({ header, align: 'right' as const });

export function wnioskiPdf(u: Urzad, podmiot: Podmiot, rok: number, wnioski: Wniosek[]) {
  return renderTablePdf(
    {
      title: `Wnioski o zwrot podatku akcyzowego zawartego w cenie oleju napędowego – rok ${rok}`,
      subtitle: podtytulPodmiotu(u, podmiot),
      autor: u.urzad,
      columns: [
        { header: 'Sygnatura wniosku', width: '*' },
        { header: 'Data złożenia', width: 'auto' },
        prawo('Powierzchnia użytków rolnych (ha)'),
        prawo('Ilość oleju (l)'),
        prawo('Roczny limit zwrotu (zł)'),
        { header: 'Forma wypłaty', width: '*' },
      ],
      rows: wnioski.map((w) => [
        w.sygnaturaWniosku,
        formatDatePl(w.dataZlozeniaWniosku),
        hektary.format(w.powierzchniaUzytkowRolnych),
        litry.format(w.iloscOleju),
        formatKwota(w.rocznyLimitZwrotu),
        w.czyWyplataNaRachunekBankowy ? 'przelew na rachunek bankowy' : 'wypłata w kasie urzędu',
      ]),
      empty: 'Brak złożonych wniosków',
    },
    { osobisty: true },
  );
}

export function zwrotyPdf(u: Urzad, podmiot: Podmiot, rok: number, zwroty: Zwrot[]) {
  return renderTablePdf(
    {
      title: `Zwroty podatku akcyzowego zawartego w cenie oleju napędowego – rok ${rok}`,
      subtitle: podtytulPodmiotu(u, podmiot),
      autor: u.urzad,
      columns: [
        { header: 'Numer decyzji', width: '*' },
        { header: 'Data wydania decyzji', width: 'auto' },
        prawo('Kwota zwrotu (zł)'),
        prawo('Pozostały limit zwrotu do wykorzystania (zł)'),
        prawo('Roczny limit zwrotu (zł)'),
        prawo('Kwota wypłacona (zł)'),
      ],
      rows: zwroty.map((z) => [
        z.numerDecyzji,
        formatDatePl(z.dataWydaniaDecyzji),
        formatKwota(z.kwotaZwrotu),
        formatKwota(z.pozostalyLimitZwrotuDoWykorzystania),
        formatKwota(z.rocznyLimitZwrotu),
        z.kwotaWyplacona === null ? NIE_WYPLACONO : formatKwota(z.kwotaWyplacona),
      ]),
      empty: 'Brak zwrotów',
    },
    { osobisty: true },
  );
}

export function paliwa(k: KontoOpcje, dzis: () => Date = dzienUrzedu): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, Object.values(paliwaPaths));

  app.get(paliwaPaths.wnioski, async (c) =>
    c.json(await czytajWnioski(k.db, c.get('podmiot'), rokZZapytania(c, false))),
  );
  app.get(`${paliwaPaths.wnioski}/pdf`, async (c) => {
    const rok = rokZZapytania(c, true);
    const podmiot = c.get('podmiot');
    const { wnioski } = await czytajWnioski(k.db, podmiot, rok);
    return plikPdf(
      c,
      `wnioski-o-zwrot-akcyzy-${rok}.pdf`,
      await wnioskiPdf(await czytajUrzad(k.db), podmiot, rok, wnioski),
    );
  });
  app.get(paliwaPaths.zwroty, async (c) => {
    const zwroty = await czytajZwroty(k.db, c.get('podmiot'), rokZZapytania(c, true), toIsoDate(dzis()));
    return c.json({ zwroty });
  });
  app.get(`${paliwaPaths.zwroty}/pdf`, async (c) => {
    const rok = rokZZapytania(c, true);
    const podmiot = c.get('podmiot');
    const zwroty = await czytajZwroty(k.db, podmiot, rok, toIsoDate(dzis()));
    return plikPdf(
      c,
      `zwroty-akcyzy-${rok}.pdf`,
      await zwrotyPdf(await czytajUrzad(k.db), podmiot, rok, zwroty),
    );
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', paliwa(k.konto));
  },
};
