import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { $subject } from '../../core/stores/subject.ts';
import { useWidget } from '../../ui/context.ts';
import { Loader } from '../../ui/Loader.tsx';
import { sessionClock } from '../../ui/session.ts';
import { LoginGate } from '../../features/logowanie/LoginGate.tsx';
import { useAccount } from '../../features/logowanie/account-load.ts';
import { RestrictedNotice } from '../../features/logowanie/RestrictedNotice.tsx';
import '../../features/logowanie/texts.ts';

/**
 * A small protected widget: who is logged in and for which subject. Logged out it offers the login inline
 * (`LoginGate`), so a CMS page can carry it; the other widgets of the page follow the login at once.
 */
export function MojeKonto() {
  const { t } = useWidget();
  const title = t('mojeKonto.tytul');
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    // not a landmark: a page may carry this box twice (its sidebar and an article), and two landmarks of one
    // name cannot be told apart (axe `landmark-unique`); the heading names it and the host page's landmark holds it
    <section className="g-moje-konto">
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <LoginGate naglowek={false}>
        <Summary onLoggedOut={() => heading.current?.focus()} />
      </LoginGate>
    </section>
  );
}

function Summary({ onLoggedOut }: { onLoggedOut: () => void }) {
  const { t, api } = useWidget();
  const { user } = useAccount(api);
  const subject = useStore($subject);
  if (!user) return <Loader />;
  return (
    <>
      <dl className="g-summary">
        <dt>{t('mojeKonto.imieNazwisko')}</dt>
        <dd>{`${user.imie} ${user.nazwisko}`.trim() || '—'}</dd>
        <dt>{t('mojeKonto.login')}</dt>
        <dd>{user.login}</dd>
        <dt>{t('mojeKonto.podmiot')}</dt>
        <dd>
          {subject
            ? `${subject.nazwa} (${t(subject.czyInstytucja ? 'mojeKonto.instytucja' : 'mojeKonto.osoba')})`
            : t('mojeKonto.brakPodmiotu')}
        </dd>
      </dl>
      {(user.czyNiepotwierdzony || user.czyNiezweryfikowany) && <RestrictedNotice user={user} />}
      {/* a CMS page has no portal menu (issue 27 item 1): the session ends on the server and in every widget and
          tab of this origin (the stores are shared, other tabs follow the storage), as the portal's "Wyloguj" */}
      <button
        type="button"
        className="g-button g-secondary"
        onClick={() => {
          void sessionClock(api, t).logout().then(onLoggedOut);
        }}
      >
        {t('mojeKonto.wyloguj')}
      </button>
    </>
  );
}
