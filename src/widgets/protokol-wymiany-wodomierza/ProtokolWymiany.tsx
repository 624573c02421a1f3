import { useState } from 'react';
import { ApiError, isServiceBreak } from '../../core/api/client.ts';
import { getProtokol, getPunktyOdbioru, type TypPliku } from '../../core/api/woda.ts';
import { formatDatePl } from '../../core/dates.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { SingleSelect } from '../../ui/Choices.tsx';
import { useWidget } from '../../ui/context.ts';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ProtectedForm } from '../../ui/ProtectedForm.tsx';
import { saveFile } from '../../ui/save-file.ts';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { ServiceBreak } from '../../ui/TechnicalBreak.tsx';
import { useResource } from '../../ui/useResource.ts';
import './texts.ts';

/** The answer of a download in words: the file's name, or the spec's texts for no file and a file server error. */
type Wynik = { ok: string } | { blad: 'brakPliku' | 'bladSerwera' };

/**
 * Meter replacement protocol (service 40, spec 02 §2, §7, §9): a collection point (by address), a meter (by
 * number) and the file type (Pdf or Pdf with photos, Pdf first); the download asks the server, which answers
 * the file in Base64; the outcome is said in words beside the button.
 */
function Protokol({ subject }: { subject: Podmiot }) {
  const { t, api } = useWidget();
  const [proba, setProba] = useState(0);
  const punkty = useResource((signal) => getPunktyOdbioru(api, subject, signal), [api, subject, proba]);
  const [punkt, setPunkt] = useState<number | null>(null);
  const [licznik, setLicznik] = useState<string | null>(null);
  const [typ, setTyp] = useState<TypPliku>('pdf');
  const [busy, setBusy] = useState(false);
  const [wynik, setWynik] = useState<Wynik | null>(null);
  const failure = punkty.status === 'error' ? punkty.error : null;
  useServiceFailure(failure);

  if (isServiceBreak(failure)) return <ServiceBreak onRetry={() => setProba((n) => n + 1)} />;
  if (failure) return <ServiceError onRetry={() => setProba((n) => n + 1)} />;
  if (punkty.status !== 'ok') return <Loader />;
  if (punkty.data.length === 0) return <EmptyState text={t('protokolWymiany.brakPunktow')} />;

  const p = punkty.data.find((x) => x.idPunktuOdbioru === punkt) ?? punkty.data[0]!;
  const l = p.liczniki.find((x) => x.numerLicznika === licznik) ?? p.liczniki[0];
  const pobierz = async () => {
    if (!l) return;
    setBusy(true);
    setWynik(null);
    try {
      const plik = await getProtokol(api, subject, l.numerLicznika, typ);
      saveFile(plik);
      setWynik({ ok: plik.fileName });
    } catch (e) {
      setWynik({ blad: e instanceof ApiError && e.status === 404 ? 'brakPliku' : 'bladSerwera' });
    } finally {
      setBusy(false);
    }
  };
  const zmien = (f: () => void) => {
    f();
    setWynik(null);
  };
  return (
    <div className="g-protokol">
      <div className="g-toolbar">
        <SingleSelect
          label={t('protokolWymiany.punkt')}
          choices={punkty.data.map((x) => ({ value: x.idPunktuOdbioru, label: x.adresPunktuOdbioru }))}
          value={p.idPunktuOdbioru}
          onChange={(v) =>
            zmien(() => {
              setPunkt(Number(v));
              setLicznik(null);
            })
          }
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
          onChange={(v) => zmien(() => setLicznik(String(v)))}
        />
        <SingleSelect
          label={t('protokolWymiany.typ')}
          choices={[
            { value: 'pdf', label: t('protokolWymiany.pdf') },
            { value: 'pdfZeZdjeciami', label: t('protokolWymiany.pdfZeZdjeciami') },
          ]}
          value={typ}
          onChange={(v) => zmien(() => setTyp(v as TypPliku))}
        />
      </div>
      <div className="g-form-actions">
        <button type="button" className="g-button" onClick={pobierz} disabled={busy || !l} aria-busy={busy}>
          {busy ? t('wspolne.pobieranie') : t('protokolWymiany.pobierz')}
        </button>
        <output className={wynik && 'blad' in wynik ? 'g-error' : 'g-note'} aria-live="polite">
          {wynik &&
            ('ok' in wynik
              ? t('protokolWymiany.pobrano', { nazwa: wynik.ok })
              : t(`protokolWymiany.${wynik.blad}`))}
        </output>
      </div>
    </div>
  );
}

/** Logged out (on a CMS page), the login in place, as the list services show it. */
export const ProtokolWymiany = () => (
  <ProtectedForm title="protokolWymiany.tytul" className="g-protokol-wymiany" form={Protokol} />
);
