import { useState } from 'react';
import { requestNavigation } from '../../core/navigation.ts';
import { useWidget } from '../../ui/context.ts';
import { routeQuery } from '../../ui/portal-link.tsx';
import { loginDestination } from '../../features/logowanie/destination.ts';
import { LoginForm, type LoginDone } from '../../features/logowanie/LoginForm.tsx';

/**
 * `/return-url-blad?trescBledu=…` (spec 01 §2): an identity login failed. The error text (shown as plain text,
 * never as HTML) heads the login form, so the person is "forwarded to login" without a redirect that the
 * browser's back button would replay.
 */
export function BladLogowania() {
  const { t, inPortal } = useWidget();
  // read once, as the page opens: the login form takes it as its first notice
  const [text] = useState(() => routeQuery().get('trescBledu')?.trim() || t('logowanie.bladZewnetrzny'));
  const title = t('logowanie.tytul');
  const onDone = ({ restricted }: LoginDone) => {
    if (!inPortal) return;
    requestNavigation(loginDestination(restricted));
  };
  return (
    <section className="g-logowanie" aria-label={title}>
      <h2>{title}</h2>
      <LoginForm onDone={onDone} notice={text} />
    </section>
  );
}
