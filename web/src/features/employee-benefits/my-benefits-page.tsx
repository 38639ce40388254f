import Box from '@cloudscape-design/components/box';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { ResourceTable } from '../../components/resource-table';
import { MyPayouts } from './my-payouts';
import { BENEFIT_MESSAGES } from './messages';
import { useT } from '../../i18n/i18n';

type OwnBenefit = { id: string; name: string; amount: number; recurrence: string };

/**
 * /user-benefits (My Benefits): the employee's own benefits, the Approved benefits of their
 * category (and office), with their total; below, the payouts benefit pay runs made to them.
 */
export function MyBenefitsPage() {
  const t = useT();
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
        title={t('shell.myBenefits')}
        description={
          benefits.length ? (
            <span data-testid="my-benefits-total">{t('benefits.total', { amount: formatRm(total) })}</span>
          ) : undefined
        }
        resourceName="benefits"
        items={benefits}
        query={mine}
        trackBy="id"
        emptyText={<Box color="text-status-inactive">{t('benefits.none')}</Box>}
        columnDefinitions={[
          { id: 'name', header: t('benefits.name'), sortingField: 'name', cell: (b) => b.name },
          { id: 'amount', header: t('benefits.amount'), sortingField: 'amount', cell: (b) => formatRm(b.amount) },
          {
            id: 'recurrence',
            header: t('benefits.recurrence'),
            sortingField: 'recurrence',
            cell: (b) => t.localize(b.recurrence),
          },
        ]}
        defaultSortingColumnId="name"
      />
      <MyPayouts />
    </SpaceBetween>
  );
}
