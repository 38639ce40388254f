import { isoToDisplay } from '../../components/date-text';
import { useEffect, useMemo, useState } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { sendVerificationCode } from '../../../../shared/callables/advance-pay-employee';
import {
  formatMyr,
  formatRm,
  percentOfSen,
  rmToSen,
  senToRm,
  subtractSen,
} from '../../../../shared/domain/money/money';
import type { WithdrawalReason } from '../../../../shared/domain/advance-pay/withdrawal-reasons';
import { ApiError } from '../../api/client';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { AccountLocked } from './account-locked';
import { CODE_PREFIX, MESSAGES, PATHS, RESEND_SECONDS, TITLES } from './messages';
import { paths } from '../../../../shared/routes';

const amountSchema = sendVerificationCode.input.shape.amount;
/** Opens the profile wizard on its Mobile Number step. */
const PROFILE_MOBILE_STEP_PATH = paths.profile({ step: 'mobile' });

/** The amount field's problem, if any: not an amount, above the limit or below the minimum (docs/rules.md#refusals). */
export function amountProblem(text: string, withdrawable: number, minimum: number): string | undefined {
  if (!text.trim() || !Number.isFinite(Number(text))) return MESSAGES.invalidAmount;
  const amount = Number(text);
  const parsed = amountSchema.safeParse(amount);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.invalidAmount;
  if (amount > withdrawable) return limitText(withdrawable);
  // The terms' minimum per transaction, as the server words it.
  if (amount < minimum) return `The minimum per withdrawal is ${formatMyr(minimum)}.`;
  return undefined;
}

/** 'Your Withdrawal limit is MYR 1,000.00!' (the server's wording too). */
const limitText = (withdrawable: number) => MESSAGES.limit(formatMyr(withdrawable).slice('MYR '.length));

/** Seconds left until `until` (ms), ticking every second. */
function useCountdown(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0;
}

const mmss = (s: number) => `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;

/**
 * /advance-pay/get-paid (docs/rules.md#verification-codes-and-lock-out): the withdrawable amount, the balance less the
 * entered amount, amount and reason, the fee in RM and as a percentage with the net amount and the
 * expected credit date (docs/rules.md#fees, #expected-credit-date), Send code (then a 2-minute resend timer), the code
 * (prefixed 'R-'), Submit → /dashboard. Submit is disabled, saying why, when cut off or the
 * frequency is exceeded. OUT_OF_RANGE → the Account Locked screen, then /logout after 5 s.
 */
export function GetPaidPage() {
  const navigate = useNavigateTo();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePayOn = org.data?.advancePay === 'yes';
  // A failed balance fetch shows an inline alert, not a toast.
  const balance = useCallableQuery('advancePayEmployee-getAdvancePayBalance', {}, { enabled: advancePayOn });
  const sendCode = useCallableMutation('advancePayEmployee-sendVerificationCode');
  const initiate = useCallableMutation('advancePayEmployee-initiateTransaction');

  const [amountText, setAmountText] = useState('');
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [resendUntil, setResendUntil] = useState<number>();
  const [locked, setLocked] = useState<{ lockedAt?: number; reason?: string }>();
  const secondsLeft = useCountdown(resendUntil);

  const b = balance.data;
  const amount = Number(amountText);
  const amountError = b ? amountProblem(amountText, b.withdrawable, b.minimum) : undefined;
  const validAmount = !!b && !amountError;
  const preview = useMemo(() => {
    if (!b || !validAmount) return undefined;
    const sen = rmToSen(amount);
    const feeSen = percentOfSen(sen, b.serviceFeePercentage);
    return { fee: senToRm(feeSen), net: senToRm(b.serviceFeePaidBy === 'employee' ? subtractSen(sen, feeSen) : sen) };
  }, [b, validAmount, amount]);

  if (locked) return <AccountLocked lockedAt={locked.lockedAt} reason={locked.reason} />;
  if (org.isPending || (advancePayOn && balance.isPending)) return <PageSpinner />;
  if (!advancePayOn) return <NotAvailable />;
  if (!b) {
    return (
      <Alert
        type="error"
        header="Your Advance Pay balance could not be loaded"
        action={<Button onClick={() => balance.refetch()}>Retry</Button>}
      >
        {balance.error?.message ?? 'Please try again.'}
      </Alert>
    );
  }
  if (b.advancePay !== 'yes') return <NotAvailable />;

  const submitBlocked =
    b.cutOff || b.frequencyExceeded ? (b.blocked?.message ?? 'Withdrawals are not possible right now.') : undefined;
  const otherBlock = !submitBlocked && b.blocked ? b.blocked.message : undefined;
  const balanceAfter = Math.max(0, Math.round((b.balance - (validAmount ? amount : 0)) * 100) / 100);

  const onSendCode = () => {
    setShowErrors(true);
    if (amountError) {
      // A code is sent only for a valid amount; above the limit, the toast says the limit.
      notify.error(amountError === limitText(b.withdrawable) ? amountError : MESSAGES.invalidAmount);
      return;
    }
    if (!reason) return;
    sendCode.mutate(
      { amount, reason: reason as WithdrawalReason },
      {
        onSuccess: () => {
          setResendUntil(Date.now() + RESEND_SECONDS * 1000);
          notify.success(MESSAGES.codeSent(b.mobileNumber ?? 'your mobile number'));
        },
        onError: (error) => notify.apiError(error, MESSAGES.sendCodeFailed),
      },
    );
  };

  const onSubmit = () => {
    setShowErrors(true);
    if (amountError || !reason || !code.trim()) return;
    initiate.mutate(
      { amount, reasonForWithdrawal: reason as WithdrawalReason, verificationCode: `${CODE_PREFIX}${code.trim()}` },
      {
        onSuccess: () => {
          notify.success(MESSAGES.submitted);
          navigate(PATHS.dashboard);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'OUT_OF_RANGE' || error.code === 'ACCOUNT_LOCKED')) {
            const detail = (field: string) => error.errorInfo?.details?.find((d) => d.field === field)?.message;
            setLocked({
              lockedAt: Number(detail('lockedAt')) || Math.floor(Date.now() / 1000),
              reason: detail('lockedReason'),
            });
            return;
          }
          notify.apiError(error, MESSAGES.initFailed);
        },
      },
    );
  };

  return (
    <ContentLayout
      header={
        <Header variant="h1" description={`Withdraw part of the wages you have earned in ${b.period}.`}>
          {TITLES.getPaid}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Container header={<Header variant="h2">Your balance</Header>}>
          <ColumnLayout columns={3} variant="text-grid">
            <div>
              <Box variant="awsui-key-label">Withdrawable amount</Box>
              <Box variant="awsui-value-large" data-testid="withdrawable">
                {formatRm(b.withdrawable)}
              </Box>
            </div>
            <div>
              <Box variant="awsui-key-label">Balance</Box>
              <Box variant="awsui-value-large" data-testid="balance">
                {formatRm(balanceAfter)}
              </Box>
              <Box variant="small" color="text-body-secondary">
                Earned wages not yet withdrawn, after this request
              </Box>
            </div>
            <div>
              <Box variant="awsui-key-label">Earned wages ({b.period})</Box>
              <Box variant="awsui-value-large">{formatRm(b.earnedWages)}</Box>
              <Box variant="small" color="text-body-secondary">
                Already withdrawn: {formatRm(b.withdrawnThisPeriod)}
              </Box>
            </div>
          </ColumnLayout>
          {b.policy ? (
            <Box variant="small" color="text-body-secondary" margin={{ top: 's' }}>
              {b.policy.summary}
            </Box>
          ) : null}
        </Container>

        {submitBlocked ? (
          <Alert type="warning" data-testid="submit-blocked">
            {submitBlocked}
          </Alert>
        ) : null}
        {!b.mobileNumber ? (
          <Alert
            type="warning"
            header="Verify your mobile number"
            data-testid="verify-mobile-first"
            action={
              <Button
                href={PROFILE_MOBILE_STEP_PATH}
                onFollow={(e) => {
                  e.preventDefault();
                  navigate(PROFILE_MOBILE_STEP_PATH);
                }}
                data-testid="verify-mobile-link"
              >
                Verify my number
              </Button>
            }
          >
            Your verification code is sent by SMS to the mobile number on your profile, once you have verified it with a
            code.
          </Alert>
        ) : null}
        {b.bankChangeReview && b.policy?.autoApproval ? (
          <Alert type="info" data-testid="bank-change-review">
            {b.bankChangeReview.message}
          </Alert>
        ) : null}
        {otherBlock ? (
          <Alert type="warning" data-testid="request-blocked">
            {otherBlock}
          </Alert>
        ) : null}

        <Form
          actions={
            <Button
              variant="primary"
              onClick={onSubmit}
              loading={initiate.isPending}
              disabled={!!submitBlocked || !!otherBlock}
              data-testid="get-paid-submit"
            >
              Submit
            </Button>
          }
        >
          <Container header={<Header variant="h2">Request</Header>}>
            <SpaceBetween size="m">
              <FormField
                label="Amount (RM)"
                constraintText={`From ${formatRm(b.minimum)} up to ${formatRm(b.withdrawable)}`}
                errorText={showErrors || amountText ? amountError : undefined}
                data-testid="amount-field"
              >
                <Input
                  type="number"
                  inputMode="decimal"
                  value={amountText}
                  onChange={(e) => setAmountText(e.detail.value)}
                  placeholder="0.00"
                  data-testid="amount"
                />
              </FormField>
              <FormField
                label="Reason for withdrawal"
                errorText={showErrors && !reason ? MESSAGES.reasonRequired : undefined}
                data-testid="reason-field"
              >
                <Select
                  data-testid="reason"
                  placeholder="Choose a reason"
                  selectedOption={reason ? { value: reason, label: reason } : null}
                  options={b.reasons.map((r) => ({ value: r, label: r }))}
                  onChange={(e) => setReason(e.detail.selectedOption.value ?? '')}
                />
              </FormField>

              {preview ? (
                <Box data-testid="fee-preview">
                  <KeyValuePairs
                    columns={4}
                    items={[
                      {
                        label: 'Service fee',
                        value: (
                          <span data-testid="fee">{`${formatRm(preview.fee)} (${b.serviceFeePercentage}% of the amount)`}</span>
                        ),
                      },
                      { label: 'You receive', value: <span data-testid="net-amount">{formatRm(preview.net)}</span> },
                      {
                        label: 'Paid by',
                        value: b.serviceFeePaidBy === 'employee' ? 'You: deducted upfront' : 'Your employer',
                      },
                      {
                        label: 'Expected in your account',
                        value: (
                          <span data-testid="expected-credit">{`By ${isoToDisplay(b.expectedCreditDate)} (2 working days after the end-of-day transfer${b.policy?.autoApproval ? '' : ', once approved'})`}</span>
                        ),
                      },
                    ]}
                  />
                </Box>
              ) : null}

              <FormField
                label="Verification code"
                description={
                  b.mobileNumber
                    ? `Sent by SMS to ${b.mobileNumber}; valid 5 minutes.`
                    : 'Add and verify your mobile number in your profile to receive the code.'
                }
                errorText={showErrors && !code.trim() ? MESSAGES.codeRequired : undefined}
                secondaryControl={
                  <Button
                    onClick={onSendCode}
                    loading={sendCode.isPending}
                    disabled={secondsLeft > 0 || !!submitBlocked || !!otherBlock}
                    data-testid="send-code"
                  >
                    {secondsLeft > 0
                      ? `Resend code in ${mmss(secondsLeft)}`
                      : resendUntil
                        ? 'Resend code'
                        : 'Send code'}
                  </Button>
                }
              >
                <SpaceBetween direction="horizontal" size="xs" alignItems="center">
                  <Box fontWeight="bold" data-testid="code-prefix">
                    {CODE_PREFIX}
                  </Box>
                  <Input
                    value={code}
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    placeholder="123456"
                    onChange={(e) => setCode(e.detail.value.replace(/^R-/i, '').replace(/\D/g, '').slice(0, 6))}
                    data-testid="verification-code"
                  />
                </SpaceBetween>
              </FormField>
            </SpaceBetween>
          </Container>
        </Form>
      </SpaceBetween>
    </ContentLayout>
  );
}
