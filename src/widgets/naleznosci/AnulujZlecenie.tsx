/**
 * "Anuluj zlecenie" at an instalment ordered through Przelewy24 (issue 26 item 1): after a confirmation the server
 * asks P24 and frees the instalments only when nothing was paid (`POST /platnosci/anulujZlecenie`). The dialog then
 * says the result — cancelled, or the server's reason (paid meanwhile, being verified…) — and closing it loads the
 * card again. The card's view provides what the call needs (`AnulowanieZlecen`); without it no button is shown.
 */
import { createContext, useContext, useState } from 'react';
import { ApiError } from '../../core/api/client.ts';
import type { RataZbiorcza } from '../../core/api/naleznosci.ts';
import { postAnulujZlecenie } from '../../core/api/platnosci.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { handledElsewhere } from '../../ui/ServiceError.tsx';
import { useWidget } from '../../ui/context.ts';
import '../../features/platnosc/texts.ts';

export const AnulowanieZlecen = createContext<{
  subject: Podmiot;
  idKarty: number;
  /** Loads the card again, the focus then on that instalment's control. */
  odswiez: (idRaty: number) => void;
} | null>(null);

type Stan = 'zamkniete' | 'pytanie' | 'trwa' | { ok: boolean; tekst: string };

export function AnulujZlecenie({ r }: { r: RataZbiorcza }) {
  const { t, api } = useWidget();
  const kontekst = useContext(AnulowanieZlecen);
  const [stan, setStan] = useState<Stan>('zamkniete');
  if (!kontekst || !r.zleconoPlatnoscZP24) return null;
  const { subject, idKarty, odswiez } = kontekst;
  const anuluj = async () => {
    setStan('trwa');
    try {
      await postAnulujZlecenie(api, subject, {
        idKartyNaleznosci: idKarty,
        idNaleznosciRatyZbiorczej: r.idNaleznosciRatyZbiorczej,
      });
      setStan({ ok: true, tekst: t('platnoscOnline.anulowanie.ok') });
    } catch (e) {
      if (handledElsewhere(e)) return setStan('zamkniete');
      // spec 02 §8: the server's description of why not
      setStan({
        ok: false,
        tekst: e instanceof ApiError && e.opis ? e.opis : t('platnoscOnline.anulowanie.blad'),
      });
    }
  };
  const zamknij = () => {
    const wynik = typeof stan === 'object';
    setStan('zamkniete');
    if (wynik) odswiez(r.idNaleznosciRatyZbiorczej);
  };
  const trwa = stan === 'trwa';
  return (
    <>
      <button
        type="button"
        className="g-link-button g-anuluj-zlecenie"
        data-rata={r.idNaleznosciRatyZbiorczej}
        onClick={() => setStan('pytanie')}
      >
        {t('platnoscOnline.anulowanie.przycisk')}
      </button>
      <Dialog
        open={stan !== 'zamkniete'}
        title={t('platnoscOnline.anulowanie.tytul')}
        onClose={() => !trwa && zamknij()}
        actions={
          typeof stan === 'object' ? (
            <button type="button" className="g-button" onClick={zamknij}>
              {t('platnoscOnline.anulowanie.zamknij')}
            </button>
          ) : (
            <>
              <button type="button" className="g-button" disabled={trwa} onClick={() => void anuluj()}>
                {trwa ? t('platnoscOnline.anulowanie.trwa') : t('platnoscOnline.anulowanie.tak')}
              </button>
              <button type="button" className="g-button g-secondary" disabled={trwa} onClick={zamknij}>
                {t('platnoscOnline.anulowanie.nie')}
              </button>
            </>
          )
        }
      >
        {typeof stan === 'object' ? (
          <p role="status" className={stan.ok ? 'g-result-ok' : 'g-result-bad'}>
            {stan.tekst}
          </p>
        ) : (
          <p>{t('platnoscOnline.anulowanie.pytanie')}</p>
        )}
      </Dialog>
    </>
  );
}
