import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError } from '../../core/api/client.ts';
import { $serverConfig, loadServerConfig } from '../../core/api/konfiguracja.ts';
import { getWodomierze, getWodomierzePdf, zapiszStan, type Wodomierz } from '../../core/api/woda.ts';
import { ocenOdczyt } from '../../core/rules/woda.ts';
import { sanitizeReadingInput } from '../../core/rules/fields.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { FileButton } from '../../ui/FileButton.tsx';
import { useListForm } from '../../ui/ListFormFrame.tsx';
import { TableScroll, keepCodesWhole } from '../../ui/TableScroll.tsx';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { formatM3 } from './format.ts';
import { Historia } from './Historia.tsx';
import { Potwierdzenie, type DoZapisu } from './Potwierdzenie.tsx';

/**
 * Meter reading entry (service 25, spec 02 §2, §4, §5): the subject's meters with their current reading and an
 * input for the new one (digits and one dot only), the office's note on permitted digits, send, earlier readings
 * per meter and the PDF. A list form of the form frame, one row per meter: send checks every filled value (the
 * meter's digit ranges, not below the current reading unless a rollover) and shows the message at its field;
 * valid values go to a confirmation, then are saved one by one (an institution sends its NIP); a saved meter's
 * input is cleared and its open history reloads, a refused one keeps its value with the server's words.
 */
export function Formularz({ subject }: { subject: Podmiot }) {
  const { t, api } = useWidget();
  const cfg = useStore($serverConfig)[api.baseURL];
  const lista = useLoaded((signal) => getWodomierze(api, subject, signal), [api, subject], {
    empty: (d) => d.length === 0,
    emptyText: t('stanWodomierzy.brak'),
  });
  const [swieze, setSwieze] = useState<Wodomierz[] | null>(null);
  const [otwarte, setOtwarte] = useState<Record<number, number | undefined>>({});
  const [doZapisu, setDoZapisu] = useState<DoZapisu[] | null>(null);
  const wodomierze = swieze ?? lista.data ?? [];
  const wodomierz = (id: number) => wodomierze.find((w) => w.idLicznika === id)!;
  const f = useListForm<number, string>({
    rows: wodomierze.map((w) => w.idLicznika),
    blank: '',
    guard: true,
    clearOnInput: true,
    focusErrors: true,
    validate: (id, v) => ocenOdczyt(v, wodomierz(id)).blad,
    // spec 02 §8: a refused reading shows the server's description at its field; no other failure stops the rest
    onFailure: (err) => ({
      kind: 'row',
      text: err instanceof ApiError && err.status === 400 && err.opis ? err.opis : undefined,
    }),
  });
  useEffect(() => void loadServerConfig(api), [api]);
  if (!lista.data) return lista.fallback;

  const wyslij = (e: FormEvent) => {
    e.preventDefault();
    if (f.check() !== undefined) return showSnackbar(t('stanWodomierzy.nieWyslano'));
    const nowe = f.form.filled().flatMap((id): DoZapisu[] => {
      const w = wodomierz(id);
      const ocena = ocenOdczyt(f.form.value(id), w);
      return ocena.blad === null ? [{ w, ocena }] : [];
    });
    if (nowe.length === 0) {
      f.ref(wodomierze[0]!.idLicznika).current?.focus();
      return showSnackbar(t('stanWodomierzy.wpiszStan'));
    }
    setDoZapisu(nowe);
  };

  const zapisz = f.onSubmit(
    (id, v) => zapiszStan(api, subject, wodomierz(id), Number(v)),
    (r) => {
      setDoZapisu(null);
      if (!('saved' in r)) return;
      if (r.saved.length > 0) {
        // an open history shows the new reading (spec 02 §4)
        setOtwarte((o) => {
          const n = { ...o };
          for (const id of r.saved) if (n[id] !== undefined) n[id] = n[id] + 1;
          return n;
        });
        showSnackbar(t('stanWodomierzy.zapisano', { count: r.saved.length }), { kind: 'confirmation' });
        // the current readings move on; the rows stay on screen meanwhile (typed values of other meters kept)
        getWodomierze(api, subject).then(setSwieze, lista.retry);
      }
      if (!r.ok) showSnackbar(t('stanWodomierzy.nieWyslano'));
    },
  );
  const busy = f.busy;

  const k = (key: string) => t(`stanWodomierzy.kolumny.${key}`);
  return (
    <form className="g-form g-stan-form" onSubmit={wyslij} noValidate>
      {cfg?.adnotacjaStanLicznika && <p className="g-note g-adnotacja">{cfg.adnotacjaStanLicznika}</p>}
      {/* in a narrow box each meter is a card, its "Nowy stan" field in view (issue 26 item 4, base.css) */}
      <div className="g-datatable">
        <TableScroll labelledBy="g-stan-cap">
          <table className="g-table g-table-cards">
            <caption id="g-stan-cap">{t('stanWodomierzy.podpis')}</caption>
            <thead>
              <tr>
                <th scope="col">{k('nrKarty')}</th>
                <th scope="col">{k('nrLicznika')}</th>
                <th scope="col">{k('adres')}</th>
                <th scope="col" className="g-num">
                  {k('stanLicznika')}
                </th>
                <th scope="col">{k('nowyStan')}</th>
                <th scope="col">{k('historia')}</th>
              </tr>
            </thead>
            {wodomierze.map((w) => {
              const id = w.idLicznika;
              const pole = f.row(id);
              const tekstBledu = pole.errorText || (pole.error ? t(pole.error) : '');
              const historia = otwarte[id];
              const fmt =
                w.zakresLicznikaDziesietne > 0
                  ? t('stanWodomierzy.format', {
                      calkowite: w.zakresLicznikaCalkowite,
                      dziesietne: w.zakresLicznikaDziesietne,
                    })
                  : t('stanWodomierzy.formatCalkowity', { calkowite: w.zakresLicznikaCalkowite });
              return (
                <tbody key={id}>
                  <tr>
                    <td className="g-nowrap" data-label={k('nrKarty')}>
                      {w.nrKarty}
                    </td>
                    <th scope="row" className="g-nowrap" data-label={k('nrLicznika')}>
                      {w.nrLicznika}
                    </th>
                    <td className="g-adres" data-label={k('adres')}>
                      {keepCodesWhole(w.adres)}
                    </td>
                    <td className="g-num" data-label={k('stanLicznika')}>
                      {w.stanLicznika === null ? '—' : formatM3(w.stanLicznika)}
                    </td>
                    <td className="g-nowy" data-label={k('nowyStan')}>
                      {/* one item of the card's grid: the field, its format and its message */}
                      <div>
                        <input
                          ref={pole.ref}
                          className="g-input-stan"
                          inputMode="decimal"
                          autoComplete="off"
                          aria-label={t('stanWodomierzy.nowyStanEtykieta', { numer: w.nrLicznika })}
                          aria-invalid={tekstBledu ? true : undefined}
                          aria-describedby={`g-stan-${id}-fmt g-stan-${id}-err`}
                          value={pole.value}
                          onInput={(e) => {
                            const v = sanitizeReadingInput(e.currentTarget.value);
                            // what was typed and dropped (a letter, a second dot) never shows in the field
                            if (e.currentTarget.value !== v) e.currentTarget.value = v;
                            pole.onValue(v);
                          }}
                        />
                        <span id={`g-stan-${id}-fmt`} className="g-hint">
                          {fmt}
                        </span>
                        <span id={`g-stan-${id}-err`} className="g-error g-field-error" aria-live="polite">
                          {tekstBledu}
                        </span>
                      </div>
                    </td>
                    <td data-label={k('historia')}>
                      <button
                        type="button"
                        className="g-button g-secondary g-small"
                        aria-expanded={historia !== undefined}
                        aria-controls={`g-stan-${id}-hist`}
                        aria-label={t(
                          historia === undefined ? 'stanWodomierzy.pokazNazwa' : 'stanWodomierzy.ukryjNazwa',
                          {
                            numer: w.nrLicznika,
                          },
                        )}
                        onClick={() =>
                          setOtwarte((o) => ({ ...o, [id]: o[id] === undefined ? 0 : undefined }))
                        }
                      >
                        {t(historia === undefined ? 'stanWodomierzy.pokaz' : 'stanWodomierzy.ukryj')}
                      </button>
                    </td>
                  </tr>
                  <tr id={`g-stan-${id}-hist`} className="g-detail" hidden={historia === undefined}>
                    <td colSpan={6}>
                      {historia !== undefined && <Historia w={w} subject={subject} wersja={historia} />}
                    </td>
                  </tr>
                </tbody>
              );
            })}
          </table>
        </TableScroll>
      </div>
      <div className="g-form-actions">
        <button type="submit" className="g-button" disabled={busy}>
          {t('stanWodomierzy.wyslij')}
        </button>
        <FileButton label={t('wspolne.pobierzPdf')} fetchFile={() => getWodomierzePdf(api, subject)} />
      </div>
      <Dialog
        open={doZapisu !== null}
        title={t('stanWodomierzy.potwierdzenieTytul')}
        onClose={() => !busy && setDoZapisu(null)}
        actions={
          <>
            <button
              type="button"
              className="g-button"
              autoFocus
              disabled={busy}
              onClick={() => void zapisz()}
            >
              {busy ? t('stanWodomierzy.wysylanie') : t('stanWodomierzy.tak')}
            </button>
            <button
              type="button"
              className="g-button g-secondary"
              disabled={busy}
              onClick={() => setDoZapisu(null)}
            >
              {t('stanWodomierzy.nie')}
            </button>
          </>
        }
      >
        {doZapisu && <Potwierdzenie odczyty={doZapisu} />}
      </Dialog>
    </form>
  );
}
