import { kontoPaths, okSchema } from '../../core/api/konto.ts';
import { portalBase } from '../../ui/portal-link.tsx';
import { useWidget } from '../../ui/context.ts';
import { EmailLoginForm } from '../../features/rejestracja/EmailLoginForm.tsx';

/** Activation-link resend (spec 01 §2 `/reset-link`): e-mail and login; the link leads back to this portal. */
export function LinkAktywacyjny() {
  const { t, api } = useWidget();
  return (
    <EmailLoginForm
      title={t('rejestracja.linkTytul')}
      intro={t('rejestracja.linkWstep')}
      doneText={t('rejestracja.linkWyslano')}
      submitLabel={t('rejestracja.wyslij')}
      send={(v) =>
        api.json(kontoPaths.wyslijLink, okSchema, {
          method: 'POST',
          body: { ...v, returnUrl: `${portalBase()}/aktywacja-return-url` },
        })
      }
    />
  );
}
