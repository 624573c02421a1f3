import { dokumentyPaths, getDokumenty, type Dokument } from '../../core/api/dokumenty.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import './texts.ts';

/** File size as GOV.UK says it beside an attachment, in the reader's language: '12,3 kB', '1,2 MB'. */
export function formatRozmiar(bajty: number, lang: string): string {
  const mb = bajty >= 1_000_000;
  return new Intl.NumberFormat(lang, {
    style: 'unit',
    unit: mb ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: 1,
  }).format(Math.max(bajty / (mb ? 1_000_000 : 1000), 0.1));
}

/**
 * The office's PDF documents (spec 01 §2 "a list of PDF pages generated from configuration"; issue 15): groups
 * in the office's order, each document a link to its file whose text says type and size (GOV.UK attachments);
 * a file the office has not published is listed without a link and says so.
 */
export function Dokumenty() {
  const { t, api, lang } = useWidget();
  const lista = useLoaded(() => getDokumenty(api), [api], {
    onFailure: 'snackbar',
    empty: (d) => d.length === 0,
    emptyText: t('dokumenty.brak'),
  });

  const wpis = (d: Dokument) =>
    d.rozmiar === null ? (
      <li key={d.plik} className="g-dokument g-dokument-brak">
        {d.tytul} <span className="g-dokument-opis">({t('dokumenty.brakPliku')})</span>
      </li>
    ) : (
      <li key={d.plik} className="g-dokument">
        <a href={api.baseURL + dokumentyPaths.plik(d.plik)} type="application/pdf">
          {d.tytul}{' '}
          <span className="g-dokument-opis">
            ({t('dokumenty.opisPliku', { rozmiar: formatRozmiar(d.rozmiar, lang) })})
          </span>
        </a>
      </li>
    );

  const title = t('dokumenty.tytul');
  let content = lista.fallback;
  if (lista.data) {
    content = lista.data.map((g, i) =>
      g.nazwa === null ? (
        <ul key={i} className="g-dokumenty-lista">
          {g.dokumenty.map(wpis)}
        </ul>
      ) : (
        <section key={i} aria-label={g.nazwa}>
          <h3>{g.nazwa}</h3>
          <ul className="g-dokumenty-lista">{g.dokumenty.map(wpis)}</ul>
        </section>
      ),
    );
  }

  return (
    <section className="g-dokumenty" aria-label={title}>
      <h2>{title}</h2>
      {content}
    </section>
  );
}
