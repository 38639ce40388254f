import { useEffect, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Form from '@cloudscape-design/components/form';
import FormField from '@cloudscape-design/components/form-field';
import Header from '@cloudscape-design/components/header';
import Input from '@cloudscape-design/components/input';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { sendVerificationCode } from '../../../../shared/callables/advance-pay-employee';
import { formatMyr } from '../../../../shared/domain/money/money';
import type { PayoutChoice as Payout } from '../../../../shared/domain/advance-pay/advance-transaction';
import type { WithdrawalReason } from '../../../../shared/domain/advance-pay/withdrawal-reasons';
import { ApiError } from '../../api/client';
import { callableKey, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { NotAvailable } from '../../components/not-available';
import { AccountLocked } from './account-locked';
import { BalanceSummary, FeePreview, MissingSteps, type Balance } from './get-paid-parts';
import { PayoutChoice, YouReceive } from './get-paid-payout';
import { instantOffered, requestPreview } from './get-paid-preview';
import { CODE_PREFIX, MESSAGES, PATHS, RESEND_SECONDS, TITLES } from './messages';
import { useT } from '../../i18n/i18n';
import '../../components/touch-targets.css';

const amountSchema = sendVerificationCode.input.shape.amount;

/**
 * The amount Get Paid starts from: what can be withdrawn, in whole ringgit (empty below the
 * minimum). With the reason of the last withdrawal (else 'Others'), a request is Send code, the
 * code, Submit.
 */
export function defaultAmount(withdrawable: number, minimum: number): string {
  const whole = Math.floor(withdrawable);
  return whole >= minimum ? String(whole) : '';
}

/** The amount field's problem, if any: not an amount, above the limit or below the minimum (docs/rules.md#refusals). */
export function amountProblem(
  text: string,
  withdrawable: number,
  minimum: number,
  ownLimit?: string | null,
): string | undefined {
  if (!text.trim() || !Number.isFinite(Number(text))) return MESSAGES.invalidAmount;
  const amount = Number(text);
  const parsed = amountSchema.safeParse(amount);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? MESSAGES.invalidAmount;
  // Above what the employee's own monthly limit leaves: that sentence, as the server words it.
  if (amount > withdrawable) return ownLimit ?? limitText(withdrawable);
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
 * /advance-pay/get-paid (docs/rules.md#verification-codes-and-lock-out), made for a phone: first what
 * a withdrawal still needs from the employee (each with a link to that step of the profile setup)
 * or what stops it now; then the request (amount, reason, Send code, the code prefixed 'R-',
 * Submit → /dashboard), starting from the withdrawable amount and the last reason, all in the
 * first screen; where the organisation offers it, the payout (Standard by default, or Instant with
 * its extra fee: docs/rules.md#instant-payout), the code bound to it; then the fee in RM and as a
 * percentage with the net amount and the expected credit date (docs/rules.md#fees,
 * #expected-credit-date), and the balance less the entered amount.
 * Submit is disabled, saying why, when cut off or the frequency is exceeded. OUT_OF_RANGE → the
 * Account Locked screen, then /logout after 5 s.
 */
export function GetPaidPage() {
  const t = useT();
  const session = useSession().data;
  const org = useOrgInfo(session);
  const advancePayOn = org.data?.advancePay === 'yes';
  // A failed balance fetch shows an inline alert, not a toast.
  const balance = useCallableQuery('advancePayEmployee-getAdvancePayBalance', {}, { enabled: advancePayOn });
  const [locked, setLocked] = useState<{ lockedAt?: number; reason?: string }>();

  if (locked) return <AccountLocked lockedAt={locked.lockedAt} reason={locked.reason} />;
  if (org.isPending || (advancePayOn && balance.isPending)) return <PageSpinner />;
  if (!advancePayOn) return <NotAvailable />;
  const b = balance.data;
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
  return <GetPaidForm b={b} onLocked={setLocked} />;
}

function GetPaidForm({
  b,
  onLocked,
}: {
  b: Balance;
  onLocked: (lock: { lockedAt?: number; reason?: string }) => void;
}) {
  const t = useT();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const sendCode = useCallableMutation('advancePayEmployee-sendVerificationCode');
  const initiate = useCallableMutation('advancePayEmployee-initiateTransaction');

  const [amountText, setAmountText] = useState(() => defaultAmount(b.withdrawable, b.minimum));
  const [reason, setReason] = useState<string>(() => b.lastReason ?? 'Others');
  // Standard unless the employee chooses Instant (offered only where the organisation allows it).
  const [payout, setPayout] = useState<Payout>('standard');
  const offered = instantOffered(b);
  const chosen = offered && payout === 'instant' ? { payout: 'instant' as const } : {};
  const [code, setCode] = useState('');
  const [showErrors, setShowErrors] = useState(false);
  const [resendUntil, setResendUntil] = useState<number>();
  const secondsLeft = useCountdown(resendUntil);

  const amount = Number(amountText);
  const amountError = amountProblem(amountText, b.withdrawable, b.minimum, b.ownLimit);
  const validAmount = !amountError;
  const preview = useMemo(
    () => (validAmount ? requestPreview(b, amount, payout) : undefined),
    [b, validAmount, amount, payout],
  );

  const submitBlocked =
    b.cutOff || b.frequencyExceeded
      ? b.blocked
        ? t.localize(b.blocked.message)
        : t('advancePay.notPossibleNow')
      : undefined;
  const otherBlock = !submitBlocked && b.blocked ? t.localize(b.blocked.message) : undefined;
  const missing = b.missingSteps;
  const stopped = !!submitBlocked || !!otherBlock || missing.length > 0;
  const period = t.month(b.periodKey);
  const balanceAfter = Math.max(0, Math.round((b.balance - (validAmount ? amount : 0)) * 100) / 100);

  const onSendCode = () => {
    setShowErrors(true);
    if (amountError) {
      // A code is sent only for a valid amount; the toast says what the field says.
      notify.error(amountError);
      return;
    }
    if (!reason) return;
    sendCode.mutate(
      { amount, reason: reason as WithdrawalReason, ...chosen },
      {
        // Said in the code's field, not a toast: a toast would push Submit out of a phone's first screen.
        onSuccess: () => setResendUntil(Date.now() + RESEND_SECONDS * 1000),
        onError: (error) => notify.apiError(error, MESSAGES.sendCodeFailed),
      },
    );
  };

  const onSubmit = () => {
    setShowErrors(true);
    if (amountError || !reason || !code.trim()) return;
    initiate.mutate(
      {
        amount,
        reasonForWithdrawal: reason as WithdrawalReason,
        verificationCode: `${CODE_PREFIX}${code.trim()}`,
        ...chosen,
      },
      {
        onSuccess: () => {
          notify.success(MESSAGES.submitted);
          // The next visit reads what is left to withdraw again.
          void queryClient.invalidateQueries({ queryKey: callableKey('advancePayEmployee-getAdvancePayBalance') });
          navigate(PATHS.dashboard);
        },
        onError: (error) => {
          if (error instanceof ApiError && (error.code === 'OUT_OF_RANGE' || error.code === 'ACCOUNT_LOCKED')) {
            const detail = (field: string) => error.errorInfo?.details?.find((d) => d.field === field)?.message;
            onLocked({
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
    <div className="touch-targets" data-testid="get-paid">
      <ContentLayout
        header={
          <Header variant="h1" description={t('advancePay.getPaidDescription', { period })}>
            {t.localize(TITLES.getPaid)}
          </Header>
        }
      >
        <SpaceBetween size="l">
          {missing.length > 0 ? <MissingSteps steps={missing} /> : null}
          {submitBlocked ? (
            <Alert type="warning" data-testid="submit-blocked">
              {submitBlocked}
            </Alert>
          ) : null}
          {otherBlock ? (
            <Alert type="warning" data-testid="request-blocked">
              {otherBlock}
            </Alert>
          ) : null}
          {b.ownLimit && !stopped ? (
            <Alert type="info" data-testid="own-limit">
              {t.localize(b.ownLimit)}
            </Alert>
          ) : null}
          {b.bankChangeReview && b.policy?.autoApproval ? (
            <Alert type="info" data-testid="bank-change-review">
              {t.localize(b.bankChangeReview.message)}
            </Alert>
          ) : null}

          <Form
            actions={
              <Button
                variant="primary"
                onClick={onSubmit}
                loading={initiate.isPending}
                disabled={stopped}
                data-testid="get-paid-submit"
              >
                {t('common.submit')}
              </Button>
            }
          >
            <SpaceBetween size="m">
              <FormField
                label={t('dashboard.amountRm')}
                constraintText={t('advancePay.amountLimits', {
                  // As the field's refusals write the limits (the spec's 'MYR {limit}').
                  minimum: formatMyr(b.minimum),
                  maximum: formatMyr(b.withdrawable),
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
              {offered ? (
                <PayoutChoice b={b} amount={validAmount ? amount : undefined} payout={payout} onChange={setPayout} />
              ) : null}
              {preview ? <YouReceive b={b} preview={preview} /> : null}
              <FormField
                label={t('advancePay.verificationCode')}
                description={
                  resendUntil ? (
                    <span data-testid="code-sent">
                      {t('advancePay.codeSent', { to: b.mobileNumber ?? t('advancePay.yourMobileNumber') })}
                    </span>
                  ) : b.mobileNumber ? (
                    t('advancePay.codeSentBySms', { mobile: b.mobileNumber })
                  ) : (
                    t('advancePay.addMobileForCode')
                  )
                }
                errorText={showErrors && !code.trim() ? t.localize(MESSAGES.codeRequired) : undefined}
                data-testid="code-field"
              >
                {/* One row on a phone: 'R-', the code, Send code (wrapping when the words are long). */}
                <div className="code-with-prefix">
                  <Box fontWeight="bold" data-testid="code-prefix">
                    {CODE_PREFIX}
                  </Box>
                  <div className="code-with-prefix__input">
                    <Input
                      value={code}
                      inputMode="numeric"
                      autoComplete="one-time-code"
                      placeholder="123456"
                      onChange={(e) => setCode(e.detail.value.replace(/^R-/i, '').replace(/\D/g, '').slice(0, 6))}
                      data-testid="verification-code"
                    />
                  </div>
                  <Button
                    onClick={onSendCode}
                    loading={sendCode.isPending}
                    disabled={secondsLeft > 0 || stopped}
                    data-testid="send-code"
                  >
                    {secondsLeft > 0
                      ? t('advancePay.resendCodeIn', { time: mmss(secondsLeft) })
                      : resendUntil
                        ? t('advancePay.resendCode')
                        : t('advancePay.sendCode')}
                  </Button>
                </div>
              </FormField>
            </SpaceBetween>
          </Form>

          {preview ? <FeePreview b={b} preview={preview} /> : null}
          <BalanceSummary b={b} balanceAfter={balanceAfter} period={period} />
        </SpaceBetween>
      </ContentLayout>
    </div>
  );
}
