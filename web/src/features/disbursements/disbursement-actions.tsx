import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@cloudscape-design/components/button';
import {
  DISBURSEMENT_MESSAGES,
  disbursementActionFailed,
  settlementDueDate,
  type Disbursement,
  type KeptPayee,
} from '../../../../shared/domain/finance/disbursement';
import { disbursementActions } from '../../../../shared/domain/finance/disbursement-status';
import { disbursementCsv } from '../../../../shared/domain/finance/disbursement-csv';
import { formatRm } from '../../../../shared/domain/money/money';
import { actionCompleted } from '../../../../shared/domain/benefits/supplier';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { isoToDisplay } from '../../components/date-text';
import { downloadText } from '../../components/download';
import { notify } from '../../components/notifications';
import { useNavigateTo } from '../../components/use-navigate-to';
import { ActionDialog } from './action-dialog';
import { DISBURSEMENTS_PATH, disbursementEditPath, invalidateDisbursements } from './disbursement-paths';
import { useOwnPreparation } from '../../components/maker-checker';

/** The processing file of a disbursement's payees (Payee Name, Payee Id, Bank Name, Account No., Amount), saved in the browser. */
function downloadPayees(d: Disbursement, payees: readonly KeptPayee[]) {
  const slug =
    d.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'payees';
  downloadText(`disbursement-${slug}-${d.date}.csv`, disbursementCsv(payees));
}

/** A success toast, and every list, disbursement and credit figure (the top bar's too) read again. */
function useSucceeded() {
  const queryClient = useQueryClient();
  return (action: string) => {
    invalidateDisbursements(queryClient);
    notify.success(actionCompleted(action));
  };
}

type ManagementKind = 'approve' | 'delete';

/**
 * Management's buttons: Edit and Delete while a draft or pending approval, Approve while pending
 * approval. Approving asks first, showing the total against the available credit it is taken from.
 */
export function ManagementActions({ d }: { d: Disbursement }) {
  const navigate = useNavigateTo();
  const succeeded = useSucceeded();
  const allowed = disbursementActions(d.status, 'management');
  const [kind, setKind] = useState<ManagementKind | null>(null);
  const credit = useCallableQuery('disbursements-getCreditLine', {}, { enabled: allowed.includes('approve') });
  const approve = useCallableMutation('disbursements-approve', { errorToast: disbursementActionFailed('approve') });
  const remove = useCallableMutation('disbursements-delete', { errorToast: disbursementActionFailed('delete') });
  const key = { disbursementId: d.id, modifiedAt: d.modifiedAt };
  const close = () => setKind(null);
  const available = credit.data?.available;
  const ownPreparation = useOwnPreparation()(d);

  return (
    <>
      {allowed.includes('delete') && (
        <Button onClick={() => setKind('delete')} loading={remove.isPending} data-testid="disbursement-delete">
          Delete
        </Button>
      )}
      {allowed.includes('update') && (
        <Button onClick={() => navigate(disbursementEditPath(d.id))} data-testid="disbursement-edit">
          Edit
        </Button>
      )}
      {allowed.includes('approve') && (
        <Button
          variant="primary"
          onClick={() => setKind('approve')}
          disabled={!!ownPreparation}
          disabledReason={ownPreparation}
          data-testid="disbursement-approve"
        >
          Approve
        </Button>
      )}
      {kind === 'approve' && (
        <ActionDialog
          testId="disbursement-approve-dialog"
          header="Approve Disbursement"
          confirmLabel="Approve"
          input={{ kind: 'none' }}
          busy={approve.isPending}
          onClose={close}
          onConfirm={() =>
            approve.mutate(key, {
              onSuccess: () => {
                succeeded('approve');
                close();
              },
            })
          }
        >
          Approve {d.name}? Its total of <strong>{formatRm(d.total)}</strong> is taken from your available credit
          {available === undefined ? '.' : ` of ${formatRm(available)}`}
          {available !== undefined && available >= d.total && `, leaving ${formatRm(available - d.total)}.`}
          {available !== undefined &&
            available < d.total &&
            ': that is not enough, so the approval will be refused until settlements free more credit.'}{' '}
          The platform then pays the payees on {isoToDisplay(d.date)}.
        </ActionDialog>
      )}
      {kind === 'delete' && (
        <ActionDialog
          testId="disbursement-delete-dialog"
          header="Delete Disbursement"
          confirmLabel="Delete"
          input={{ kind: 'none' }}
          busy={remove.isPending}
          onClose={close}
          onConfirm={() =>
            remove.mutate(key, {
              onSuccess: () => {
                succeeded('delete');
                navigate(DISBURSEMENTS_PATH);
              },
            })
          }
        >
          Delete {d.name}? It will no longer be listed and cannot be approved.
        </ActionDialog>
      )}
    </>
  );
}

type AdminKind = 'draft' | 'process' | 'processWithCurlec' | 'complete' | 'cancel';

/** How each administrator action is offered and asked about. */
const ADMIN_LOOK: Record<
  AdminKind,
  { button: string; header: string; word: string; text: (d: Disbursement) => string }
> = {
  draft: {
    button: 'Revert to Draft',
    header: 'Revert to Draft',
    word: 'revert',
    text: (d) =>
      `Revert ${d.name} to draft? Its reserved ${formatRm(d.total)} goes back to the organisation's credit and management must send it for approval again.`,
  },
  process: {
    button: 'Download for Processing',
    header: 'Download for Processing',
    word: 'process',
    text: (d) =>
      `Download the payees of ${d.name} to pay them through the bank? It becomes processing; complete it once the payees are paid.`,
  },
  processWithCurlec: {
    button: 'Process with Curlec',
    header: 'Process with Curlec',
    word: 'process',
    text: (d) =>
      `Pay the payees of ${d.name} (${formatRm(d.disbursementTotal)}) through Curlec? Payees already paid are not paid again.`,
  },
  complete: {
    button: 'Complete',
    header: 'Complete Disbursement',
    word: 'complete',
    text: (d) =>
      `Complete ${d.name}? Its settlement of ${formatRm(d.total)} becomes due on ${isoToDisplay(settlementDueDate(d))} (${d.repaymentPeriod} month(s) after the disbursement's date).`,
  },
  cancel: {
    button: 'Cancel Disbursement',
    header: 'Cancel Disbursement',
    word: 'cancel',
    text: (d) =>
      `Cancel ${d.name}? Its reserved ${formatRm(d.total)} goes back to the organisation's credit. This cannot be undone.`,
  },
};

/**
 * An administrator's buttons, as the status allows: Revert to Draft, Download for Processing (the
 * CSV), Download Payees again while processing, Process with Curlec, Complete (with the date) and
 * Cancel (with a reason), each asked first.
 */
export function AdminActions({ d }: { d: Disbursement }) {
  const queryClient = useQueryClient();
  const succeeded = useSucceeded();
  const allowed = disbursementActions(d.status, 'admin');
  const [kind, setKind] = useState<AdminKind | null>(null);
  const draft = useCallableMutation('disbursements-draft', { errorToast: disbursementActionFailed('revert') });
  const process = useCallableMutation('disbursements-process', { errorToast: disbursementActionFailed('process') });
  const curlec = useCallableMutation('disbursements-processWithCurlec', {
    errorToast: disbursementActionFailed('process'),
  });
  const complete = useCallableMutation('disbursements-complete', { errorToast: disbursementActionFailed('complete') });
  const cancel = useCallableMutation('disbursements-cancel', { errorToast: disbursementActionFailed('cancel') });
  const details = useCallableMutation('disbursements-generateDetails', {
    errorToast: DISBURSEMENT_MESSAGES.detailsFailed,
  });
  const busy = draft.isPending || process.isPending || curlec.isPending || complete.isPending || cancel.isPending;
  const key = { orgId: d.orgId, disbursementId: d.id, modifiedAt: d.modifiedAt };
  const close = () => setKind(null);
  const done = (action: string) => {
    succeeded(action);
    close();
  };

  const confirm = (value: string) => {
    switch (kind) {
      case 'draft':
        draft.mutate(key, { onSuccess: () => done('revert') });
        break;
      case 'process':
        process.mutate(key, {
          onSuccess: (result) => {
            downloadPayees(d, result.selectedPayees);
            done('process');
          },
        });
        break;
      case 'processWithCurlec':
        curlec.mutate(key, {
          onSuccess: (result) => {
            const failed = (result.payouts ?? []).filter((p) => p.status === 'failed');
            if (failed.length === 0) {
              done('process');
              return;
            }
            // Nothing is lost: the paid payees stay paid, the rest are paid on the next try.
            invalidateDisbursements(queryClient);
            notify.error(`${disbursementActionFailed('process')} ${result.failureReason ?? ''}`.trim());
            close();
          },
        });
        break;
      case 'complete':
        complete.mutate({ ...key, dateCompleted: value }, { onSuccess: () => done('complete') });
        break;
      case 'cancel':
        cancel.mutate({ ...key, reasonForCancellation: value }, { onSuccess: () => done('cancel') });
        break;
      case null:
        break;
    }
  };

  const offered = (['draft', 'process', 'processWithCurlec', 'complete', 'cancel'] as const).filter((a) =>
    allowed.includes(a),
  );
  const look = kind ? ADMIN_LOOK[kind] : undefined;
  return (
    <>
      {d.status === 'processing' && allowed.includes('generateDetails') && (
        <Button
          iconName="download"
          loading={details.isPending}
          onClick={() => details.mutate(key, { onSuccess: (result) => downloadPayees(d, result.selectedPayees) })}
          data-testid="disbursement-download"
        >
          Download Payees
        </Button>
      )}
      {offered.map((a) => (
        <Button
          key={a}
          variant={a === 'complete' ? 'primary' : 'normal'}
          onClick={() => setKind(a)}
          data-testid={`disbursement-${a}`}
        >
          {ADMIN_LOOK[a].button}
        </Button>
      ))}
      {kind && look && (
        <ActionDialog
          testId={`disbursement-${kind}-dialog`}
          header={look.header}
          confirmLabel={look.button}
          input={kind === 'complete' ? { kind: 'date' } : kind === 'cancel' ? { kind: 'reason' } : { kind: 'none' }}
          busy={busy}
          onConfirm={confirm}
          onClose={close}
        >
          {look.text(d)}
        </ActionDialog>
      )}
    </>
  );
}
