import type { ReactNode } from 'react';
import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Table, { type TableProps } from '@cloudscape-design/components/table';
import {
  DISBURSEMENT_MESSAGES,
  type PayeeFile,
  type PayeesType,
  type Payout,
  type KeptPayee,
} from '../../../../shared/domain/finance/disbursement';
import { formatRm } from '../../../../shared/domain/money/money';
import { api } from '../../api/client';
import { notify } from '../../components/notifications';
import { actionsColumn } from '../../components/row-actions';

/** A link to an uploaded invoice: a presigned GET asked for when clicked. */
export function InvoiceLink({ file }: { file: PayeeFile }) {
  const open = async () => {
    try {
      const { url } = await api.call('uploads-getDownloadUrl', { key: file.url });
      window.open(url, '_blank', 'noopener');
    } catch (err) {
      notify.apiError(err, `The invoice ${file.fileName} could not be opened.`);
    }
  };
  return (
    <Link
      href="#"
      onFollow={(e) => {
        e.preventDefault();
        void open();
      }}
      data-testid="invoice-link"
    >
      {file.fileName}
    </Link>
  );
}

export interface PayeesTableProps {
  payees: readonly KeptPayee[];
  payeesType: PayeesType | '';
  /** Header buttons (the form's Add Payee). */
  actions?: ReactNode;
  /** Remove a payee (the form); absent on the view page. */
  onRemove?: (id: string) => void;
  /** The gateway's payouts (the view page of a disbursement processed with it). */
  payouts?: readonly Payout[];
  /** What an empty list tells the reader to do. */
  empty?: ReactNode;
  /** A problem with the list as a whole (e.g. 'Invoices is Required!'). */
  error?: string;
}

/** The payees of a disbursement: who is paid, into which account, how much, and the suppliers' invoices. */
export function PayeesTable({ payees, payeesType, actions, onRemove, payouts, empty, error }: PayeesTableProps) {
  const total = payees.reduce((sum, p) => sum + p.amount, 0);
  const columns: TableProps.ColumnDefinition<KeptPayee>[] = [
    { id: 'name', header: 'Payee Name', cell: (p) => p.name },
    { id: 'id', header: payeesType === 'suppliers' ? 'Supplier Id' : 'IC Number', cell: (p) => p.id },
    { id: 'bank', header: 'Bank Name', cell: (p) => p.bank ?? p.bankCode ?? '-' },
    { id: 'accountNumber', header: 'Account No.', cell: (p) => p.accountNumber ?? '-' },
    { id: 'amount', header: 'Amount', cell: (p) => formatRm(p.amount) },
  ];
  if (payeesType === 'suppliers')
    columns.push({
      id: 'files',
      header: 'Invoices',
      cell: (p) =>
        p.files?.length ? (
          <SpaceBetween size="xxs">
            {p.files.map((f) =>
              onRemove ? <span key={f.url}>{f.fileName}</span> : <InvoiceLink key={f.url} file={f} />,
            )}
          </SpaceBetween>
        ) : (
          <Box color="text-status-error">{DISBURSEMENT_MESSAGES.invoicesRequired}</Box>
        ),
    });
  if (payouts?.length)
    columns.push({
      id: 'payout',
      header: 'Payout',
      cell: (p) => {
        const payout = payouts.find((x) => x.payeeId === p.id);
        if (!payout) return '-';
        return payout.status === 'paid' ? 'Paid' : `Failed: ${payout.reason ?? 'no reason given'}`;
      },
    });
  if (onRemove)
    columns.push(
      actionsColumn<KeptPayee>({
        header: 'Actions',
        menuLabel: (p) => `Actions for ${p.name}`,
        actions: (p) => [
          { id: `payee-remove-${p.id}`, text: 'Remove', onClick: () => onRemove(p.id), ariaLabel: `Remove ${p.name}` },
        ],
      }),
    );
  return (
    <Table
      header={
        <Header
          variant="h2"
          counter={`(${payees.length})`}
          description={payees.length ? `Total paid out: ${formatRm(total)}` : undefined}
          actions={actions}
        >
          Payees
        </Header>
      }
      footer={error ? <Box color="text-status-error">{error}</Box> : undefined}
      items={[...payees]}
      trackBy="id"
      variant="container"
      wrapLines={false}
      columnDefinitions={columns}
      empty={<Box color="text-status-inactive">{empty ?? 'No payees.'}</Box>}
      data-testid="disbursement-payees"
    />
  );
}
