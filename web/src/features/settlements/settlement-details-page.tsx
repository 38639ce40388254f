import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Table from '@cloudscape-design/components/table';
import { formatRm } from '../../../../shared/domain/money/money';
import {
  REPAYMENT_MESSAGES,
  type RepaymentDetail,
  type RepaymentTransaction,
} from '../../../../shared/domain/finance/repayment';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { isoToDisplay } from '../../components/date-text';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { usePageLabel } from '../../components/page-label';
import { RecordHistory } from '../../components/record-history';
import { actionsColumn } from '../../components/row-actions';
import { useNavigateTo } from '../../components/use-navigate-to';
import { ActionDialog } from './action-dialogs';
import {
  disbursementViewPath,
  invalidateSettlements,
  settlementEditPath,
  settlementsPath,
  settlementTransactionCreatePath,
} from './settlement-paths';
import { EditTransactionDialog } from './edit-transaction-dialog';

/** The settlement's figures. */
function Figures({ r, admin }: { r: RepaymentDetail; admin: boolean }) {
  return (
    <Container header={<Header variant="h2">Settlement</Header>} data-testid="settlement-view">
      <KeyValuePairs
        columns={3}
        items={[
          ...(admin ? [{ label: 'Organization', value: r.disbursement.orgName }] : []),
          { label: 'Disbursement Name', value: r.disbursement.name },
          {
            label: 'Due Date',
            value: (
              <span data-testid="settlement-view-due">
                {isoToDisplay(r.dueDate)}
                {r.overdue ? ' (Overdue)' : ''}
              </span>
            ),
          },
          { label: 'Amount Due', value: <span data-testid="settlement-view-amount-due">{formatRm(r.amountDue)}</span> },
          {
            label: 'Amount Repaid',
            value: <span data-testid="settlement-view-amount-repaid">{formatRm(r.amountRepaid)}</span>,
          },
          {
            label: 'Status',
            value: <EntityStatus entity="settlement" status={r.status} testId="settlement-view-status" />,
          },
          { label: 'Created At', value: formatDateTime(r.createdAt) },
          { label: 'Modified At', value: formatDateTime(r.modifiedAt) },
        ]}
      />
    </Container>
  );
}

type TxAction = { kind: 'void' | 'edit'; tx: RepaymentTransaction };

/** The settlement's transactions, newest first; administrators edit or void the live ones. */
function Transactions({ r, admin, onAction }: { r: RepaymentDetail; admin: boolean; onAction: (a: TxAction) => void }) {
  return (
    <Table
      header={<Header variant="h2">Settlement Transactions</Header>}
      items={r.transactions}
      trackBy="id"
      variant="container"
      data-testid="settlement-transactions"
      empty={<Box color="text-status-inactive">No settlement transactions yet.</Box>}
      columnDefinitions={[
        {
          id: 'paymentDate',
          header: 'Payment Date',
          cell: (t) => <span data-testid={`settlement-tx-date-${t.id}`}>{isoToDisplay(t.paymentDate)}</span>,
        },
        {
          id: 'amountRepaid',
          header: 'Amount Repaid',
          cell: (t) => <span data-testid={`settlement-tx-amount-${t.id}`}>{formatRm(t.amountRepaid)}</span>,
        },
        {
          id: 'isVoid',
          header: 'Void',
          cell: (t) => <span data-testid={`settlement-tx-void-${t.id}`}>{t.isVoid ? 'Yes' : 'No'}</span>,
        },
        { id: 'createdAt', header: 'Recorded At', cell: (t) => formatDateTime(t.createdAt) },
        ...(admin
          ? [
              actionsColumn<RepaymentTransaction>({
                header: 'Actions',
                menuLabel: (t) =>
                  `Actions for the payment of ${formatRm(t.amountRepaid)} on ${isoToDisplay(t.paymentDate)}`,
                menuTestId: (t) => `settlement-tx-actions-${t.id}`,
                actions: (t) =>
                  t.isVoid
                    ? []
                    : [
                        {
                          id: `settlement-tx-edit-${t.id}`,
                          text: 'Edit',
                          onClick: () => onAction({ kind: 'edit', tx: t }),
                          ariaLabel: `Edit the payment of ${formatRm(t.amountRepaid)} on ${isoToDisplay(t.paymentDate)}`,
                        },
                        {
                          id: `settlement-tx-void-button-${t.id}`,
                          text: 'Void',
                          onClick: () => onAction({ kind: 'void', tx: t }),
                          ariaLabel: `Void the payment of ${formatRm(t.amountRepaid)} on ${isoToDisplay(t.paymentDate)}`,
                        },
                      ],
              }),
            ]
          : []),
      ]}
    />
  );
}

/** The settlement of the route (a toast and 'Repayment not found!' when it cannot be read). */
function useRouteSettlement(admin: boolean) {
  const { repaymentId = '', orgId = '' } = useParams();
  return useCallableQuery(
    'repayments-getRepayment',
    { repaymentId, ...(admin ? { orgId } : {}) },
    { enabled: repaymentId !== '', errorToast: REPAYMENT_MESSAGES.transactionsFailed },
  );
}

function SettlementDetails({ admin }: { admin: boolean }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const settlement = useRouteSettlement(admin);
  const [action, setAction] = useState<TxAction | 'delete' | null>(null);
  const voidTx = useCallableMutation('repaymentTransactions-void');
  const remove = useCallableMutation('repayments-delete');
  usePageLabel(settlement.data?.disbursement.name);
  if (settlement.isPending) return <Spinner size="large" />;
  const r = settlement.data;
  if (!r) return <Box color="text-status-inactive">{REPAYMENT_MESSAGES.notFound}</Box>;
  const ref = { orgId: r.orgId, id: r.id, disbursementId: r.disbursementId };

  const open = (next: TxAction | 'delete') => {
    voidTx.reset();
    remove.reset();
    setAction(next);
  };
  const close = () => {
    // A failure may mean the settlement changed meanwhile: read it again.
    if (voidTx.isError || remove.isError) invalidateSettlements(queryClient);
    setAction(null);
  };
  const doVoid = (tx: RepaymentTransaction) =>
    voidTx.mutate(
      { orgId: r.orgId, repaymentId: r.id, id: tx.id },
      {
        onSuccess: () => {
          invalidateSettlements(queryClient);
          notify.success('Void action completed successfully!');
          setAction(null);
        },
      },
    );
  const doDelete = () =>
    remove.mutate(
      { orgId: r.orgId, repaymentId: r.id, modifiedAt: r.modifiedAt },
      {
        onSuccess: () => {
          invalidateSettlements(queryClient);
          notify.success('Delete action completed successfully!');
          navigate(settlementsPath(true));
        },
      },
    );
  const hasLiveTransactions = r.transactions.some((t) => !t.isVoid);

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(settlementsPath(admin))} data-testid="settlement-back">
                Back
              </Button>
              <Button
                onClick={() => navigate(disbursementViewPath(admin, r.orgId, r.disbursementId))}
                data-testid="settlement-view-disbursement"
              >
                View Disbursement
              </Button>
              {admin && !hasLiveTransactions && (
                <Button onClick={() => open('delete')} data-testid="settlement-delete">
                  Delete
                </Button>
              )}
              {admin && (
                <Button onClick={() => navigate(settlementEditPath(ref))} data-testid="settlement-edit">
                  Edit
                </Button>
              )}
              {admin && r.amountDue > 0 && (
                <Button
                  variant="primary"
                  onClick={() => navigate(settlementTransactionCreatePath(ref))}
                  data-testid="settlement-new-transaction"
                >
                  New Settlement Transaction
                </Button>
              )}
            </SpaceBetween>
          }
        >
          {r.disbursement.name}
        </Header>
      }
    >
      <SpaceBetween size="l">
        <Figures r={r} admin={admin} />
        <Transactions r={r} admin={admin} onAction={open} />
        <RecordHistory entries={r.history} testId="settlement-history" />
      </SpaceBetween>
      {action === 'delete' && (
        <ActionDialog
          header="Delete Settlement"
          confirmLabel="Delete"
          busy={remove.isPending}
          error={remove.isError ? remove.error : null}
          onConfirm={doDelete}
          onClose={close}
          testId="settlement-delete-dialog"
        >
          Delete this settlement? Its amount due ({formatRm(r.amountDue)}) goes back to the credit line, and the
          disbursement can be given a new settlement.
        </ActionDialog>
      )}
      {action !== null && action !== 'delete' && action.kind === 'void' && (
        <ActionDialog
          header="Void Settlement Transaction"
          confirmLabel="Void"
          busy={voidTx.isPending}
          error={voidTx.isError ? voidTx.error : null}
          onConfirm={() => doVoid(action.tx)}
          onClose={close}
          testId="settlement-void-dialog"
        >
          {REPAYMENT_MESSAGES.voidConfirm}
        </ActionDialog>
      )}
      {action !== null && action !== 'delete' && action.kind === 'edit' && (
        <EditTransactionDialog
          settlement={r}
          transaction={action.tx}
          onDone={() => {
            invalidateSettlements(queryClient);
            setAction(null);
          }}
          onClose={() => {
            invalidateSettlements(queryClient);
            setAction(null);
          }}
        />
      )}
    </ContentLayout>
  );
}

/** /repayments/:repaymentId/:disbursementId/transactions: management's read-only view. */
export function SettlementDetailsPage() {
  return <SettlementDetails admin={false} />;
}

/** /internal/:orgId/disbursement/:disbursementId/repayments/:repaymentId/transactions: with the admin actions. */
export function AdminSettlementDetailsPage() {
  return <SettlementDetails admin />;
}
