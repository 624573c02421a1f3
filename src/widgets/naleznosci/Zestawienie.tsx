import { useState } from 'react';
import { DataTable, type Column } from '../../ui/DataTable.tsx';
import { EmptyState } from '../../ui/EmptyState.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceError } from '../../ui/ServiceError.tsx';
import { useResource } from '../../ui/useResource.ts';

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
  const [attempt, setAttempt] = useState(0);
  const dane = useResource(wczytaj, [wczytaj, attempt]);
  return (
    <section className="g-list-table g-zestawienie" aria-label={tytul}>
      <h3>{tytul}</h3>
      {uwaga && <p className="g-hint">{uwaga}</p>}
      {dane.status === 'loading' ? (
        <Loader />
      ) : dane.status === 'error' ? (
        <ServiceError onRetry={() => setAttempt((n) => n + 1)} />
      ) : dane.data.length === 0 ? (
        <EmptyState text={pusto} />
      ) : (
        <DataTable caption={tytul} columns={kolumny} rows={dane.data} rowKey={(_, i) => String(i)} />
      )}
    </section>
  );
}
