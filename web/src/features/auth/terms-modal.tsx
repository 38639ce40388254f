import { useNavigateTo } from '../../components/use-navigate-to';
import { useQueryClient } from '@tanstack/react-query';
import Modal from '@cloudscape-design/components/modal';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallableMutation } from '../../api/hooks';
import { readSession, SESSION_KEY, type Session } from '../../auth/session';
import { TERMS_VERSION } from '../../../../shared/registry/roles';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { useT } from '../../i18n/i18n';
import { paths } from '../../../../shared/routes';

/**
 * The terms stated to users (docs/rules.md#roles-and-tenants), last updated on 30 January 2023:
 * their English is the catalogue's (shared/i18n/catalogue/en/auth.ts), letter for letter.
 */
const TERMS: readonly MessageId[] = [
  'auth.term1',
  'auth.term2',
  'auth.term3',
  'auth.term4',
  'auth.term5',
  'auth.term6',
  'auth.term7',
];

/**
 * Blocks employee and management pages until the current terms are accepted
 * (docs/rules.md#roles-and-tenants). Cancel goes to /logout; Accept records the acceptance and
 * refreshes the tokens so the `custom:acceptedTerms` claim is current.
 */
export function TermsModal() {
  const t = useT();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const accept = useCallableMutation('employees-acceptTermsAndConditions', {
    errorToast: 'Error when accepting Terms and Conditions!',
  });

  // The refreshed session is put in the cache on its own time: the mutation does not wait on its callbacks.
  const recordAcceptance = async (result: { acceptedTerms: string }) => {
    // If the refresh fails, keep the current tokens: the acceptance is recorded either way.
    const refreshed = (await readSession(true)) ?? (await readSession());
    // The refreshed token carries the claim; fall back on the answer if the pool lags behind.
    const acceptedTerms = refreshed?.acceptedTAndC ? refreshed.acceptedTerms : result.acceptedTerms;
    const session: Session | null = refreshed && {
      ...refreshed,
      acceptedTerms,
      acceptedTAndC: acceptedTerms === TERMS_VERSION,
    };
    queryClient.setQueryData(SESSION_KEY, session);
  };

  const onAccept = () =>
    accept.mutate(
      { device: navigator.userAgent.slice(0, 500) },
      {
        onSuccess: (result) => {
          void recordAcceptance(result);
        },
      },
    );

  return (
    <Modal
      data-testid="terms-modal"
      visible
      size="large"
      header={t('auth.termsTitle')}
      onDismiss={(e) => {
        // Only Cancel or Accept close it: the pages stay blocked.
        if (e.detail.reason !== 'closeButton') return;
        navigate(paths.logout());
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => navigate(paths.logout())} data-testid="terms-cancel">
              {t('common.cancel')}
            </Button>
            <Button variant="primary" onClick={onAccept} loading={accept.isPending} data-testid="terms-accept">
              {t('common.accept')}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">{t('auth.termsIntro')}</Box>
        <ol>
          {TERMS.map((term) => (
            <li key={term}>
              <Box variant="p">{t(term)}</Box>
            </li>
          ))}
        </ol>
        <Box variant="small">{t('auth.termsUpdated')}</Box>
      </SpaceBetween>
    </Modal>
  );
}
