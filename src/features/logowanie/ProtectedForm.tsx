/**
 * A protected service that is a form, not a list (spec 02: reading entry, requests, correspondence data, the
 * replacement protocol), with the rules of `ProtectedList`'s `SubjectGate`. A module of its own, so that the list
 * services' pages do not carry it.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { withTexts } from '../../core/i18n/index.ts';
import { $token } from '../../core/stores/session.ts';
import { $subject, type Podmiot } from '../../core/stores/subject.ts';
import { Loader } from '../../ui/Loader.tsx';
import { LoginGate } from './LoginGate.tsx';
import { useWidget } from '../../ui/context.ts';
import { useAccountSession } from '../../ui/session.ts';
import '../../ui/konto/texts.ts';

/** A protected form: given the current subject, it shows the service for it. */
export type SubjectForm = ComponentType<{ subject: Podmiot }>;

/** A form fetched as a chunk of its own (the element's chunk stays small), for `ProtectedForm`. */
export interface LazyForm {
  ready: Promise<SubjectForm>;
  current: SubjectForm | null;
}

/**
 * Starts fetching a form's chunk when the element's module runs, so it arrives alongside the account and
 * subject calls rather than after them.
 */
export function lazyForm(load: () => Promise<SubjectForm>): LazyForm {
  // shown once its texts (validation messages among them) are there in the element's language
  const form: LazyForm = { ready: load().then(withTexts), current: null };
  form.ready.then(
    (f) => (form.current = f),
    () => undefined,
  );
  return form;
}

function useForm(form: LazyForm | SubjectForm): SubjectForm | 'blad' | null {
  const lazy = typeof form === 'object';
  const [f, setF] = useState<SubjectForm | 'blad' | null>(() => (lazy ? form.current : form));
  // waits for the chunk once: the form given is a module's constant, and nothing is asked once it is there
  useEffect(() => {
    if (!lazy || f) return;
    let live = true;
    form.ready.then(
      (c) => live && setF(() => c),
      () => live && setF('blad'),
    );
    return () => {
      live = false;
    };
  }, [form, lazy, f]);
  return f;
}

function FormWithSubject({ title, className, form }: ProtectedFormProps) {
  const { t } = useWidget();
  useAccountSession();
  const subject = useStore($subject);
  const full = useStore($token);
  const F = useForm(form);
  let content: ReactNode;
  if (!full) content = <p className="g-note">{t('chronione.ograniczone')}</p>;
  else if (F === 'blad') content = <p className="g-note">{t('wspolne.bladPobierania')}</p>;
  else if (!subject || !F) content = <Loader />;
  // another subject starts a clean form: nothing typed for one subject is sent for another
  else content = <F key={`${subject.pesel ?? ''}${subject.nip ?? ''}`} subject={subject} />;
  return (
    <section className={`g-list ${className}`} aria-label={t(title)}>
      <h2>{t(title)}</h2>
      {content}
    </section>
  );
}

export interface ProtectedFormProps {
  /** Text key of the title. */
  title: string;
  className: string;
  form: LazyForm | SubjectForm;
}

/**
 * A protected service that is a form, not a list (spec 02: reading entry, requests, correspondence data, the
 * replacement protocol): the same rules as `SubjectGate` under the service's title — login in place, the
 * restricted note, nothing until a subject is current — then the form for that subject.
 */
export function ProtectedForm(props: ProtectedFormProps) {
  const { t } = useWidget();
  return (
    <LoginGate usluga={t(props.title)}>
      <FormWithSubject {...props} />
    </LoginGate>
  );
}
