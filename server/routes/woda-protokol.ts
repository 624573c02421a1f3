/**
 * The meter replacement protocol (service 40): GET /wodomierze/dajProtokolWymiany?numerWodomierza&zeZdjeciami
 * answers the protocol of the replacement the meter took part in (taken out or put in) as a Base64 PDF
 * (spec 02 §7), with the fitter's photos of both dials in the "Pdf with photos" variant. A meter that was
 * fitted at the connection, with no replacement, has no protocol: 404 'Brak pliku dla wybranego wodomierza'.
 * The guard is put on the path by routes/woda.ts.
 */
import { Hono } from 'hono';
import { PNG } from 'pngjs';
import { wodaPaths } from '../../src/core/api/woda.ts';
import { formatDatePl } from '../../src/core/dates.ts';
import { ApiError } from '../http.ts';
import type { KontoOpcje } from '../konto/context.ts';
import type { PodmiotEnv } from '../konto/podmioty.ts';
import { renderTablePdf } from '../pdf.ts';
import { stream } from '../prng.ts';
import { czytajUrzad, type Urzad } from '../urzad.ts';
import { idPodmiotu } from './woda-dane.ts';
import { brakDostepu, formatM3, podmiotDokumentu } from './woda-wspolne.ts';

export const OPIS_BRAK_PROTOKOLU = 'Brak pliku dla wybranego wodomierza';

/** The seed of the photos' streams: each meter's picture stays the one it has always been. */
const ZIARNO_ZDJEC = 0x5a1e7a;

interface Wymiana {
  id: number;
  data: string;
  adres: string;
  nrKarty: string;
  zdjety: string;
  zalozony: string;
  stanZdjetego: number;
  stanZalozonego: number;
  calkowite: number;
  dziesietne: number;
  powod: string;
  monter: string;
  nrPlomby: string;
}

/**
 * A fitter's photo of a meter (PNG): the dial on a wall under uneven light, the black whole-m³ drums and the red
 * decimal ones, drawn from a seeded stream so each meter's photo is always the same picture.
 */
export function zdjecieWodomierza(numer: string, calkowite: number, dziesietne: number): Buffer {
  const w = 480;
  const h = 320;
  const png = new PNG({ width: w, height: h });
  const rnd = stream(`woda:zdjecie:${numer}`, ZIARNO_ZDJEC);
  const odcien = 20 + Math.floor(rnd() * 40);
  const cx = w / 2;
  const cy = h / 2;
  const bebnow = calkowite + dziesietne;
  const szer = Math.min(34, 300 / bebnow);
  const lewy = cx - (bebnow * szer) / 2;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const r2 = Math.hypot(x - cx, y - cy);
      // wall tiles with light falling from the top left
      const swiatlo = 1 - (x + y) / (w + h) / 2;
      let c: [number, number, number] = [
        (170 + odcien) * swiatlo,
        (165 + odcien / 2) * swiatlo,
        150 * swiatlo,
      ];
      if (x % 80 < 2 || y % 80 < 2) c = [120, 118, 110];
      if (r2 < 150) c = [176, 141, 66]; // brass body
      if (r2 < 130) c = [238, 240, 236]; // dial
      const wBebnie = y > cy - 40 && y < cy - 4 && x > lewy && x < lewy + bebnow * szer;
      if (wBebnie) {
        const i = Math.floor((x - lewy) / szer);
        const brzeg = (x - lewy) % szer < 3;
        c = brzeg ? [200, 200, 200] : i < calkowite ? [25, 25, 25] : [180, 30, 30];
      }
      // the small litre wheel below the drums
      if (Math.hypot(x - cx, y - (cy + 55)) < 22) c = [200, 40, 40];
      if (Math.hypot(x - cx, y - (cy + 55)) < 18) c = [245, 245, 245];
      const szum = (rnd() - 0.5) * 18;
      const idx = (y * w + x) * 4;
      png.data[idx] = Math.max(0, Math.min(255, c[0] + szum));
      png.data[idx + 1] = Math.max(0, Math.min(255, c[1] + szum));
      png.data[idx + 2] = Math.max(0, Math.min(255, c[2] + szum));
      png.data[idx + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

export function protokolPdf(u: Urzad, w: Wymiana, podmiot: string, zeZdjeciami: boolean): Promise<Buffer> {
  const zakres = `${w.calkowite} cyfr całkowitych, ${w.dziesietne} dziesiętnych`;
  const obraz = (numer: string) =>
    `data:image/png;base64,${zdjecieWodomierza(numer, w.calkowite, w.dziesietne).toString('base64')}`;
  return renderTablePdf(
    {
      title: `Protokół wymiany wodomierza nr PW/${w.data.slice(0, 4)}/${String(w.id).padStart(4, '0')}`,
      subtitle: `${podmiot} · ${w.adres} (karta ${w.nrKarty})`,
      autor: u.urzad,
      columns: [
        { header: 'Pozycja', width: 220 },
        { header: 'Wartość', width: '*' },
      ],
      rows: [
        ['Data wymiany', formatDatePl(w.data)],
        ['Przyczyna wymiany', w.powod],
        ['Wodomierz zdjęty – numer', w.zdjety],
        ['Wodomierz zdjęty – stan końcowy (m³)', formatM3(w.stanZdjetego)],
        ['Wodomierz zamontowany – numer', w.zalozony],
        ['Wodomierz zamontowany – stan początkowy (m³)', formatM3(w.stanZalozonego)],
        ['Zakres wodomierza zamontowanego', zakres],
        ['Numer plomby', w.nrPlomby],
        ['Wymiany dokonał', w.monter],
      ],
      images: zeZdjeciami
        ? [
            { caption: `Zdjęcie 1. Wodomierz zdjęty nr ${w.zdjety}`, dataUrl: obraz(w.zdjety) },
            { caption: `Zdjęcie 2. Wodomierz zamontowany nr ${w.zalozony}`, dataUrl: obraz(w.zalozony) },
          ]
        : undefined,
    },
    { osobisty: true },
  );
}

export function wodaProtokol(k: KontoOpcje): Hono<PodmiotEnv> {
  const app = new Hono<PodmiotEnv>();
  app.get(wodaPaths.protokol, async (c) => {
    const numer = c.req.query('numerWodomierza') ?? '';
    if (!/^[A-Za-z0-9-]{1,30}$/.test(numer)) throw new ApiError(400, 'Niepoprawny parametr numerWodomierza');
    const zdjecia = c.req.query('zeZdjeciami');
    if (zdjecia !== 'true' && zdjecia !== 'false')
      throw new ApiError(400, 'Niepoprawny parametr zeZdjeciami');
    const podmiot = idPodmiotu(c.get('podmiot'));
    const wlasny = await k.db.query(
      `SELECT 1 FROM woda_liczniki l JOIN woda_punkty p ON p.id = l.id_punktu WHERE p.podmiot = $1 AND l.numer = $2`,
      [podmiot, numer],
    );
    if (wlasny.rows.length === 0) throw brakDostepu();
    const { rows } = await k.db.query<Wymiana>(
      `SELECT w.id, to_char(w.data_wymiany, 'YYYY-MM-DD') AS data, p.adres, p.nr_karty AS "nrKarty",
              z.numer AS zdjety, n.numer AS zalozony, w.stan_zdjetego::float8 AS "stanZdjetego",
              w.stan_zalozonego::float8 AS "stanZalozonego", n.zakres_calkowite AS calkowite,
              n.zakres_dziesietne AS dziesietne, w.powod, w.monter, w.nr_plomby AS "nrPlomby"
         FROM woda_wymiany w
         JOIN woda_liczniki z ON z.id = w.id_licznika_zdjetego
         JOIN woda_liczniki n ON n.id = w.id_licznika_zalozonego
         JOIN woda_punkty p ON p.id = z.id_punktu
        WHERE p.podmiot = $1 AND (z.numer = $2 OR n.numer = $2)
        ORDER BY w.data_wymiany DESC LIMIT 1`,
      [podmiot, numer],
    );
    const wymiana = rows[0];
    if (!wymiana) throw new ApiError(404, OPIS_BRAK_PROTOKOLU);
    const pdf = await protokolPdf(
      await czytajUrzad(k.db),
      wymiana,
      podmiotDokumentu(c.get('podmiot')),
      zdjecia === 'true',
    );
    const nazwaPliku = `protokol-wymiany-${numer}${zdjecia === 'true' ? '-ze-zdjeciami' : ''}.pdf`;
    return c.json({ plik: pdf.toString('base64'), nazwaPliku });
  });
  return app;
}
