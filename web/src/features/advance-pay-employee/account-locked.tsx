import { useEffect } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatDateTime } from '../../components/format';
import { LOCKED_REDIRECT_MS, MESSAGES, PATHS } from './messages';
import { useT } from '../../i18n/i18n';

/**
 * The Account Locked screen (docs/rules.md#verification-codes-and-lock-out): shown on OUT_OF_RANGE,
 * says why and when (from the lock record), then signs out after 5 seconds.
 */
export function AccountLocked({ lockedAt, reason }: { lockedAt?: number; reason?: string }) {
  const navigate = useNavigateTo();
  const t = useT();
  useEffect(() => {
    const timer = setTimeout(() => navigate(PATHS.logout), LOCKED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [navigate]);
  return (
    <Container data-testid="account-locked" header={<Header variant="h1">{t('advancePay.accountLocked')}</Header>}>
      <SpaceBetween size="s">
        <Box variant="p" fontSize="heading-s">
          {t.localize(MESSAGES.lockedText)}
        </Box>
        {lockedAt ? (
          <Box variant="p" data-testid="account-locked-when">
            {reason
              ? t('advancePay.lockedOnAfter', { when: formatDateTime(lockedAt), reason: t.localize(reason) })
              : t('advancePay.lockedOn', { when: formatDateTime(lockedAt) })}
          </Box>
        ) : null}
        <Box variant="small" color="text-body-secondary">
          {t('advancePay.signedOutSoon')}
        </Box>
      </SpaceBetween>
    </Container>
  );
}
