/**
 * A list service of spec 02: logged out (on a CMS page), the login in place (LoginGate); logged in, the frame
 * runs its calls only once a subject is selected, and every call carries it (spec 02 §6 "Data calls send the
 * current subject as parameters and run only if a subject is selected"). The contract server checks the subject
 * against the caller's own confirmed subjects.
 */
import { useStore } from '@nanostores/react';
import type { Wymagany } from '../registry/uslugi.ts';
import { $token } from '../core/stores/session.ts';
import { $subject, subjectCanUse } from '../core/stores/subject.ts';
import { ListFrame, type ListFrameProps } from './ListFrame.tsx';
import { Loader } from './Loader.tsx';
import { LoginGate } from './LoginGate.tsx';
import { useWidget } from './context.ts';
import { useAccountSession } from './session.ts';

export interface ProtectedListProps<D> extends ListFrameProps<D> {
  /** The kind of subject the service is for (spec 02 §6: 27 persons, 33 institutions); default any. */
  wymagany?: Wymagany;
}

function WithSubject<D>({ wymagany = null, ...props }: ProtectedListProps<D>) {
  const { t } = useWidget();
  useAccountSession();
  const subject = useStore($subject);
  const full = useStore($token);
  // a restricted token (unconfirmed or unverified account) reaches no protected data (spec 01 §6)
  if (!full) return <p className="g-note">{t('lista.ograniczone')}</p>;
  // the subjects arrive with the account; until one is current, nothing is asked for
  if (!subject) return <Loader />;
  // on a CMS page the element says so in place (the portal leaves for the services list, Portal.tsx)
  const rule = {
    czyWymaganaInstytucja: wymagany === 'instytucja',
    czyWymaganaOsobaFizyczna: wymagany === 'osoba',
  };
  if (!subjectCanUse(rule, subject)) return <p className="g-note">{t('lista.brakDostepu')}</p>;
  return <ListFrame {...props} subject={subject} />;
}

export function ProtectedList<D>(props: ProtectedListProps<D>) {
  return (
    <LoginGate>
      <WithSubject {...props} />
    </LoginGate>
  );
}
