import { kontoPaths, okSchema } from '../../core/api/konto.ts';
import { useWidget } from '../../ui/context.ts';
import { EmailLoginForm } from '../../features/rejestracja/EmailLoginForm.tsx';

/** Password reminder (spec 01 §2 `/reset-haslo`): e-mail and login; the server mails a set-password link. */
export function PrzypomnienieHasla() {
  const { t, api } = useWidget();
  return (
    <EmailLoginForm
      title={t('rejestracja.resetTytul')}
      intro={t('rejestracja.resetWstep')}
      doneText={t('rejestracja.resetWyslano')}
      submitLabel={t('rejestracja.wyslij')}
      send={(body) => api.json(kontoPaths.przypomnijHaslo, okSchema, { method: 'POST', body })}
    />
  );
}
