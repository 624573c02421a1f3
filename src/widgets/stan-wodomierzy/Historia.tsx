import { getZgloszeniaStanu, type Wodomierz, type ZgloszenieStanu } from '../../core/api/woda.ts';
import { formatDatePl } from '../../core/dates.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { useLoaded } from '../../ui/useLoaded.tsx';
import { formatM3 } from './format.ts';

/**
 * A meter's earlier readings (spec 02 §2 "show or hide earlier readings"), newest first, with who read them;
 * `wersja` changes after a saved reading, which loads them again (spec 02 §4).
 */
export function Historia({ w, subject, wersja }: { w: Wodomierz; subject: Podmiot; wersja: number }) {
  const { t, api } = useWidget();
  // under the meter's row, as notes: the form above it stays as it is
  const r = useLoaded(
    (signal) => getZgloszeniaStanu(api, subject, w, signal),
    [api, subject, w.idLicznika, wersja],
    {
      onFailure: 'quiet',
      look: 'note',
      empty: (d) => d.length === 0,
      emptyText: t('stanWodomierzy.brakHistorii'),
    },
  );
  if (!r.data) return r.fallback;
  const k = (key: string) => t(`stanWodomierzy.historia.${key}`);
  return (
    <table className="g-table g-historia">
      <caption>{t('stanWodomierzy.historia.podpis', { numer: w.nrLicznika })}</caption>
      <thead>
        <tr>
          <th scope="col">{k('data')}</th>
          <th scope="col" className="g-num">
            {k('stan')}
          </th>
          <th scope="col" className="g-num">
            {k('zuzycie')}
          </th>
          <th scope="col">{k('zrodlo')}</th>
        </tr>
      </thead>
      <tbody>
        {r.data.map((z: ZgloszenieStanu, i) => (
          <tr key={`${z.dataOdczytu}-${i}`}>
            <td>{formatDatePl(z.dataOdczytu)}</td>
            <td className="g-num">{formatM3(z.stanLicznika)}</td>
            <td className="g-num">{formatM3(z.zuzycieLicznika)}</td>
            <td>{k(z.zrodlo)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
