import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../core/api/client.ts';
import { getRaty } from '../../core/api/naleznosci.ts';
import type { Podmiot } from '../../core/stores/subject.ts';
import { Loader } from '../../ui/Loader.tsx';
import { ServiceError, useServiceFailure } from '../../ui/ServiceError.tsx';
import { useWidget } from '../../ui/context.ts';
import { useResource } from '../../ui/useResource.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { KartaWidok } from './KartaWidok.tsx';

export function KartaPodmiotu({
  subject,
  id,
  instytucja,
  wroc,
}: {
  subject: Podmiot;
  id: number;
  instytucja: boolean | null;
  /** Back to the list (`z`: the Back button pressed, which tells a page with no router, Naleznosci.tsx). */
  wroc: (z?: { currentTarget: EventTarget | null }) => void;
}) {
  const { api } = useWidget();
  // spec 02 §2: a card of the other kind of subject than the current one → the dues list
  const innyRodzaj = instytucja !== null && instytucja !== subject.czyInstytucja;
  const [attempt, setAttempt] = useState(0);
  // the instalment whose control takes the focus once the card is loaded again (after "Anuluj zlecenie"); taken
  // once, so a later load (a retry, another subject) leaves the focus where the resident has it
  const fokus = useRef<number | null>(null);
  const wezFokus = useCallback(() => {
    const idRaty = fokus.current;
    fokus.current = null;
    return idRaty;
  }, []);
  const dane = useResource(
    (signal) => getRaty(api, subject, id, signal),
    [api, subject, id, attempt],
    !innyRodzaj,
  );
  // the card is not the current subject's (another subject was chosen): the list of the one chosen
  const obca = dane.status === 'error' && dane.error instanceof ApiError && dane.error.status === 403;
  // the parent's callback is read as it is when the card turns out not to be the subject's, not followed
  const wrocDoListy = useLatest(wroc);
  useEffect(() => {
    if (innyRodzaj || obca) wrocDoListy.current();
  }, [innyRodzaj, obca, wrocDoListy]);
  const failure = dane.status === 'error' && !obca ? dane.error : null;
  useServiceFailure(failure, false);
  if (failure) return <ServiceError onRetry={() => setAttempt((n) => n + 1)} />;
  if (dane.status !== 'ok') return <Loader />;
  // a new card or subject starts with its own filters and an empty selection
  return (
    <KartaWidok
      key={`${id}-${subject.pesel ?? subject.nip}`}
      dane={dane.data}
      subject={subject}
      wroc={wroc}
      wezFokus={wezFokus}
      odswiez={(idRaty) => {
        fokus.current = idRaty ?? null;
        setAttempt((n) => n + 1);
      }}
    />
  );
}
