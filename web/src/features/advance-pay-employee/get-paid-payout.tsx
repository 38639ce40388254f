import type { KeyboardEvent } from 'react';
import Box from '@cloudscape-design/components/box';
import type { PayoutChoice as Payout } from '../../../../shared/domain/advance-pay/advance-transaction';
import { formatRm } from '../../../../shared/domain/money/money';
import { isoToDisplay } from '../../components/date-text';
import { useT } from '../../i18n/i18n';
import type { Balance } from './get-paid-parts';
import { requestPreview, type RequestPreview } from './get-paid-preview';
import './get-paid-payout.css';

/**
 * Get Paid's payout choice (docs/rules.md#instant-payout), shown only where the organisation offers
 * instant payout: Standard (the end-of-day batch, no extra fee, its expected credit date) or Instant
 * (DuitNow, within minutes once approved, its extra fee in RM for the amount entered and in %).
 * Two options a thumb can hit (44 px and more), one under the other on a phone; a radio group to a
 * screen reader, the arrow keys moving the choice.
 */
export function PayoutChoice({
  b,
  amount,
  payout,
  onChange,
}: {
  b: Balance;
  /** The amount entered, when valid (the instant fee is then shown in RM). */
  amount: number | undefined;
  payout: Payout;
  onChange: (payout: Payout) => void;
}) {
  const t = useT();
  const percent = b.instantPayoutFeePercentage ?? 0;
  const instantFee = amount === undefined ? undefined : requestPreview(b, amount, 'instant').instantFee;
  const options: { value: Payout; title: string; text: string }[] = [
    {
      value: 'standard',
      title: t('advancePay.payoutStandard'),
      text: t('advancePay.payoutStandardText', { date: isoToDisplay(b.expectedCreditDate) }),
    },
    {
      value: 'instant',
      title: t('advancePay.payoutInstant'),
      text:
        instantFee === undefined
          ? t('advancePay.payoutInstantRate', { percent })
          : t('advancePay.payoutInstantText', { fee: formatRm(instantFee), percent }),
    },
  ];
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'].includes(e.key)) return;
    e.preventDefault();
    const next: Payout = payout === 'standard' ? 'instant' : 'standard';
    onChange(next);
    e.currentTarget.parentElement?.querySelector<HTMLButtonElement>(`[data-value="${next}"]`)?.focus();
  };
  return (
    <div className="payout-choice" data-testid="payout-field">
      <Box variant="awsui-key-label">{t('advancePay.payout')}</Box>
      <div role="radiogroup" aria-label={t('advancePay.payout')} className="payout-choice__options">
        {options.map((o) => {
          const checked = payout === o.value;
          return (
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={checked}
              tabIndex={checked ? 0 : -1}
              className="payout-choice__option"
              data-value={o.value}
              data-testid={`payout-${o.value}`}
              onClick={() => onChange(o.value)}
              onKeyDown={onKeyDown}
            >
              <span className="payout-choice__mark" aria-hidden="true" />
              <span className="payout-choice__body">
                <span className="payout-choice__title">{o.title}</span>
                <span data-testid={`payout-${o.value}-text`}>{o.text}</span>
              </span>
            </button>
          );
        })}
      </div>
    </div>
  );
}

/**
 * What the employee receives after the fees, said just above the code and Submit: with an instant
 * payout, the choice and both fees.
 */
export function YouReceive({ b, preview }: { b: Balance; preview: RequestPreview }) {
  const t = useT();
  const byEmployer = b.serviceFeePaidBy === 'employer';
  const values = { net: formatRm(preview.net), fee: formatRm(preview.fee) };
  return (
    <Box data-testid="you-receive">
      {preview.instantFee === undefined
        ? t(byEmployer ? 'advancePay.youReceiveFeeByEmployer' : 'advancePay.youReceiveAfterFee', values)
        : t(byEmployer ? 'advancePay.youReceiveInstantFeeByEmployer' : 'advancePay.youReceiveInstant', {
            ...values,
            instantFee: formatRm(preview.instantFee),
          })}
    </Box>
  );
}
