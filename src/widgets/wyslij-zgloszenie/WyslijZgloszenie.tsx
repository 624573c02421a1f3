import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $token } from '../../core/stores/session.ts';
import { $subject } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { Loader } from '../../ui/Loader.tsx';
import { LoginGate } from '../../ui/LoginGate.tsx';
import { useAccountSession } from '../../ui/session.ts';
import type { Formularz as FormularzTyp } from './Formularz.tsx';
import './texts.ts';

/**
 * The form is a chunk of its own (the element's chunk stays within its budget), asked for as soon as this
 * module runs, so it arrives alongside the account and subject calls rather than after them.
 */
let Formularz: typeof FormularzTyp | null = null;
const formularz = import('./Formularz.tsx').then((m) => (Formularz = m.Formularz));

function useFormularz() {
  const [F, setF] = useState<typeof FormularzTyp | 'blad' | null>(() => Formularz);
  useEffect(() => {
    if (!F)
      formularz.then(
        (f) => setF(() => f),
        () => setF('blad'),
      );
  }, []);
  return F;
}

/** Restricted: why nothing shows; no subject yet: loading; then the form of the current subject. */
function ZPodmiotem() {
  const { t } = useWidget();
  useAccountSession();
  const subject = useStore($subject);
  const full = useStore($token);
  const F = useFormularz();
  let content;
  if (!full) content = <p className="g-note">{t('chronione.ograniczone')}</p>;
  else if (F === 'blad') content = <p className="g-note">{t('wspolne.bladPobierania')}</p>;
  else if (!subject || !F) content = <Loader />;
  // another subject starts a clean form: nothing typed for one subject is sent for another
  else content = <F key={`${subject.pesel ?? ''}${subject.nip ?? ''}`} subject={subject} />;
  return (
    <section className="g-list g-wyslij-zgloszenie" aria-label={t('wyslijZgloszenie.tytul')}>
      <h2>{t('wyslijZgloszenie.tytul')}</h2>
      {content}
    </section>
  );
}

/** Logged out (on a CMS page), the login in place, as the list services show it. */
export const WyslijZgloszenie = () => (
  <LoginGate>
    <ZPodmiotem />
  </LoginGate>
);
