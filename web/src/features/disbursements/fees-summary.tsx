import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import { formatRm } from '../../../../shared/domain/money/money';
import { repaymentPeriodLabel } from './disbursement-text';

/** The figures of a disbursement (RM), as `disbursementFeesRm` and the API give them. */
export interface FeeFigures {
  disbursementTotal: number;
  platformFee: number;
  monthlyFeesTotal: number;
  feesTotal: number;
  total: number;
}

export interface FeesSummaryProps {
  fees: FeeFigures;
  platformFeePercentage: number;
  monthlyFeePercentage: number;
  repaymentPeriod: number | undefined;
  description?: string;
}

/**
 * What a disbursement costs the organisation: the payees' total, the platform fee, the monthly
 * fees over the repayment period, and the total taken from the credit line on approval.
 */
export function FeesSummary({
  fees,
  platformFeePercentage,
  monthlyFeePercentage,
  repaymentPeriod,
  description,
}: FeesSummaryProps) {
  const months = repaymentPeriod ? ` × ${repaymentPeriodLabel(repaymentPeriod)}` : '';
  return (
    <Container
      header={
        <Header variant="h2" description={description}>
          Fees
        </Header>
      }
      data-testid="disbursement-fees"
    >
      <KeyValuePairs
        columns={4}
        items={[
          {
            label: 'Disbursement Total',
            value: <span data-testid="fee-disbursementTotal">{formatRm(fees.disbursementTotal)}</span>,
          },
          {
            label: `Platform Fee (${platformFeePercentage}%)`,
            value: <span data-testid="fee-platformFee">{formatRm(fees.platformFee)}</span>,
          },
          {
            label: `Monthly Fees (${monthlyFeePercentage}%${months})`,
            value: <span data-testid="fee-monthlyFeesTotal">{formatRm(fees.monthlyFeesTotal)}</span>,
          },
          { label: 'Fees Total', value: <span data-testid="fee-feesTotal">{formatRm(fees.feesTotal)}</span> },
          { label: 'Total', value: <strong data-testid="fee-total">{formatRm(fees.total)}</strong> },
        ]}
      />
    </Container>
  );
}
