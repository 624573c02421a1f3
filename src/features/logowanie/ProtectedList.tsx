/**
 * A protected service of spec 02: logged out (on a CMS page), the login in place (LoginGate); logged in, the
 * view runs its calls only once a subject is selected, and every call carries it (spec 02 §6 "Data calls send
 * the current subject as parameters and run only if a subject is selected"). The contract server checks the
 * subject against the caller's own confirmed subjects. `ProtectedList` is a list service on the frame;
 * `SubjectGate` gives any other protected view (a form, the dues card) the same rules.
 */
import { useStore } from '@nanostores/react';
import type { ReactNode } from 'react';
import type { Wymagany } from '../../registry/uslugi.ts';
import { $token } from '../../core/stores/session.ts';
import { $subject, subjectCanUse, type Podmiot } from '../../core/stores/subject.ts';
import { ListFrame, type ListFrameProps } from '../../ui/ListFrame.tsx';
import { Loader } from '../../ui/Loader.tsx';
import { LoginGate } from './LoginGate.tsx';
import { useWidget } from '../../ui/context.ts';
import { useAccountSession } from '../../ui/session.ts';
import '../../ui/konto/texts.ts';

export interface SubjectGateProps {
  /** The kind of subject the service is for (spec 02 §6: 27 persons, 33 institutions); default any. */
  wymagany?: Wymagany;
  /** The view, for the current subject. */
  children: (subject: Podmiot) => ReactNode;
  /** The service's title in the reader's language, named by the login notice when logged out. */
  usluga?: string;
}

function WithSubject({ wymagany = null, children }: SubjectGateProps) {
  const { t } = useWidget();
  useAccountSession();
  const subject = useStore($subject);
  const full = useStore($token);
  // a restricted token (unconfirmed or unverified account) reaches no protected data (spec 01 §6)
  if (!full) return <p className="g-note">{t('chronione.ograniczone')}</p>;
  // the subjects arrive with the account; until one is current, nothing is asked for
  if (!subject) return <Loader />;
  // on a CMS page the element says so in place (the portal leaves for the services list, Portal.tsx)
  const rule = {
    czyWymaganaInstytucja: wymagany === 'instytucja',
    czyWymaganaOsobaFizyczna: wymagany === 'osoba',
  };
  if (!subjectCanUse(rule, subject)) return <p className="g-note">{t('chronione.brakDostepu')}</p>;
  return children(subject);
}

export function SubjectGate(props: SubjectGateProps) {
  return (
    <LoginGate usluga={props.usluga}>
      <WithSubject {...props} />
    </LoginGate>
  );
}

export interface ProtectedListProps<D> extends ListFrameProps<D> {
  wymagany?: Wymagany;
}

export function ProtectedList<D>({ wymagany, ...props }: ProtectedListProps<D>) {
  const { t } = useWidget();
  return (
    <SubjectGate wymagany={wymagany} usluga={t(props.title)}>
      {(subject) => <ListFrame {...props} subject={subject} />}
    </SubjectGate>
  );
}
