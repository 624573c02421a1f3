import type { UserInfo } from '../../core/api/konto.ts';
import { useWidget } from '../../ui/context.ts';

/**
 * The restricted state after login (spec 01 §4, §8 "Unconfirmed or unverified account: messages to confirm
 * identity at the office or via a trusted profile").
 */
export function RestrictedNotice({
  user,
}: {
  user: Pick<UserInfo, 'czyNiepotwierdzony' | 'czyNiezweryfikowany'>;
}) {
  const { t } = useWidget();
  return (
    <div className="g-notice g-restricted" role="status">
      <p>
        {user.czyNiezweryfikowany && !user.czyNiepotwierdzony
          ? t('logowanie.niezweryfikowane')
          : t('logowanie.niepotwierdzone')}
      </p>
    </div>
  );
}
