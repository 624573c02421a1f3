import { useWidget } from '../../ui/context.ts';
import formCss from '../../ui/form.css?inline';
import { LoginForm } from './LoginForm.tsx';
import css from './logowanie.css?inline';

/** The stylesheets the inline login needs in the shadow root of the widget that hosts it. */
export const inlineLoginStyles: readonly string[] = [formCss, css];

/**
 * Login offered inside a protected widget (issue 4 "Embedded use"): the notice and the login form; no
 * navigation after success — the widget (and every other widget of the page, through the shared stores)
 * simply shows its content.
 */
export function InlineLogin() {
  const { t } = useWidget();
  return (
    <div className="g-inline-login">
      <p className="g-intro">{t('logowanie.wymagaLogowania')}</p>
      <LoginForm onDone={() => undefined} />
    </div>
  );
}
