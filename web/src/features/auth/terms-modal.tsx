import { useNavigateTo } from '../../components/use-navigate-to';
import { useQueryClient } from '@tanstack/react-query';
import Modal from '@cloudscape-design/components/modal';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { useCallableMutation } from '../../api/hooks';
import { readSession, SESSION_KEY, type Session } from '../../auth/session';
import { TERMS_VERSION } from '../../../../shared/registry/roles';
import { paths } from '../../../../shared/routes';

/** The terms stated to users (docs/rules.md#roles-and-tenants), last updated on 30 January 2023. */
const TERMS: readonly string[] = [
  'An advance is an assignment of salary that your employer owes you. It is not a loan.',
  'A fee is deducted upfront from each advance.',
  'An advance is limited to 50% of your earned salary, with a minimum of RM100 per transaction.',
  'Repayment is deducted from your salary on the salary date. If your employer does not repay, you must repay within 30 days of the last pay day. The default recall is within 7 days.',
  'Your transaction history is viewable for the previous 90 days. Errors must be reported within 30 days. Changes to fees or terms will be notified at least 21 days in advance.',
  'One account is allowed per mobile number and e-mail address.',
  'These terms are governed by the laws of Malaysia.',
];

/**
 * Blocks employee and management pages until the current terms are accepted
 * (docs/rules.md#roles-and-tenants). Cancel goes to /logout; Accept records the acceptance and
 * refreshes the tokens so the `custom:acceptedTerms` claim is current.
 */
export function TermsModal() {
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
      header="Terms and Conditions"
      onDismiss={(e) => {
        // Only Cancel or Accept close it: the pages stay blocked.
        if (e.detail.reason !== 'closeButton') return;
        navigate(paths.logout());
      }}
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => navigate(paths.logout())} data-testid="terms-cancel">
              Cancel
            </Button>
            <Button variant="primary" onClick={onAccept} loading={accept.isPending} data-testid="terms-accept">
              Accept
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <SpaceBetween size="s">
        <Box variant="p">Please read and accept the Terms and Conditions of Advance Pay before you continue.</Box>
        <ol>
          {TERMS.map((t) => (
            <li key={t}>
              <Box variant="p">{t}</Box>
            </li>
          ))}
        </ol>
        <Box variant="small">Last updated on 30 January 2023.</Box>
      </SpaceBetween>
    </Modal>
  );
}
