import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { ApiError } from '../../core/api/client.ts';
import { $serverConfig, loadServerConfig } from '../../core/api/konfiguracja.ts';
import {
  getDaneKorespondencyjne,
  getHistoriaDanych,
  MAKS_DLUGOSCI,
  normalizujDane,
  polaInstytucji,
  polaOsoby,
  polaWspolne,
  zapiszDaneKorespondencyjne,
  type DaneKorespondencyjne,
  type PoleDanych,
} from '../../core/api/woda.ts';
import { walidujDane } from '../../core/rules/woda.ts';
import { showSnackbar } from '../../core/stores/snackbar.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { Field } from '../../ui/Field.tsx';
import { useForm } from '../../ui/FormFrame.tsx';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { Historia } from './Historia.tsx';

type Tekst = Record<PoleDanych, string>;
const naTekst = (d: DaneKorespondencyjne): Tekst =>
  Object.fromEntries(Object.entries(d).map(([k, v]) => [k, v ?? ''])) as Tekst;
const zTekstu = (d: Tekst): DaneKorespondencyjne => d;

const AUTOCOMPLETE: Partial<Record<PoleDanych, string>> = {
  imie: 'given-name',
  imie2: 'additional-name',
  nazwisko: 'family-name',
  nazwa: 'organization',
  telefon: 'tel-national',
  email: 'email',
  www: 'url',
  miejscowosc: 'address-level2',
  ulica: 'address-line1',
  kodPocztowy: 'postal-code',
};
const TYP: Partial<Record<PoleDanych, string>> = { telefon: 'tel', fax: 'tel', email: 'email', www: 'url' };

/**
 * Correspondence data (service 39, spec 02 §2, §4, §5): the office's data of the subject to view and edit (a
 * person's names or an institution's name, contact and address), a "changed" indicator while they differ from
 * what was loaded; send checks them, asks to confirm, posts a report (blank values as null), says 'report sent'
 * and shows the loaded data again (the office applies the change when it handles the report). Each input holds
 * at most the server's length (MAKS_DLUGOSCI); a refused send keeps what was typed. The report
 * history is a page of its own with a back button.
 */
export function Formularz({ subject }: { subject: Podmiot }) {
  const { t, api } = useWidget();
  const cfg = useStore($serverConfig)[api.baseURL];
  const dane = useLoaded((signal) => getDaneKorespondencyjne(api, subject, signal), [api, subject]);
  useEffect(() => void loadServerConfig(api), [api]);
  if (cfg && !cfg.czyWidoczneDaneKorespondencyjne)
    return <p className="g-note">{t('daneKorespondencyjne.niedostepne')}</p>;
  if (!dane.data) return dane.fallback;
  return <Edycja subject={subject} oryginal={naTekst(dane.data)} proba={dane.attempt} />;
}

function Edycja({ subject, oryginal, proba }: { subject: Podmiot; oryginal: Tekst; proba: number }) {
  const { t, api } = useWidget();
  const [wersja, setWersja] = useState(0);
  const historia = useLoaded(
    (signal) => getHistoriaDanych(api, subject, signal),
    [api, subject, proba, wersja],
    {
      onFailure: 'quiet',
      errorText: () => t('wspolne.uslugaNiedostepna'),
    },
  );
  const [pytanie, setPytanie] = useState(false);
  const [widok, setWidok] = useState<'wysylka' | 'historia'>('wysylka');
  const pola = useRef(new Map<PoleDanych, HTMLInputElement>());
  const czyInstytucja = subject.czyInstytucja;
  const kolejnosc = [...(czyInstytucja ? polaInstytucji : polaOsoby), ...polaWspolne];
  // compared as they would be sent: trimmed, blank as null
  const rozne = (a: Tekst, b: Tekst) =>
    JSON.stringify(normalizujDane(zTekstu(a), czyInstytucja)) !==
    JSON.stringify(normalizujDane(zTekstu(b), czyInstytucja));
  const f = useForm<Tekst>({
    initial: oryginal,
    guard: true,
    isDirty: rozne,
    clearOnInput: true,
    validate: (v) => walidujDane(normalizujDane(zTekstu(v), czyInstytucja), czyInstytucja),
    // spec 02 §8: a save error shows the server's description
    onFailure: (err) => ({
      kind: 'snackbar',
      text: err instanceof ApiError && err.opis ? err.opis : t('daneKorespondencyjne.blad'),
    }),
  });
  const wartosci = f.values;
  const zmienione = rozne(wartosci, oryginal);

  if (widok === 'historia') {
    if (!historia.data) return historia.fallback;
    return (
      <Historia historia={historia.data} czyInstytucja={czyInstytucja} onBack={() => setWidok('wysylka')} />
    );
  }

  const wyslij = (e: FormEvent) => {
    e.preventDefault();
    if (!zmienione) return showSnackbar(t('daneKorespondencyjne.bezZmian'), { kind: 'confirmation' });
    const pierwszy = f.form.check();
    if (pierwszy) return pola.current.get(pierwszy)?.focus();
    setPytanie(true);
  };
  const potwierdz = () =>
    f.onSubmit(
      (v) => zapiszDaneKorespondencyjne(api, subject, normalizujDane(zTekstu(v), czyInstytucja)),
      (r) => {
        setPytanie(false);
        if (!r.ok) return;
        showSnackbar(t('daneKorespondencyjne.wyslano'), { kind: 'confirmation' });
        // spec 02 §4: the fields show the loaded original again
        f.form.reset();
        setWersja((n) => n + 1);
      },
    )();
  const busy = f.busy;

  return (
    <>
      <form className="g-form g-dane-form" onSubmit={wyslij} noValidate>
        <p className="g-note g-zmienione" role="status">
          {zmienione ? t('daneKorespondencyjne.zmienione') : ''}
        </p>
        <div className="g-pola">
          {kolejnosc.map((p) => (
            <Field
              key={p}
              ref={(el) => void (el ? pola.current.set(p, el) : pola.current.delete(p))}
              label={t(`daneKorespondencyjne.pola.${p}`)}
              value={wartosci[p]}
              onValue={(v) => f.form.set(p, v)}
              t={t}
              error={f.state.errors[p] ?? null}
              type={TYP[p] ?? 'text'}
              maxLength={MAKS_DLUGOSCI[p]}
              autoComplete={AUTOCOMPLETE[p] ?? 'off'}
              className={wartosci[p] !== oryginal[p] ? 'g-pole-zmienione' : undefined}
            />
          ))}
        </div>
        <div className="g-form-actions">
          <button type="submit" className="g-button" disabled={busy}>
            {t('daneKorespondencyjne.wyslij')}
          </button>
          <button type="button" className="g-button g-secondary" onClick={() => setWidok('historia')}>
            {t('daneKorespondencyjne.historia')}
          </button>
        </div>
      </form>
      <Dialog
        open={pytanie}
        title={t('daneKorespondencyjne.pytanie')}
        onClose={() => !busy && setPytanie(false)}
        actions={
          <>
            <button type="button" className="g-button" autoFocus disabled={busy} onClick={potwierdz}>
              {t('daneKorespondencyjne.tak')}
            </button>
            <button
              type="button"
              className="g-button g-secondary"
              disabled={busy}
              onClick={() => setPytanie(false)}
            >
              {t('daneKorespondencyjne.nie')}
            </button>
          </>
        }
      >
        <p>{t('daneKorespondencyjne.pytanieTresc')}</p>
      </Dialog>
    </>
  );
}
