import { useWidget } from '../ui/context.ts';
import { Link } from './portal-context.tsx';

/** Footer (spec 01 §2): site-map and contact links, front-end version and build year; the accessibility statement. */
export function Footer() {
  const { t } = useWidget();
  return (
    <footer className="g-footer">
      <ul className="g-footer-links">
        <li>
          <Link to="/mapa-strony">{t('portal.mapaStrony')}</Link>
        </li>
        <li>
          <Link to="/kontakt">{t('portal.kontakt')}</Link>
        </li>
        <li>
          <Link to="/deklaracja-dostepnosci">{t('portal.deklaracja')}</Link>
        </li>
        <li>
          <Link to="/polityka-cookie">{t('portal.politykaCookie.tytul')}</Link>
        </li>
      </ul>
      <p className="g-footer-meta">
        <span>{t('portal.wersja', { wersja: __GMINA_VERSION__ })}</span>
        <span>{t('portal.rokZbudowania', { rok: __GMINA_BUILD_YEAR__ })}</span>
      </p>
    </footer>
  );
}
