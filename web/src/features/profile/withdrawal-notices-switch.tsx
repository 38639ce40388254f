import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { callableKey } from '../../api/callable-key';
import { useCallableMutation } from '../../api/hooks';
import { useCurrentUser } from '../../api/use-current-user';
import { useSession } from '../../auth/session';
import { useT } from '../../i18n/i18n';

/** The toast of a choice of the withdrawal notices that could not be saved (localized as it shows). */
const NOTICES_NOT_SAVED = 'Your choice could not be saved. Please try again.';

/**
 * The withdrawal notices (docs/rules.md#withdrawal-notices): on until the employee turns them off
 * here, kept on their user; the security notices are always sent, as the description says. A
 * switch a thumb can hit (44 px, as the language buttons).
 */
export function ProfileWithdrawalNotices() {
  const t = useT();
  const queryClient = useQueryClient();
  const user = useCurrentUser(useSession().data);
  const [chosen, setChosen] = useState<boolean>();
  const save = useCallableMutation('users-setWithdrawalNotices', { errorToast: NOTICES_NOT_SAVED });
  if (!user.data) return null;
  const on =
    (save.isPending ? save.variables.notifyWithdrawalSteps : undefined) ??
    chosen ??
    user.data.notifyWithdrawalSteps !== false;
  const toggle = () => {
    const next = !on;
    save.mutate(
      { notifyWithdrawalSteps: next },
      {
        onSuccess: () => {
          setChosen(next);
          void queryClient.invalidateQueries({ queryKey: callableKey('users-getCurrentUser') });
        },
      },
    );
  };
  return (
    <Container
      header={
        <Header variant="h2" description={t('profile.withdrawalNoticesDescription')}>
          {t('profile.withdrawalNotices')}
        </Header>
      }
      data-testid="profile-withdrawal-notices"
    >
      <button
        type="button"
        role="switch"
        className="choice-switch"
        aria-checked={on}
        disabled={save.isPending}
        onClick={toggle}
        data-testid="profile-withdrawal-notices-switch"
      >
        <span className="choice-switch-track" aria-hidden="true" />
        <span>{t('profile.withdrawalNoticesSwitch')}</span>
        <span className="choice-switch-state">{on ? t('profile.switchOn') : t('profile.switchOff')}</span>
      </button>
    </Container>
  );
}
