import { useWidget } from '../../ui/context.ts';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { useLoaded } from '../../ui/useLoaded.tsx';

/** A table of one of the card's other lists (booked payments, recovery, co-obligors), loaded on its own. */
export function Zestawienie<R>({
  tytul,
  uwaga,
  pusto,
  wczytaj,
  kolumny,
}: {
  tytul: string;
  uwaga?: string;
  pusto: string;
  wczytaj: (signal: AbortSignal) => Promise<R[]>;
  kolumny: Column<R>[];
}) {
  const { t } = useWidget();
  // a part of the card: its failure says so with a retry and nothing else (the card itself stays)
  const dane = useLoaded(wczytaj, [wczytaj], {
    onFailure: 'quiet',
    errorText: () => t('wspolne.uslugaNiedostepna'),
    empty: (d) => d.length === 0,
    emptyText: pusto,
  });
  return (
    <section className="g-list-table g-zestawienie" aria-label={tytul}>
      <h3>{tytul}</h3>
      {uwaga && <p className="g-hint">{uwaga}</p>}
      {dane.fallback ??
        (dane.data && (
          <DataTable caption={tytul} columns={kolumny} rows={dane.data} rowKey={(_, i) => String(i)} />
        ))}
    </section>
  );
}
