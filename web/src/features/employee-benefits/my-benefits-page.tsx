import { formatRm } from '../../../../shared/domain/money/money-format';
import { useCallableQuery } from '../../api/hooks';
import { FactCards, LightList } from '../../components/light/fact-cards';
import { MyPayouts } from './my-payouts';
import { BENEFIT_MESSAGES } from './messages';
import { useT } from '../../i18n/i18n';

type OwnBenefit = { id: string; name: string; amount: number; recurrence: string };

/**
 * /user-benefits (My Benefits): the employee's own benefits, the Approved benefits of their
 * category (and office), as cards with their total; below, the payouts benefit pay runs made to them.
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
  const benefits: OwnBenefit[] = [...(mine.data?.benefits ?? [])].sort((a, b) => a.name.localeCompare(b.name));
  const total = benefits.reduce((sum, b) => sum + Math.round(b.amount * 100), 0) / 100;
  return (
    <div className="light-stack">
      <LightList
        title={t('shell.myBenefits')}
        description={
          benefits.length ? (
            <span data-testid="my-benefits-total">{t('benefits.total', { amount: formatRm(total) })}</span>
          ) : undefined
        }
        loading={mine.isPending}
        empty={benefits.length === 0}
        emptyText={t('benefits.none')}
        testId="table-my-benefits"
      >
        <FactCards
          items={benefits}
          keyOf={(b) => b.id}
          head={(b) => (
            <>
              <h2 className="light-h2">{b.name}</h2>
              <span className="tx-card__amount">{formatRm(b.amount)}</span>
            </>
          )}
          facts={(b) => [{ label: t('benefits.recurrence'), value: t.localize(b.recurrence) }]}
        />
      </LightList>
      <MyPayouts />
    </div>
  );
}
