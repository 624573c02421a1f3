/**
 * The card's documents beside its selection (extension calls of `src/core/api/naleznosci.ts`): the chosen
 * instalments' payment code for a banking app, in a disclosure the resident opens ("Zapłać w aplikacji banku"),
 * and the unpaid instalments' due dates as a calendar file. Fetched with the card detail as a chunk of its own,
 * with its texts and styles, so the card's chunk carries only the place where it stands.
 */
import { useState } from 'react';
import { ApiError } from '../../../core/api/client.ts';
import type { DownloadedFile } from '../../../core/api/client.ts';
import { getKodPlatnosci, type KodPlatnosci } from '../../../core/api/platnosci.ts';
import { formatAccountNumber } from '../../../core/format.ts';
import type { Podmiot } from '../../../core/stores/subject.ts';
import { useArkusz } from '../../../ui/arkusz.ts';
import { useWidget } from '../../../ui/context.ts';
import { FileButton } from '../../../ui/FileButton.tsx';
import { useLoaded } from '../../../ui/useLoaded.tsx';
import css from './dokumenty.css?inline';
import './texts.ts';

const T = 'dokumentyKarty';
/** The most a banks' payment code carries (ZBP 2D: six digits of grosze). */
const LIMIT_KODU = 9999.99;

/** The code and the transfer's fields as it holds them, for those who type them in instead. */
function Kod({ kod }: { kod: KodPlatnosci }) {
  const { t } = useWidget();
  const k = (x: string, o: Record<string, unknown> = {}) => t(`${T}.kod.${x}`, o);
  // the account number breaks only between its groups of digits (`g-nrb`)
  const pola: [string, string, string?][] = [
    [k('odbiorca'), kod.odbiorca],
    ...(kod.nip ? ([[k('nip'), kod.nip]] as [string, string][]) : []),
    [k('rachunek'), formatAccountNumber(kod.rachunek), 'g-nrb'],
    [k('kwota'), k('kwotaWartosc', { kwota: kod.kwota })],
    [k('tytul'), kod.tytul],
  ];
  return (
    <div className="g-kod-qr-tresc">
      {kod.svg ? (
        <figure>
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(kod.svg)}`}
            alt={k('alt', { kwota: kod.kwota, tytul: kod.tytul })}
            width="192"
            height="192"
          />
          <figcaption>{k('instrukcja')}</figcaption>
        </figure>
      ) : (
        <p className="g-note">{k('zaDuzo', { limit: LIMIT_KODU })}</p>
      )}
      <div>
        <dl className="g-kod-qr-dane" aria-label={k('dane')}>
          {pola.map(([nazwa, wartosc, klasa]) => (
            <div key={nazwa}>
              <dt>{nazwa}</dt>
              <dd className={klasa}>{wartosc}</dd>
            </div>
          ))}
        </dl>
        <p className="g-note">{k('uwaga')}</p>
      </div>
    </div>
  );
}

/** Fetches the code of the chosen instalments (again whenever the choice changes while it is open). */
function KodWybranych({ subject, idKarty, ids }: { subject: Podmiot; idKarty: number; ids: number[] }) {
  const { t, api } = useWidget();
  const { data, fallback } = useLoaded(
    (signal) => getKodPlatnosci(api, subject, idKarty, ids, signal),
    [api, subject, idKarty, ids.join(',')],
    {
      // a side of the card: its failure stays here, with a retry (the card itself stays usable)
      onFailure: 'quiet',
      errorText: (e) => (e instanceof ApiError && e.status === 400 && e.opis) || t(`${T}.kod.blad`),
    },
  );
  return data ? <Kod kod={data} /> : <>{fallback}</>;
}

/**
 * What the card gives this part. The calendar file comes as the card's call (`getKalendarz` of the dues' call
 * module, which this chunk does not import: a third chunk importing that module would split it off the list's
 * page into a chunk of its own).
 */
export interface DokumentyKarty {
  subject: Podmiot;
  idKarty: number;
  kalendarz: () => Promise<DownloadedFile>;
  /** The chosen collective instalments (their ids), as Pay and the proof of payment take them. */
  wybrane: ReadonlySet<number>;
  /** Whether the card has anything left to pay (else its calendar file would hold no date). */
  nieoplacone: boolean;
}

export default function Dokumenty({ subject, idKarty, kalendarz, wybrane, nieoplacone }: DokumentyKarty) {
  const { t } = useWidget();
  const ref = useArkusz(css);
  // once opened, the code stays (closing only hides it), as the explanations do; with nothing chosen there is no
  // disclosure, and the next choice finds it closed
  const [otwarty, setOtwarty] = useState(false);
  if (wybrane.size === 0 && otwarty) setOtwarty(false);
  return (
    <div ref={ref} className="g-dokumenty-karty">
      {wybrane.size > 0 && (
        <details className="g-kod-qr" onToggle={(e) => e.currentTarget.open && setOtwarty(true)}>
          <summary>{t(`${T}.kod.pokaz`)}</summary>
          {otwarty && <KodWybranych subject={subject} idKarty={idKarty} ids={[...wybrane]} />}
        </details>
      )}
      <div className="g-kalendarz">
        <FileButton label={t(`${T}.kalendarz`)} disabled={!nieoplacone} fetchFile={kalendarz} />
        <p className="g-note">{t(`${T}.kalendarzOpis`)}</p>
      </div>
    </div>
  );
}
