import { useState } from 'react';
import { ApiError } from '../../core/api/client.ts';
import { getProtokol, getPunktyOdbioru, type TypPliku } from '../../core/api/woda.ts';
import { formatDatePl } from '../../core/dates.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { SingleSelect } from '../../ui/Choices.tsx';
import { useWidget } from '../../ui/context.ts';
import { useForm } from '../../ui/FormFrame.tsx';
import { ProtectedForm } from '../../features/logowanie/ProtectedForm.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import './texts.ts';

/**
 * Meter replacement protocol (service 40, spec 02 §2, §7, §9): a collection point (by address), a meter (by
 * number) and the file type (Pdf or Pdf with photos, Pdf first); the download asks the server, which answers
 * the file in Base64; the outcome is said in words beside the button.
 */
function Protokol({ subject }: { subject: Podmiot }) {
  const { t, api } = useWidget();
  const punkty = useLoaded((signal) => getPunktyOdbioru(api, subject, signal), [api, subject], {
    empty: (d) => d.length === 0,
    emptyText: t('protokolWymiany.brakPunktow'),
  });
  const initial: { punkt: number | null; licznik: string | null; typ: TypPliku } = {
    punkt: null,
    licznik: null,
    typ: 'pdf',
  };
  const f = useForm({
    initial,
    onFailure: (e) => ({
      kind: 'alert',
      text: t(`protokolWymiany.${e instanceof ApiError && e.status === 404 ? 'brakPliku' : 'bladSerwera'}`),
    }),
  });
  const [plik, setPlik] = useState('');

  if (!punkty.data) return punkty.fallback;
  const { punkt, licznik, typ } = f.values;
  const busy = f.busy;
  const p = punkty.data.find((x) => x.idPunktuOdbioru === punkt) ?? punkty.data[0]!;
  const l = p.liczniki.find((x) => x.numerLicznika === licznik) ?? p.liczniki[0];
  const pobierz = f.onSubmit(async (v) => {
    if (!l) return;
    const pobrany = await getProtokol(api, subject, l.numerLicznika, v.typ);
    saveFile(pobrany);
    setPlik(pobrany.fileName);
  });
  // a new choice takes the answer of the last download away
  const zmien = (v: Partial<typeof f.values>) => {
    f.form.patch(v);
    f.form.setAlert(null);
  };
  const blad = f.state.alert?.text;
  return (
    <div className="g-protokol">
      <div className="g-toolbar">
        <SingleSelect
          label={t('protokolWymiany.punkt')}
          choices={punkty.data.map((x) => ({ value: x.idPunktuOdbioru, label: x.adresPunktuOdbioru }))}
          value={p.idPunktuOdbioru}
          onChange={(v) => zmien({ punkt: Number(v), licznik: null })}
        />
        <SingleSelect
          label={t('protokolWymiany.wodomierz')}
          choices={p.liczniki.map((x) => ({
            value: x.numerLicznika,
            label: x.dataWyjecia
              ? t('protokolWymiany.zdjety', { numer: x.numerLicznika, data: formatDatePl(x.dataWyjecia) })
              : x.numerLicznika,
          }))}
          value={l?.numerLicznika}
          onChange={(v) => zmien({ licznik: String(v) })}
        />
        <SingleSelect
          label={t('protokolWymiany.typ')}
          choices={[
            { value: 'pdf', label: t('protokolWymiany.pdf') },
            { value: 'pdfZeZdjeciami', label: t('protokolWymiany.pdfZeZdjeciami') },
          ]}
          value={typ}
          onChange={(v) => zmien({ typ: v as TypPliku })}
        />
      </div>
      <div className="g-form-actions">
        <button
          type="button"
          className="g-button"
          onClick={() => void pobierz()}
          disabled={busy || !l}
          aria-busy={busy}
        >
          {busy ? t('wspolne.pobieranie') : t('protokolWymiany.pobierz')}
        </button>
        <output className={blad ? 'g-error' : 'g-note'} aria-live="polite">
          {blad ?? (f.done && t('protokolWymiany.pobrano', { nazwa: plik }))}
        </output>
      </div>
    </div>
  );
}

/** Logged out (on a CMS page), the login in place, as the list services show it. */
export const ProtokolWymiany = () => (
  <ProtectedForm title="protokolWymiany.tytul" className="g-protokol-wymiany" form={Protokol} />
);
