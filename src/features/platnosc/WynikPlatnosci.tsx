/**
 * The result of an online payment (spec 02 §2 "Payment result pages", §8; issue 13), shown by the portal's
 * `/platnosc-wynik` and `/platnosc-informacja` and by `<gmina-naleznosci>` and `<gmina-moje-zobowiazania>` on a CMS
 * page given back `#gmina-platnosc=…`. Fetched lazily by both, so neither the portal nor the dues page carries it.
 *
 * What it says is the server's state of the transfer kept in sessionStorage before leaving (`getStatusPrzelewu`,
 * the current subject; logged out, the login in place). While that state is "ordered" or "being verified" it asks
 * again every 2 s for about 30 s, then says the payment is being verified and the history will show it. An accepted
 * or posted payment offers its receipt ("Pobierz potwierdzenie (PDF)", `drukPotwierdzenia`). The return
 * address (`wynik`) only chooses the spec's wording when no transfer is known or its state cannot be read: a
 * return address is no proof of payment.
 */
import { useEffect, useState } from 'react';
import {
  getPotwierdzeniePdf,
  getStatusPrzelewu,
  wynikStatusu,
  type Dostawca,
  type StatusPrzelewu,
} from '../../core/api/platnosci.ts';
import { formatDateTimePl } from '../../core/dates.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { SubjectGate } from '../logowanie/ProtectedList.tsx';
import { useWidget } from '../../ui/context.ts';
import { FileButton } from '../../ui/FileButton.tsx';
import { PortalLink } from '../../ui/portal-link.tsx';
import { useArkuszPlatnosci } from './arkusz.ts';
import './texts.ts';
import { odczytajPlatnosc, type ZapisPlatnosci } from './zapis.ts';

export type WynikAdresu = 'ok' | 'blad';

/** Spec 02 §2: the route of the online payment history (service 21). */
const HISTORIA = '/uslugi/historia-platnosci-internetowych';
/** Asked again every 2 s, 15 times: about 30 s after the return. */
export const ODSTEP_MS = 2000;
export const PROBY = 15;

/** The spec's wording chosen by the return address (no transfer known, or its state not readable). */
function ZAdresu({ wynik, neutralnie, H }: { wynik: WynikAdresu; neutralnie?: boolean; H: Naglowek }) {
  const { t } = useWidget();
  // a CMS page's `#gmina-platnosc=ok` is only an address anyone can open: with no transfer of this tab, nothing is
  // known of a payment, so it says where to look rather than "accepted" (issue 27 item 3)
  if (neutralnie) return <p role="status">{t('platnoscOnline.wynik.nieznana')}</p>;
  return (
    <>
      <div role="status">
        <H className={wynik === 'ok' ? 'g-result-ok' : 'g-result-bad'}>
          {t(`platnoscOnline.wynik.${wynik}`)}
        </H>
      </div>
      {wynik === 'ok' && <p>{t('platnoscOnline.wynik.info')}</p>}
    </>
  );
}

type Stan = { przelew?: StatusPrzelewu; blad?: boolean; koniec?: boolean };
/** The outcome is the heading of the result (issue 26 item 7): under the portal page's h1, or the CMS section's h2. */
type Naglowek = 'h2' | 'h3';

function StanPrzelewu({
  subject,
  zapis,
  wynik,
  H,
}: {
  subject: Podmiot;
  zapis: ZapisPlatnosci;
  wynik: WynikAdresu;
  H: Naglowek;
}) {
  const { t, api } = useWidget();
  const [stan, setStan] = useState<Stan>({});
  useEffect(() => {
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let proba = 0;
    const zapytaj = () => {
      proba += 1;
      getStatusPrzelewu(api, subject, zapis.idPrzelewu, ctrl.signal).then(
        (przelew) => {
          if (ctrl.signal.aborted) return;
          const czeka = wynikStatusu(przelew.status) === 'weryfikacja';
          setStan({ przelew, koniec: czeka && proba >= PROBY });
          if (czeka && proba < PROBY) timer = setTimeout(zapytaj, ODSTEP_MS);
        },
        // a failed later ask keeps the state known so far and stops asking; a failed first one (also a 403: the
        // transfer is not the current subject's) leaves the return address's wording
        () => !ctrl.signal.aborted && setStan((s) => (s.przelew ? { ...s, koniec: true } : { blad: true })),
      );
    };
    setStan({});
    zapytaj();
    return () => {
      ctrl.abort();
      clearTimeout(timer);
    };
  }, [api, subject, zapis.idPrzelewu]);

  const { przelew } = stan;
  if (stan.blad)
    return (
      <>
        <ZAdresu wynik={wynik} H={H} />
        <p>{t('platnoscOnline.wynik.bezStanu')}</p>
      </>
    );
  // still ordered and sent to the failure address: the provider had no payment for it when the payer came back
  // (cancelled, abandoned). Said as the failure; the state is still asked, as a payment may yet come
  const niepotwierdzona = przelew?.status === 'ZLECONA' && wynik === 'blad';
  const w = przelew && (niepotwierdzona ? 'blad' : wynikStatusu(przelew.status));
  const dalej = !przelew
    ? null
    : niepotwierdzona
      ? // the time the order holds the instalments is the server's; a P24 order can be cancelled on the card
        przelew.dostawca === 'p24'
        ? 'niepotwierdzonaP24'
        : 'niepotwierdzona'
      : w === 'ok'
        ? przelew.status === 'ZAKSIEGOWANA'
          ? 'zaksiegowana'
          : 'info'
        : w === 'blad'
          ? przelew.status === 'WYGASLA'
            ? 'wygasla'
            : 'odrzucona'
          : stan.koniec
            ? 'dlugo'
            : 'ponawianie';
  return (
    <>
      {/* one live region from the first ask on, so each change of the state is read out */}
      <div role="status">
        <H className={w === 'ok' ? 'g-result-ok' : w === 'blad' ? 'g-result-bad' : 'g-result-wait'}>
          {t(`platnoscOnline.wynik.${w === 'ok' || w === 'blad' ? w : w ? 'weryfikacja' : 'sprawdzanie'}`)}
        </H>
        {dalej && (
          <p>
            {t(`platnoscOnline.wynik.${dalej}`, {
              czas: przelew ? formatDateTimePl(new Date(przelew.waznoscDo)) : '',
            })}
          </p>
        )}
      </div>
      {przelew && (
        <dl aria-label={t('platnoscOnline.wynik.dane')}>
          <dt>{t('platnoscOnline.wynik.tytul')}</dt>
          <dd>{przelew.tytul}</dd>
          <dt>{t('platnoscOnline.wynik.kwota')}</dt>
          <dd>{t('platnoscOnline.wynik.kwotaWartosc', { kwota: przelew.kwota })}</dd>
          <dt>{t('platnoscOnline.wynik.dostawca')}</dt>
          <dd>{t(`platnoscOnline.dostawcy.${przelew.dostawca}`)}</dd>
          {/* the transfer's id: KIR's id_trans and P24's sessionId, and the history's transaction id */}
          <dt>{t('platnoscOnline.wynik.referencja')}</dt>
          <dd className="g-referencja">{przelew.idPrzelewu}</dd>
        </dl>
      )}
      {/* what was paid, on paper: the receipt of a payment the provider took (accepted or posted) */}
      {przelew && w === 'ok' && (
        <FileButton
          className="g-button g-secondary g-pobierz-potwierdzenie"
          label={t('platnoscOnline.wynik.potwierdzenie')}
          fetchFile={() => getPotwierdzeniePdf(api, subject, przelew.idPrzelewu)}
        />
      )}
    </>
  );
}

export function WynikPlatnosci({
  wynik,
  dostawca,
  wroc,
  neutralnieBezPrzelewu,
}: {
  wynik: WynikAdresu;
  /** The provider whose return route this is (portal); a transfer kept for the other one is not this return. */
  dostawca?: Dostawca;
  /** On a CMS page: back to the dues list (the element shows its own heading then). */
  wroc?: () => void;
  /** No transfer kept in this tab: a neutral wording instead of the return address's (the CMS page's hash). */
  neutralnieBezPrzelewu?: boolean;
}) {
  const { t, inPortal } = useWidget();
  const ref = useArkuszPlatnosci();
  const [zapis] = useState(() => {
    const z = odczytajPlatnosc();
    return z && (!dostawca || z.dostawca === dostawca) ? z : null;
  });
  const naglowek = t('platnoscOnline.wynik.naglowek');
  const H: Naglowek = wroc ? 'h3' : 'h2';
  return (
    <section className="g-wynik" ref={ref} aria-label={wroc ? naglowek : undefined}>
      {wroc && <h2>{naglowek}</h2>}
      {zapis ? (
        <SubjectGate>{(s) => <StanPrzelewu subject={s} zapis={zapis} wynik={wynik} H={H} />}</SubjectGate>
      ) : (
        <ZAdresu wynik={wynik} neutralnie={neutralnieBezPrzelewu} H={H} />
      )}
      <p>
        {inPortal ? (
          <PortalLink to={HISTORIA}>{t('platnoscOnline.wynik.historia')}</PortalLink>
        ) : (
          t('platnoscOnline.wynik.historiaUwaga')
        )}
      </p>
      {wroc && (
        <button type="button" className="g-button g-secondary" onClick={wroc}>
          {t('platnoscOnline.wynik.wroc')}
        </button>
      )}
    </section>
  );
}

/**
 * `<gmina-naleznosci>` or `<gmina-moje-zobowiazania>` on a CMS page given back `#gmina-platnosc=ok|blad` (the
 * default export those elements fetch):
 * the result with a button back to the dues, which also clears that hash so a reload shows the dues.
 */
export default function WynikNaStronie({ wynik, wroc }: { wynik: WynikAdresu; wroc: () => void }) {
  return (
    <WynikPlatnosci
      wynik={wynik}
      neutralnieBezPrzelewu
      wroc={() => {
        history.replaceState(history.state, '', location.pathname + location.search);
        wroc();
      }}
    />
  );
}
