import { czyPustyKontakt, dodatkoweWpisy, getKontakt, mapaUrl } from '../../core/api/kontakt.ts';
import { normalizeWebsite } from '../../core/format.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import './texts.ts';

/** `tel:` target: digits and a leading + only ('+48 89 123 45 67' → 'tel:+48891234567'). */
const telHref = (tel: string) => `tel:${tel.replace(/(?!^\+)[^\d]/g, '')}`;

/**
 * Office contact (spec 01 §2 "Contact"): name, address, postal code, phone (tel: link), fax, e-mail (mailto:),
 * website (https:// added when no scheme), the non-empty extra entries, and the map only when a map address is
 * given (and not switched off with `mapa="nie"`). All fields empty → 'no contact data' (spec 01 §8). A failed call: snackbar and inline retry; the contact
 * page is not a service, so the portal stays where it is.
 */
export interface KontaktProps {
  /** 'nie' leaves the map out (e.g. contact in a CMS sidebar); default 'tak'. */
  mapa?: 'tak' | 'nie';
}

export function Kontakt({ mapa: pokazMape = 'tak' }: KontaktProps) {
  const { t, api } = useWidget();
  const kontakt = useLoaded(() => getKontakt(api), [api], {
    onFailure: 'snackbar',
    empty: czyPustyKontakt,
    emptyText: t('kontakt.brakDanych'),
  });

  const title = t('kontakt.tytul');
  let content = kontakt.fallback;
  if (kontakt.data) {
    const k = kontakt.data;
    const www = normalizeWebsite(k.stronaUrl);
    const wpisy = dodatkoweWpisy(k);
    const mapa = pokazMape === 'nie' ? null : mapaUrl(k.googleMapsUrl);
    content = (
      <div className="g-kontakt-uklad">
        <div className="g-kontakt-dane">
          {k.nazwaUrzedu && <h3>{k.nazwaUrzedu}</h3>}
          <dl>
            {(k.adres || k.kodPocztowy) && (
              <>
                <dt>{t('kontakt.adres')}</dt>
                <dd>
                  {k.adres && <span className="g-linia">{k.adres}</span>}
                  {k.kodPocztowy && <span className="g-linia">{k.kodPocztowy}</span>}
                </dd>
              </>
            )}
            {k.telefon && (
              <>
                <dt>{t('kontakt.telefon')}</dt>
                <dd>
                  <a href={telHref(k.telefon)}>{k.telefon}</a>
                </dd>
              </>
            )}
            {k.fax && (
              <>
                <dt>{t('kontakt.fax')}</dt>
                <dd>{k.fax}</dd>
              </>
            )}
            {k.email && (
              <>
                <dt>{t('kontakt.email')}</dt>
                <dd>
                  <a href={`mailto:${k.email.trim()}`}>{k.email.trim()}</a>
                </dd>
              </>
            )}
            {www && (
              <>
                <dt>{t('kontakt.strona')}</dt>
                <dd>
                  <a href={www} target="_blank" rel="noopener noreferrer">
                    {k.stronaUrl!.trim()}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {wpisy.length > 0 && (
            <>
              <h4>{t('kontakt.informacje')}</h4>
              <ul className="g-kontakt-wpisy">
                {wpisy.map((w, i) => (
                  <li key={i}>{w}</li>
                ))}
              </ul>
            </>
          )}
        </div>
        {mapa && (
          <iframe
            className="g-kontakt-mapa"
            src={mapa}
            title={t('kontakt.mapa')}
            loading="lazy"
            referrerPolicy="no-referrer"
            sandbox="allow-scripts allow-same-origin allow-popups"
          />
        )}
      </div>
    );
  }

  return (
    <section className="g-kontakt" aria-label={title}>
      <h2>{title}</h2>
      {content}
    </section>
  );
}
