import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { completeLogin } from '../../core/account.ts';
import { $serverConfig } from '../../core/api/konfiguracja.ts';
import {
  kodyBledow,
  kontoPaths,
  loginResponseSchema,
  type LoginResponse,
  type TokenRequest,
  type UserInfo,
} from '../../core/api/konto.ts';
import { $loginTarget, clearSession } from '../../core/stores/session.ts';
import { msg, validateRequired } from '../../core/rules/fields.ts';
import { apiErrorCode, apiErrorText } from '../../ui/api-error.ts';
import { Field } from '../../ui/Field.tsx';
import { FormActions, useForm } from '../../ui/FormFrame.tsx';
import { PortalLink } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { Captcha, type CaptchaImage } from './Captcha.tsx';
import { IdentityButtons } from './IdentityButtons.tsx';
import { DEFAULT_TARGET } from './destination.ts';
import { TotpDialog } from './TotpDialog.tsx';
import './texts.ts';

export interface LoginDone {
  user: UserInfo;
  restricted: boolean;
}

/**
 * The login form (spec 01 §2 "Login", §4 "Login", §8): login and password, the server's captcha when the
 * office has `czyCaptcha`, the one-time-code dialog when the account has two-factor on, links to password
 * reset, registration and activation-link resend, and the identity-provider buttons the office enables.
 * On success the token is stored (a restricted one apart), the account and subjects are loaded and `onDone`
 * decides where to go. What was typed stays on an error; only the captcha answer goes with its image.
 * The same form is the login page and the inline login of protected widgets on a CMS page.
 */
export function LoginForm({ onDone, notice }: { onDone: (r: LoginDone) => void; notice?: string | null }) {
  const { t, api, inPortal } = useWidget();
  const flags = useStore($serverConfig)[api.baseURL];
  const captchaOn = flags?.czyCaptcha ?? false;
  const ownLogin = flags?.czyLogowaniePrzezPortal ?? true;
  const f = useForm({
    initial: { login: '', haslo: '', captcha: '' },
    alert: notice ?? null,
    validate: (v) => ({
      login: validateRequired(v.login),
      haslo: v.haslo === '' ? msg.passwordEmpty : null,
      captcha: captchaOn ? validateRequired(v.captcha) : null,
    }),
    onFailure: (err) => {
      const kod = apiErrorCode(err);
      const alert = { kind: 'alert', text: apiErrorText(t, err), kod } as const;
      return kod === kodyBledow.zlaCaptcha
        ? [alert, { kind: 'field', field: 'captcha', error: msg.formatInvalid }]
        : alert;
    },
  });
  const answer = f.values.captcha;
  const captcha = useRef<CaptchaImage | null>(null);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [twoFaToken, setTwoFaToken] = useState<string | null>(null);

  const newCaptcha = () => {
    if (!captchaOn) return;
    f.form.set('captcha', '');
    setCaptchaVersion((n) => n + 1);
  };

  const finish = async (res: LoginResponse) => {
    let user;
    try {
      user = await completeLogin(api, res);
    } catch (e) {
      // a token whose account cannot be loaded is no login: every widget would open on an empty account
      clearSession();
      throw e;
    }
    onDone({ user, restricted: res.czyOgraniczony });
  };

  const submit = f.onSubmit(
    async (v) => {
      const body: TokenRequest = {
        login: v.login.trim(),
        haslo: v.haslo,
        recaptcha: captchaOn && captcha.current ? `${captcha.current.id}:${v.captcha.trim()}` : null,
      };
      const res = await api.json(kontoPaths.getToken, loginResponseSchema, { method: 'POST', body });
      if (res.czy2FaAktywne) setTwoFaToken(res.token);
      else await finish(res);
    },
    (r) => !r.ok && 'failure' in r && newCaptcha(),
  );

  /** The second step: `false` for a wrong code (the dialog says so), a thrown text for anything else. */
  const onCode = async (totp: string): Promise<boolean> => {
    try {
      const res = await api.json(kontoPaths.login2Fa, loginResponseSchema, {
        method: 'POST',
        body: { token: twoFaToken ?? '', totp },
      });
      setTwoFaToken(null);
      await finish(res);
      return true;
    } catch (err) {
      if (apiErrorCode(err) === kodyBledow.zlyTotp) return false;
      throw new Error(apiErrorText(t, err));
    }
  };

  const formError = f.state.alert;
  return (
    <div className="g-login">
      <div aria-live="assertive" className="g-login-alert">
        {formError?.kod === kodyBledow.kontoNieaktywne && (
          <p role="alert" className="g-error g-alert">
            {t('logowanie.nieaktywne')} <PortalLink to="/reset-link">{t('logowanie.wyslijLink')}</PortalLink>
          </p>
        )}
        {formError && formError.kod !== kodyBledow.kontoNieaktywne && (
          <p role="alert" className="g-error g-alert">
            {formError.text}
          </p>
        )}
      </div>
      {ownLogin && (
        <form className="g-form" onSubmit={submit} noValidate>
          <Field
            {...f.field('login')}
            t={t}
            label={t('logowanie.login')}
            autoComplete="username"
            autoCapitalize="off"
            spellCheck={false}
          />
          <Field
            t={t}
            label={t('logowanie.haslo')}
            type="password"
            {...f.field('haslo')}
            autoComplete="current-password"
          />
          {captchaOn && (
            <Captcha
              version={captchaVersion}
              answer={answer}
              onAnswer={(v) => f.form.set('captcha', v)}
              onImage={(img) => (captcha.current = img)}
              error={f.state.errors.captcha ?? null}
            />
          )}
          <FormActions
            busy={f.busy}
            label={t('logowanie.zaloguj')}
            busyLabel={t('logowanie.logowanieTrwa')}
          />
        </form>
      )}
      {/* the providers return to a page of the portal: on a CMS page there is none to come back to */}
      <IdentityButtons
        wezel={inPortal && (flags?.czyLogowaniePrzezWezelKrajowy ?? false)}
        epuap={inPortal && (flags?.czyLogowaniePrzezEpuap ?? false)}
        link={$loginTarget.get() ?? DEFAULT_TARGET}
      />
      {inPortal && (
        <ul className="g-login-links">
          <li>
            <PortalLink to="/reset-haslo">{t('logowanie.przypomnijHaslo')}</PortalLink>
          </li>
          <li>
            <PortalLink to="/rejestracja">{t('logowanie.zarejestruj')}</PortalLink>
          </li>
          <li>
            <PortalLink to="/reset-link">{t('logowanie.wyslijLinkPonownie')}</PortalLink>
          </li>
        </ul>
      )}
      <TotpDialog open={twoFaToken !== null} onCode={onCode} onCancel={() => setTwoFaToken(null)} />
    </div>
  );
}
