/**
 * Local fees of the current subject, service 32 (spec 02 §2, §3, §7; paths in `src/core/api/oplaty.ts`): the
 * years with dues, and one year's dues of the subject's agreements with net, VAT and gross and their totals,
 * with the PDF of the same rows.
 */
import { Hono } from 'hono';
import { oplatyPaths, type OplatyLokalne, type Umowa } from '../../src/core/api/oplaty.ts';
import { formatDatePl } from '../../src/core/dates.ts';
import type { Db } from '../db.ts';
import { formatKwota, sumaKwot } from '../format.ts';
import type { KontoOpcje } from '../konto/context.ts';
import { chronione, type Podmiot, type PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { idPodmiotu, plikPdf, podtytulPodmiotu, rokZZapytania } from './oplaty-wspolne.ts';
import type { Domena } from './index.ts';

/** The word of an agreement without an end date (spec 02 §2 "a word for open-ended"). */
export const BEZTERMINOWO = 'bezterminowo';

export async function czytajOplatyLokalne(db: Db, podmiot: Podmiot, rok: number): Promise<OplatyLokalne> {
  const { rows } = await db.query<Umowa>(
    `SELECT u.nr_karty AS "nrKarty", u.nazwa_oplaty AS "nazwaOplaty", u.nr_decyzji AS "nrDecyzji",
            to_char(r.data_powstania, 'YYYY-MM-DD') AS "dataPowstaniaNaleznosci",
            to_char(u.data_zawarcia, 'YYYY-MM-DD') AS "dataZawarciaUmowy",
            to_char(u.data_rozwiazania, 'YYYY-MM-DD') AS "dataRozwiazaniaUmowy",
            r.nr_raty AS "nrRaty", to_char(r.termin_platnosci, 'YYYY-MM-DD') AS "terminPlatnosci",
            r.kwota_netto::float8 AS "kwotaNetto", r.kwota_vat::float8 AS "kwotaVat",
            (r.kwota_netto + r.kwota_vat)::float8 AS "kwotaBrutto"
       FROM oplaty_lokalne_raty r JOIN oplaty_lokalne_umowy u ON u.id = r.umowa_id
      WHERE u.podmiot = $1 AND r.rok = $2
      ORDER BY r.termin_platnosci, u.nr_karty, r.nr_raty`,
    [idPodmiotu(podmiot), rok],
  );
  return {
    umowy: rows,
    kwotaNettoSuma: sumaKwot(rows.map((r) => r.kwotaNetto)),
    kwotaVatSuma: sumaKwot(rows.map((r) => r.kwotaVat)),
    kwotaBruttoSuma: sumaKwot(rows.map((r) => r.kwotaBrutto)),
  };
}

export function oplatyLokalnePdf(u: Urzad, podmiot: Podmiot, rok: number, d: OplatyLokalne): Promise<Buffer> {
  return renderTablePdf(
    {
      title: `Opłaty lokalne – rok ${rok}`,
      subtitle: podtytulPodmiotu(u, podmiot),
      autor: u.urzad,
      columns: [
        { header: 'Nr karty', width: 'auto' },
        { header: 'Nazwa opłaty', width: '*' },
        { header: 'Nr decyzji', width: 'auto' },
        { header: 'Data powstania należności', width: 'auto' },
        { header: 'Data zawarcia umowy', width: 'auto' },
        { header: 'Data rozwiązania umowy', width: 'auto' },
        { header: 'Nr raty', align: 'right' },
        { header: 'Termin płatności', width: 'auto' },
        { header: 'Netto (zł)', align: 'right' },
        { header: 'VAT (zł)', align: 'right' },
        { header: 'Brutto (zł)', align: 'right' },
      ],
      rows: d.umowy.map((u) => [
        u.nrKarty,
        u.nazwaOplaty,
        u.nrDecyzji ?? '',
        formatDatePl(u.dataPowstaniaNaleznosci),
        formatDatePl(u.dataZawarciaUmowy),
        u.dataRozwiazaniaUmowy ? formatDatePl(u.dataRozwiazaniaUmowy) : BEZTERMINOWO,
        String(u.nrRaty),
        formatDatePl(u.terminPlatnosci),
        formatKwota(u.kwotaNetto),
        formatKwota(u.kwotaVat),
        formatKwota(u.kwotaBrutto),
      ]),
      totals: [
        'Razem',
        ...Array<string>(7).fill(''),
        formatKwota(d.kwotaNettoSuma),
        formatKwota(d.kwotaVatSuma),
        formatKwota(d.kwotaBruttoSuma),
      ],
      empty: 'Brak umów',
    },
    { osobisty: true },
  );
}

export function oplaty(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  chronione(app, k, Object.values(oplatyPaths));

  app.get(oplatyPaths.lata, async (c) => {
    const { rows } = await k.db.query<{ rok: number }>(
      `SELECT DISTINCT r.rok FROM oplaty_lokalne_raty r JOIN oplaty_lokalne_umowy u ON u.id = r.umowa_id
        WHERE u.podmiot = $1 ORDER BY r.rok`,
      [idPodmiotu(c.get('podmiot'))],
    );
    return c.json({ lataOplat: rows.map((r) => r.rok) });
  });
  app.get(oplatyPaths.oplaty, async (c) =>
    c.json(await czytajOplatyLokalne(k.db, c.get('podmiot'), rokZZapytania(c, true))),
  );
  app.get(`${oplatyPaths.oplaty}/pdf`, async (c) => {
    const rok = rokZZapytania(c, true);
    const podmiot = c.get('podmiot');
    const pdf = await oplatyLokalnePdf(
      await czytajUrzad(k.db),
      podmiot,
      rok,
      await czytajOplatyLokalne(k.db, podmiot, rok),
    );
    return plikPdf(c, `oplaty-lokalne-${rok}.pdf`, pdf);
  });
  return app;
}

/** The domain's place in the API app (routes/index.ts). */
export const domena: Domena = {
  etap: 'podmiot',
  montuj: (app, k) => {
    app.route('/', oplaty(k.konto));
  },
};
