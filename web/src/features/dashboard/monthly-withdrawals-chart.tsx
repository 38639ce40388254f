/**
 * The Monthly Withdrawals bar chart (Cloudscape's BarChart): a chunk of its own, loaded when the
 * chart's place comes near the screen (employee-dashboard-page.tsx), so the dashboard's figures
 * show without Cloudscape.
 */
import BarChart from '@cloudscape-design/components/bar-chart';
import { MONTHS } from '../../../../shared/domain/advance-pay/advance-pay';
import type { CallableOutput } from '../../../../shared/callables/index';
import { formatRm } from '../../../../shared/domain/money/money-format';
import { LOCALE_OF } from '../../../../shared/i18n/languages';
import { useT } from '../../i18n/i18n';
import { PRIMARY } from '../../app/theme';

type Dashboard = CallableOutput<'advancePayEmployee-employeeDashboard'>;

/** A month's short name ('Jan') in the current language. */
function useShortMonth() {
  const t = useT();
  const format = new Intl.DateTimeFormat(LOCALE_OF[t.language], { month: 'short', timeZone: 'UTC' });
  return (month: string) => {
    const index = (MONTHS as readonly string[]).indexOf(month);
    return index < 0 ? month : format.format(new Date(Date.UTC(2000, index, 1)));
  };
}

export function MonthlyWithdrawalsChart({ d }: { d: Dashboard }) {
  const t = useT();
  const shortMonth = useShortMonth();
  const max = Math.max(...d.yearlySummary.map((m) => m.value));
  return (
    <BarChart<string>
      series={[
        {
          title: t('dashboard.withdrawn'),
          type: 'bar',
          color: PRIMARY,
          data: d.yearlySummary.map((m) => ({ x: m.month, y: m.value })),
          valueFormatter: formatRm,
        },
      ]}
      xDomain={[...MONTHS] as string[]}
      yDomain={[0, max > 0 ? Math.ceil(max * 1.1) : 100]}
      xScaleType="categorical"
      xTitle={t('advancePay.month')}
      yTitle={t('dashboard.amountRm')}
      height={220}
      hideFilter
      hideLegend
      ariaLabel={t('dashboard.monthlyWithdrawalsChart')}
      i18nStrings={{ yTickFormatter: (v) => v.toLocaleString('en-MY'), xTickFormatter: shortMonth }}
    />
  );
}
