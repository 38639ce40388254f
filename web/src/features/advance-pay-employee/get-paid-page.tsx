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
import { useT } from '../../i18n/i18n';

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
  const t = useT();
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
        header={t('advancePay.balanceNotLoaded')}
        action={<Button onClick={() => balance.refetch()}>{t('common.retry')}</Button>}
      >
        {balance.error?.message ? t.localize(balance.error.message) : t('common.tryAgain')}
      </Alert>
    );
  }
  if (b.advancePay !== 'yes') return <NotAvailable />;

  const submitBlocked =
    b.cutOff || b.frequencyExceeded
      ? b.blocked
        ? t.localize(b.blocked.message)
        : t('advancePay.notPossibleNow')
      : undefined;
  const otherBlock = !submitBlocked && b.blocked ? t.localize(b.blocked.message) : undefined;
  const period = t.month(b.periodKey);
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
          notify.success(t('advancePay.codeSent', { to: b.mobileNumber ?? t('advancePay.yourMobileNumber') }));
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
        <Header variant="h1" description={t('advancePay.getPaidDescription', { period })}>
          {t.localize(TITLES.getPaid)}
        </Header>
      }
    >
      <SpaceBetween size="l">
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
              <Box variant="small" color="text-body-secondary">
                {t('advancePay.balanceAfter')}
              </Box>
            </div>
            <div>
              <Box variant="awsui-key-label">{t('advancePay.earnedWagesIn', { period })}</Box>
              <Box variant="awsui-value-large">{formatRm(b.earnedWages)}</Box>
              <Box variant="small" color="text-body-secondary">
                {t('advancePay.alreadyWithdrawn', { amount: formatRm(b.withdrawnThisPeriod) })}
              </Box>
            </div>
          </ColumnLayout>
          {b.policy ? (
            <Box variant="small" color="text-body-secondary" margin={{ top: 's' }}>
              {t('advancePay.policySummary', {
                maximum: formatRm(b.policy.maximumWithdrawalAmount),
                frequency: t(`advancePay.frequency.${b.policy.withdrawalFrequency}`),
                day: b.policy.withdrawalDate ?? 'none',
                autoApproval: b.policy.autoApproval ? 'yes' : 'no',
              })}
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
            header={t('advancePay.verifyMobile')}
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
                {t('advancePay.verifyMyNumber')}
              </Button>
            }
          >
            {t('advancePay.verifyMobileText')}
          </Alert>
        ) : null}
        {b.bankChangeReview && b.policy?.autoApproval ? (
          <Alert type="info" data-testid="bank-change-review">
            {t.localize(b.bankChangeReview.message)}
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
              {t('common.submit')}
            </Button>
          }
        >
          <Container header={<Header variant="h2">{t('advancePay.request')}</Header>}>
            <SpaceBetween size="m">
              <FormField
                label={t('dashboard.amountRm')}
                constraintText={t('advancePay.amountLimits', {
                  minimum: formatRm(b.minimum),
                  maximum: formatRm(b.withdrawable),
                })}
                errorText={(showErrors || amountText) && amountError ? t.localize(amountError) : undefined}
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
                label={t('advancePay.reasonForWithdrawal')}
                errorText={showErrors && !reason ? t.localize(MESSAGES.reasonRequired) : undefined}
                data-testid="reason-field"
              >
                <Select
                  data-testid="reason"
                  placeholder={t('advancePay.chooseReason')}
                  selectedOption={reason ? { value: reason, label: t.localize(reason) } : null}
                  options={b.reasons.map((r) => ({ value: r, label: t.localize(r) }))}
                  onChange={(e) => setReason(e.detail.selectedOption.value ?? '')}
                />
              </FormField>

              {preview ? (
                <Box data-testid="fee-preview">
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
                      {
                        label: t('advancePay.youReceive'),
                        value: <span data-testid="net-amount">{formatRm(preview.net)}</span>,
                      },
                      {
                        label: t('advancePay.paidBy'),
                        value:
                          b.serviceFeePaidBy === 'employee'
                            ? t('advancePay.paidByYou')
                            : t('advancePay.paidByEmployer'),
                      },
                      {
                        label: t('advancePay.expectedInAccount'),
                        value: (
                          <span data-testid="expected-credit">
                            {t(b.policy?.autoApproval ? 'advancePay.expectedBy' : 'advancePay.expectedByOnceApproved', {
                              date: isoToDisplay(b.expectedCreditDate),
                            })}
                          </span>
                        ),
                      },
                    ]}
                  />
                </Box>
              ) : null}

              <FormField
                label={t('advancePay.verificationCode')}
                description={
                  b.mobileNumber
                    ? t('advancePay.codeSentBySms', { mobile: b.mobileNumber })
                    : t('advancePay.addMobileForCode')
                }
                errorText={showErrors && !code.trim() ? t.localize(MESSAGES.codeRequired) : undefined}
                secondaryControl={
                  <Button
                    onClick={onSendCode}
                    loading={sendCode.isPending}
                    disabled={secondsLeft > 0 || !!submitBlocked || !!otherBlock}
                    data-testid="send-code"
                  >
                    {secondsLeft > 0
                      ? t('advancePay.resendCodeIn', { time: mmss(secondsLeft) })
                      : resendUntil
                        ? t('advancePay.resendCode')
                        : t('advancePay.sendCode')}
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
