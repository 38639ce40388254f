import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import type { FailedEarnedWage } from '../../../../shared/domain/money/bank-transfer';
import { formatRm } from '../../../../shared/domain/money/money';
import { useAllPages, useCallableMutation, usePagedList } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { PageSpinner } from '../../components/page-spinner';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { FAILED_WAGES_FAILED, RETRY_FAILED, retriedText } from './messages';
import { NOT_AVAILABLE } from '../../components/not-available';
import { ADMIN_TRANSACTIONS_PATH, FAILED_WAGES_PATH, failedWagePath } from './paths';

const FAILED_TABLE_ID = 'failed-earned-wages';
/** What the search box looks at: the server searches every failure (shared/callables/advance-pay-admin.ts). */
const FAILED_WAGES_SEARCH_PLACEHOLDER = 'Search by organization, employee, IC number, period or reason...';

/** Every failure (the detail page finds its one among them; the list reads a page at a time). */
function useFailedWages() {
  return useAllPages('advancePayAdmin-getFailedWagesList', {}, { errorToast: FAILED_WAGES_FAILED });
}

function useRetry() {
  const queryClient = useQueryClient();
  const retry = useCallableMutation('advancePayAdmin-retryFailedWages', { errorToast: RETRY_FAILED });
  const run = (ids: string[], after?: () => void) =>
    retry.mutate(
      { failedIds: ids },
      {
        onSuccess: (r) => {
          if (r.resolved.length) notify.success(retriedText(r.resolved.length, r.failed.length));
          for (const f of r.failed) notify.error(`Still failing: ${f.reason}`);
          after?.();
        },
        onSettled: () => void queryClient.invalidateQueries({ queryKey: ['advancePayAdmin-getFailedWagesList'] }),
      },
    );
  return { run, isPending: retry.isPending };
}

/**
 * Failed Earned Wages (docs/rules.md#failed-earned-wages): employees the daily accrual could not compute (no salary,
 * no bank data, not approved), with multi-select Retry once the data is fixed, and a row link.
 */
export function FailedEarnedWagesPage() {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize(FAILED_TABLE_ID);
  const search = useServerSearch(FAILED_WAGES_SEARCH_PLACEHOLDER);
  const list = usePagedList(
    'advancePayAdmin-getFailedWagesList',
    { ...search.input },
    { pageSize, errorToast: FAILED_WAGES_FAILED },
  );
  const retry = useRetry();
  const [selected, setSelected] = useState<readonly FailedEarnedWage[]>([]);
  const [round, setRound] = useState(0);
  const columns: ResourceColumn<FailedEarnedWage>[] = [
    { id: 'orgName', header: 'Organization', sortingField: 'orgName', cell: (f) => f.orgName, freeText: true },
    {
      id: 'employeeName',
      header: 'Employee',
      freeText: true,
      sortingField: 'employeeName',
      cell: (f) => (
        <Link
          href={failedWagePath(f.id)}
          onFollow={(e) => {
            e.preventDefault();
            navigate(failedWagePath(f.id));
          }}
        >
          {f.employeeName}
        </Link>
      ),
    },
    {
      id: 'employeeICNumber',
      header: 'IC Number',
      sortingField: 'employeeICNumber',
      cell: (f) => f.employeeICNumber,
      hiddenByDefault: true,
    },
    { id: 'earnedWages', header: 'Earned Wages', sortingField: 'earnedWages', cell: (f) => formatRm(f.earnedWages) },
    { id: 'period', header: 'Period', sortingField: 'periodKey', cell: (f) => f.period },
    { id: 'reason', header: 'Reason', sortingField: 'reason', cell: (f) => f.reason, freeText: true },
    {
      id: 'createdAt',
      header: 'Created At',
      sortingField: 'createdAt',
      cell: (f) => formatDateTime(f.createdAt),
      hiddenByDefault: true,
    },
  ];
  return (
    <ResourceTable<FailedEarnedWage>
      key={round}
      tableId={FAILED_TABLE_ID}
      title="Failed Earned Wages"
      description="Fix the employee's data (salary, bank details, approval), then retry."
      resourceName="failed earned wages"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize, search: search.search }}
      trackBy="id"
      selectionType="multi"
      itemLabel={(f) => `the earned wages of ${f.employeeName}`}
      onSelectionChange={setSelected}
      columnDefinitions={columns}
      emptyText="Every employee's earned wages were computed. Nothing to retry."
      emptyAction={<Button onClick={() => navigate(ADMIN_TRANSACTIONS_PATH)}>Back to transactions</Button>}
      actions={
        <Button
          variant="primary"
          disabled={!selected.length}
          loading={retry.isPending}
          data-testid="failed-wages-retry"
          onClick={() =>
            retry.run(
              selected.map((f) => f.id),
              () => {
                setSelected([]);
                setRound((r) => r + 1);
              },
            )
          }
        >
          Retry{selected.length ? ` (${selected.length})` : ''}
        </Button>
      }
    />
  );
}

/** /internal/advance-pay/failed-earned-wages/:id: one failure, with Retry. */
export function FailedEarnedWagePage() {
  const { id = '' } = useParams();
  const navigate = useNavigateTo();
  const list = useFailedWages();
  const retry = useRetry();
  if (list.isPending) return <PageSpinner />;
  const f = list.data?.find((x) => x.id === id);
  const header = (
    <Header
      variant="h1"
      actions={
        <SpaceBetween direction="horizontal" size="xs">
          <Button onClick={() => navigate(FAILED_WAGES_PATH)}>Back</Button>
          {f && (
            <Button
              variant="primary"
              loading={retry.isPending}
              onClick={() => retry.run([f.id], () => navigate(FAILED_WAGES_PATH))}
            >
              Retry
            </Button>
          )}
        </SpaceBetween>
      }
    >
      Failed Earned Wage
    </Header>
  );
  return (
    <ContentLayout header={header}>
      {f ? (
        <Container>
          <ColumnLayout columns={3} variant="text-grid">
            {(
              [
                ['Organization', f.orgName],
                ['Employee', f.employeeName],
                ['IC Number', f.employeeICNumber],
                ['Earned Wages', formatRm(f.earnedWages)],
                ['Period', f.period],
                ['Reason', f.reason],
                ['Created At', formatDateTime(f.createdAt)],
                ['Last Checked', formatDateTime(f.updatedAt)],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <Box variant="awsui-key-label">{label}</Box>
                <div>{value}</div>
              </div>
            ))}
          </ColumnLayout>
        </Container>
      ) : (
        <Alert type="info" header={NOT_AVAILABLE}>
          This failure is resolved or does not exist. Go back to the list.
        </Alert>
      )}
    </ContentLayout>
  );
}
