/**
 * Pay (spec 02 §4, issue 13): the button of a selection toolbar, the provider choice when the office offers two
 * (with each provider's commission and the total to pay with it), the call that orders the transfer and the way
 * out to the provider's page. What the server answered is kept in sessionStorage for the result page, which asks
 * the server for that transfer's state. The dues card pays one card's instalments with it (`dodajPrzelew`), the
 * overview of everything owed several cards' in one transfer (`dodajPrzelewKoszyk`): the caller gives the call.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { ApiError } from '../../core/api/client.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import { adresPlatnosci, type Dostawca } from '../../core/api/platnosci.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { handledElsewhere } from '../../ui/ServiceError.tsx';
import { useWidget } from '../../ui/context.ts';
import { useForm } from '../../ui/FormFrame.tsx';
import { portalBase } from '../../ui/portal-link.tsx';
import { useArkuszPlatnosci } from './arkusz.ts';
import './texts.ts';
import { zapiszPlatnosc } from './zapis.ts';
import { adresyPowrotu, dostepniDostawcy, kwotaProwizji, prowizja, type AdresyPowrotu } from './platnosc.ts';

/** Leaving for the provider's page; a seam for the tests, which cannot leave the page. */
export const nawigacja = { przejdz: (url: string) => location.assign(url) };

export function Platnosc({
  liczba,
  razem,
  zlec,
  odswiez,
}: {
  /** How many collective instalments are chosen (none: the button is disabled). */
  liczba: number;
  /** What they come to. */
  razem: number;
  /** Orders the transfer with the provider chosen and the return addresses; answers the transfer's id. */
  zlec: (dostawca: Dostawca, adresy: AdresyPowrotu) => Promise<string>;
  /** Loads the instalments again (they were ordered meanwhile). */
  odswiez: () => void;
}) {
  const { t, api, inPortal } = useWidget();
  const cfg = useStore($serverConfig)[api.baseURL];
  // undefined: the flags are still on their way; null: they could not be read, so nothing can be offered
  const dostepni = cfg === undefined ? null : dostepniDostawcy(cfg);
  const f = useForm({
    initial: { wybor: null as Dostawca | null },
    onFailure: (err) => {
      f.form.set('wybor', null);
      if (err instanceof ApiError && err.status === 409) {
        // the instalments were ordered meanwhile (another tab, another person of the subject): say so, show
        // the card as it is now
        odswiez();
        return {
          kind: 'dialog',
          title: t('platnoscOnline.juzZlecone.tytul'),
          text: t('platnoscOnline.juzZlecone.tresc'),
        };
      }
      if (handledElsewhere(err)) return { kind: 'none' };
      // spec 02 §8: a save error shows the server's description
      return {
        kind: 'snackbar',
        text: err instanceof ApiError && err.opis ? err.opis : t('platnoscOnline.blad'),
      };
    },
  });
  const wybor = f.values.wybor;
  const setWybor = (d: Dostawca | null) => f.form.set('wybor', d);
  // on its way to the provider's page, the form stays busy until the page is left
  const busy = f.busy || f.done;
  const ref = useArkuszPlatnosci();
  const id = useId();
  // back from the provider with the browser's Back button, the page may come from the back-forward cache as it
  // was left (busy): it is usable again
  useEffect(() => {
    const wrocono = (e: PageTransitionEvent) => e.persisted && f.form.reset(f.form.$state.get().values);
    addEventListener('pageshow', wrocono);
    return () => removeEventListener('pageshow', wrocono);
  }, [f.form]);

  const zaplac = f.onSubmit(async () => {
    const d = f.form.$state.get().values.wybor!;
    const idPrzelewu = await zlec(
      d,
      adresyPowrotu(d, inPortal ? { portal: portalBase() } : { strona: location.href }),
    );
    zapiszPlatnosc({ idPrzelewu, dostawca: d });
    nawigacja.przejdz(adresPlatnosci(api.baseURL, idPrzelewu));
  });

  // spec 02 §4: enabled with a selection and a provider. With none, the button stays disabled and the spec's
  // message stands beside it (tied to it by aria-describedby): a disabled button cannot be pressed to show a
  // message, and the reader learns before selecting anything that paying here is not possible now.
  const brak = dostepni !== null && dostepni.length === 0;
  const onPay = () => {
    if (!dostepni?.length) return;
    if (dostepni.length === 1) {
      // one provider: no choice to make, straight to it (the choice is not shown)
      f.form.set('wybor', dostepni[0]!);
      void zaplac();
    } else setWybor(dostepni[0]!);
  };
  return (
    <>
      {brak && (
        <p id={`${id}-brak`} className="g-note">
          {t('platnoscOnline.brakOpcji')}
        </p>
      )}
      <button
        type="button"
        className="g-button"
        disabled={liczba === 0 || !dostepni?.length || busy}
        aria-describedby={brak ? `${id}-brak` : undefined}
        onClick={onPay}
      >
        {busy && !(dostepni && dostepni.length > 1 && wybor)
          ? t('platnoscOnline.przekierowanie')
          : t('platnoscOnline.zaplac')}
      </button>
      {cfg && dostepni && dostepni.length > 1 && (
        <Dialog
          open={wybor !== null}
          title={t('platnoscOnline.wybor.tytul')}
          onClose={() => !busy && setWybor(null)}
          actions={
            <>
              <button
                type="button"
                className="g-button"
                disabled={busy}
                onClick={() => wybor && void zaplac()}
              >
                {busy ? t('platnoscOnline.przekierowanie') : t('platnoscOnline.wybor.przejdz')}
              </button>
              <button
                type="button"
                className="g-button g-secondary"
                disabled={busy}
                onClick={() => setWybor(null)}
              >
                {t('platnoscOnline.wybor.anuluj')}
              </button>
            </>
          }
        >
          <p ref={ref}>{t('platnoscOnline.wybrano', { count: liczba, kwota: razem })}</p>
          <fieldset className="g-platnosc-opcje">
            <legend>{t('platnoscOnline.wybor.legenda')}</legend>
            {dostepni.map((d) => {
              const p = prowizja(cfg, d);
              return (
                <label key={d} className="g-platnosc-opcja">
                  <input
                    type="radio"
                    name={`${id}-dostawca`}
                    value={d}
                    checked={wybor === d}
                    disabled={busy}
                    onChange={() => setWybor(d)}
                  />
                  <span>
                    <span>{t(`platnoscOnline.dostawcy.${d}`)}</span>
                    {p && <Prowizja tekst={p} razem={razem} />}
                  </span>
                </label>
              );
            })}
          </fieldset>
        </Dialog>
      )}
    </>
  );
}

/** The commission beside its rule, in złoty, and the total to pay with it (issue 26 item 7). */
function Prowizja({ tekst, razem }: { tekst: string; razem: number }) {
  const { t } = useWidget();
  const kwota = kwotaProwizji(tekst, razem);
  if (kwota === null)
    return <span className="g-note">{t('platnoscOnline.wybor.prowizja', { prowizja: tekst })}</span>;
  return (
    <>
      <span className="g-note">
        {/* a percentage is given in złoty beside it; a fixed amount already is one */}
        {tekst.includes('%')
          ? t('platnoscOnline.wybor.prowizjaKwota', { prowizja: tekst, kwota })
          : t('platnoscOnline.wybor.prowizja', { prowizja: tekst })}
      </span>
      <span className="g-note">
        {t('platnoscOnline.wybor.razem', { kwota: Math.round((razem + kwota) * 100) / 100 })}
      </span>
    </>
  );
}
