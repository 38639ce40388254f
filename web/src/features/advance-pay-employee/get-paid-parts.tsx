import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { CallableOutput } from '../../../../shared/callables/index';
import type { WithdrawalStep } from '../../../../shared/domain/advance-pay/withdrawal-steps';
import { formatRm } from '../../../../shared/domain/money/money';
import type { MessageId } from '../../../../shared/i18n/catalogue';
import { isoToDisplay } from '../../components/date-text';
import { profileSetupStepPath } from '../../components/profile-setup-steps';
import { useNavigateTo } from '../../components/use-navigate-to';
import { useT } from '../../i18n/i18n';
import type { RequestPreview } from './get-paid-preview';

/** The parts of Get Paid (./get-paid-page.tsx) below its request, and what it asks for first. */

export type Balance = CallableOutput<'advancePayEmployee-getAdvancePayBalance'>;

/** What each missing step is called on Get Paid, and its link's words. */
const STEP_TEXTS: Record<WithdrawalStep, { title: MessageId; text: MessageId; link: MessageId }> = {
  mobileNumber: {
    title: 'advancePay.verifyMobile',
    text: 'advancePay.verifyMobileText',
    link: 'advancePay.verifyMyNumber',
  },
  bankAccount: {
    title: 'advancePay.addBankAccount',
    text: 'advancePay.addBankAccountText',
    link: 'advancePay.addMyBankAccount',
  },
};

/**
 * The fee of the amount entered, what the employee receives, who pays the fee and when the money
 * comes; with an instant payout, its fee too, and the money within minutes of the approval.
 */
export function FeePreview({ b, preview }: { b: Balance; preview: RequestPreview }) {
  const t = useT();
  const instantFee = preview.instantFee;
  return (
    <Container header={<Header variant="h2">{t('advancePay.request')}</Header>} data-testid="fee-preview">
      <KeyValuePairs
        columns={4}
        items={[
          {
            label: t('advancePay.serviceFee'),
            value: (
              <span data-testid="fee">
                {t('advancePay.feeOfAmount', {
                  fee: formatRm(preview.fee),
                  percent: b.serviceFeePercentage,
                })}
              </span>
            ),
          },
          ...(instantFee === undefined
            ? []
            : [
                {
                  label: t('advancePay.instantFee'),
                  value: (
                    <span data-testid="instant-fee">
                      {t('advancePay.feeOfAmount', {
                        fee: formatRm(instantFee),
                        percent: b.instantPayoutFeePercentage ?? 0,
                      })}
                    </span>
                  ),
                },
              ]),
          {
            label: t('advancePay.youReceive'),
            value: <span data-testid="net-amount">{formatRm(preview.net)}</span>,
          },
          {
            label: t('advancePay.paidBy'),
            value: b.serviceFeePaidBy === 'employee' ? t('advancePay.paidByYou') : t('advancePay.paidByEmployer'),
          },
          {
            label: t('advancePay.expectedInAccount'),
            value: (
              <span data-testid="expected-credit">
                {instantFee !== undefined
                  ? t(
                      b.policy?.autoApproval
                        ? 'advancePay.expectedInstantNow'
                        : 'advancePay.expectedInstantOnceApproved',
                    )
                  : t(b.policy?.autoApproval ? 'advancePay.expectedBy' : 'advancePay.expectedByOnceApproved', {
                      date: isoToDisplay(b.expectedCreditDate),
                    })}
              </span>
            ),
          },
        ]}
      />
    </Container>
  );
}

/** The withdrawable amount, the balance less the amount entered, the earned wages and the policy. */
export function BalanceSummary({ b, balanceAfter, period }: { b: Balance; balanceAfter: number; period: string }) {
  const t = useT();
  return (
    <Container header={<Header variant="h2">{t('advancePay.yourBalance')}</Header>}>
      <ColumnLayout columns={3} variant="text-grid">
        <div>
          <Box variant="awsui-key-label">{t('advancePay.withdrawableAmount')}</Box>
          <Box variant="awsui-value-large" data-testid="withdrawable">
            {formatRm(b.withdrawable)}
          </Box>
        </div>
        <div>
          <Box variant="awsui-key-label">{t('dashboard.balance')}</Box>
          <Box variant="awsui-value-large" data-testid="balance">
            {formatRm(balanceAfter)}
          </Box>
          <Box color="text-body-secondary">{t('advancePay.balanceAfter')}</Box>
        </div>
        <div>
          <Box variant="awsui-key-label">{t('advancePay.earnedWagesIn', { period })}</Box>
          <Box variant="awsui-value-large">{formatRm(b.earnedWages)}</Box>
          <Box color="text-body-secondary">
            {t('advancePay.alreadyWithdrawn', { amount: formatRm(b.withdrawnThisPeriod) })}
          </Box>
        </div>
      </ColumnLayout>
      {b.policy ? (
        <Box color="text-body-secondary" margin={{ top: 's' }}>
          {t('advancePay.policySummary', {
            maximum: formatRm(b.policy.maximumWithdrawalAmount),
            frequency: t(`advancePay.frequency.${b.policy.withdrawalFrequency}`),
            day: b.policy.withdrawalDate ?? 'none',
            autoApproval: b.policy.autoApproval ? 'yes' : 'no',
          })}
        </Box>
      ) : null}
    </Container>
  );
}

/**
 * What a withdrawal still needs from the employee (the server's `missingSteps`), each with the link
 * to that step of the profile setup, which comes back here once done.
 */
export function MissingSteps({ steps }: { steps: readonly WithdrawalStep[] }) {
  const t = useT();
  const navigate = useNavigateTo();
  return (
    <Container
      header={<Header variant="h2">{t('advancePay.beforeYouWithdraw')}</Header>}
      data-testid="withdrawal-missing"
    >
      <SpaceBetween size="l">
        {steps.map((step) => {
          const texts = STEP_TEXTS[step];
          const href = profileSetupStepPath(step);
          return (
            <Alert
              key={step}
              type="warning"
              header={t(texts.title)}
              data-testid={`missing-${step}`}
              action={
                <Button
                  href={href}
                  onFollow={(e) => {
                    e.preventDefault();
                    navigate(href);
                  }}
                  data-testid={`missing-${step}-link`}
                >
                  {t(texts.link)}
                </Button>
              }
            >
              {t(texts.text)}
            </Alert>
          );
        })}
      </SpaceBetween>
    </Container>
  );
}
