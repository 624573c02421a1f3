import { useId } from 'react';
import { useWidget } from '../../ui/context.ts';
import formCss from '../../ui/form.css?inline';
import { LoginForm } from './LoginForm.tsx';
import css from './logowanie.css?inline';

/** The stylesheets the inline login needs in the shadow root of the widget that hosts it. */
export const inlineLoginStyles: readonly string[] = [formCss, css];

/**
 * Login offered inside a protected widget (issue 4 "Embedded use"): the notice and the login form; no
 * navigation after success — the widget (and every other widget of the page, through the shared stores)
 * simply shows its content. With several protected widgets on one page only the first shows the form; the
 * others (`form` is the widget that shows it) say so and take the focus to it.
 */
export function InlineLogin({ form, usluga }: { form: HTMLElement | null; usluga?: string }) {
  const { t } = useWidget();
  const introId = useId();
  // each gate names its service (issue 27 item 6): eight identical notices on one page say nothing
  const intro = usluga ? t('logowanie.wymagaLogowaniaUslugi', { usluga }) : t('logowanie.wymagaLogowania');
  if (form)
    return (
      <div className="g-inline-login">
        <p className="g-intro" id={introId}>
          {intro}
        </p>
        <button
          type="button"
          aria-describedby={introId}
          className="g-button g-secondary"
          onClick={() => {
            form.scrollIntoView({ block: 'center' });
            form.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus();
          }}
        >
          {t('logowanie.doFormularza')}
        </button>
      </div>
    );
  return (
    <div className="g-inline-login">
      <p className="g-intro">{intro}</p>
      <LoginForm onDone={() => undefined} />
    </div>
  );
}
