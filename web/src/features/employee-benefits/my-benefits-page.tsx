import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { ResourceTable } from '../../components/resource-table';
import { MyPayouts } from './my-payouts';
import { BENEFIT_MESSAGES } from './messages';

type OwnBenefit = { id: string; name: string; amount: number; recurrence: string };

/**
 * /user-benefits (My Benefits): the employee's own benefits, the Approved benefits of their
 * category (and office), with their total; below, the payouts benefit pay runs made to them.
 */
export function MyBenefitsPage() {
  const mine = useCallableQuery(
    'employeeBenefits-getIndividualEmployeeBenefits',
    {},
    {
      errorToast: BENEFIT_MESSAGES.ownFailed,
    },
  );
  const benefits: OwnBenefit[] = mine.data?.benefits ?? [];
  const total = benefits.reduce((sum, b) => sum + Math.round(b.amount * 100), 0) / 100;
  return (
    <SpaceBetween size="l">
      <ResourceTable<OwnBenefit>
        tableId="my-benefits"
        title="My Benefits"
        description={
          benefits.length ? <span data-testid="my-benefits-total">Total: {formatRm(total)}</span> : undefined
        }
        resourceName="benefits"
        items={benefits}
        query={mine}
        trackBy="id"
        emptyText={<Box color="text-status-inactive">You have no benefits yet.</Box>}
        columnDefinitions={[
          { id: 'name', header: 'Benefits Name', sortingField: 'name', cell: (b) => b.name },
          { id: 'amount', header: 'Amount', sortingField: 'amount', cell: (b) => formatRm(b.amount) },
          { id: 'recurrence', header: 'Recurrence', sortingField: 'recurrence', cell: (b) => b.recurrence },
        ]}
        defaultSortingColumnId="name"
      />
      <MyPayouts />
    </SpaceBetween>
  );
}
