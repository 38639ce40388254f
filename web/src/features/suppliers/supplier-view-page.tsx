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
import {
  SUPPLIER_MESSAGES,
  actionCompleted,
  adminSupplierActions,
  supplierActionFailed,
  supplierEditable,
  type Supplier,
} from '../../../../shared/domain/benefits/supplier';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { usePageLabel } from '../../components/page-label';
import { useNavigateTo } from '../../components/use-navigate-to';
import { ADMIN_SUPPLIERS_PATH, SUPPLIERS_PATH, invalidateSuppliers, supplierEditPath } from './supplier-paths';
import { SupplierReviewDialog, type ReviewKind } from './supplier-review-dialog';

const when = (at: number | undefined) => (at === undefined ? '-' : formatDateTime(at));

/** The supplier's fields, its review history and its bank accounts. */
function SupplierDetails({ supplier: s, admin }: { supplier: Supplier; admin: boolean }) {
  return (
    <SpaceBetween size="l">
      <Container header={<Header variant="h2">Company</Header>} data-testid="supplier-view">
        <KeyValuePairs
          columns={3}
          items={[
            ...(admin ? [{ label: 'Organization', value: s.orgName }] : []),
            { label: 'Company Name', value: s.companyName },
            { label: 'Business Registration Number', value: s.businessRegistrationNumber },
            { label: 'Mobile Number', value: s.mobileNumber },
            { label: 'Email', value: s.email },
            { label: 'Address', value: s.address },
            { label: 'Contact Person Name', value: s.contactPersonName },
            { label: 'Contact Person Mobile Number', value: s.contactPersonMobileNumber },
            { label: 'Contact Person Email', value: s.contactPersonEmail },
            {
              label: 'Status',
              value: <EntityStatus entity="supplier" status={s.status} testId="supplier-view-status" />,
            },
            { label: 'Created At', value: when(s.createdAt) },
            { label: 'Approved At', value: when(s.approvedAt) },
            { label: 'Rejected At', value: when(s.rejectedAt) },
            { label: 'Rejected Remarks', value: s.rejectedRemarks ?? '-' },
            { label: 'Blacklisted At', value: when(s.blacklistedAt) },
            { label: 'Blacklisted Remarks', value: s.blacklistedRemarks ?? '-' },
          ]}
        />
      </Container>
      <Table
        header={<Header variant="h2">Bank Details</Header>}
        items={s.bankDetails}
        trackBy="id"
        variant="container"
        data-testid="supplier-bank-details"
        empty={<Box color="text-status-inactive">No bank accounts.</Box>}
        columnDefinitions={[
          { id: 'bank', header: 'Bank', cell: (d) => d.bank },
          { id: 'bankCode', header: 'Bank Code', cell: (d) => d.bankCode },
          { id: 'accountName', header: 'Account Name', cell: (d) => d.accountName },
          { id: 'accountNumber', header: 'Account Number', cell: (d) => d.accountNumber },
        ]}
      />
    </SpaceBetween>
  );
}

/** The supplier of the route (a toast and 'Supplier Data not Found!' when it cannot be read). */
function useRouteSupplier(orgId?: string) {
  const { id = '' } = useParams();
  return useCallableQuery(
    'suppliers-getSupplier',
    { id, ...(orgId ? { orgId } : {}) },
    { enabled: id !== '', errorToast: SUPPLIER_MESSAGES.notFound },
  );
}

/** /suppliers/:id/view: management's view with Back, Delete (asks first) and Edit (not when blacklisted). */
export function SupplierViewPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const supplier = useRouteSupplier();
  const remove = useCallableMutation('suppliers-delete', { errorToast: supplierActionFailed('delete') });
  const [confirming, setConfirming] = useState(false);
  usePageLabel(supplier.data?.companyName);
  if (supplier.isPending) return <Spinner size="large" />;
  const s = supplier.data;
  if (!s) return <Box color="text-status-inactive">{SUPPLIER_MESSAGES.dataNotFound}</Box>;
  const editable = supplierEditable(s.status);

  const doDelete = () => {
    setConfirming(false);
    remove.mutate(
      { id: s.id, modifiedAt: s.modifiedAt },
      {
        onSuccess: () => {
          invalidateSuppliers(queryClient);
          notify.success(actionCompleted('delete'));
          navigate(SUPPLIERS_PATH);
        },
      },
    );
  };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(SUPPLIERS_PATH)} data-testid="supplier-back">
                Back
              </Button>
              {editable && (
                <>
                  <Button onClick={() => setConfirming(true)} loading={remove.isPending} data-testid="supplier-delete">
                    Delete
                  </Button>
                  <Button
                    variant="primary"
                    onClick={() => navigate(supplierEditPath(s.id))}
                    data-testid="supplier-edit"
                  >
                    Edit
                  </Button>
                </>
              )}
            </SpaceBetween>
          }
        >
          {s.companyName}
        </Header>
      }
    >
      <SupplierDetails supplier={s} admin={false} />
      <ConfirmModal
        visible={confirming}
        header="Delete Supplier"
        confirmLabel="Delete"
        onConfirm={doDelete}
        onCancel={() => setConfirming(false)}
        testId="supplier-delete-confirm"
      >
        Delete the supplier {s.companyName}? It can no longer be paid. A supplier a disbursement pays cannot be deleted.
      </ConfirmModal>
    </ContentLayout>
  );
}

/** /internal/:orgId/suppliers/:id/view: an administrator's view with Approve, Reject and Blacklist as allowed. */
export function AdminSupplierViewPage() {
  const { orgId = '' } = useParams();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const supplier = useRouteSupplier(orgId);
  const [kind, setKind] = useState<ReviewKind | null>(null);
  const approve = useCallableMutation('suppliers-approve');
  const reject = useCallableMutation('suppliers-reject');
  const blacklist = useCallableMutation('suppliers-blacklist');
  const mutation = kind === 'approve' ? approve : kind === 'reject' ? reject : blacklist;
  usePageLabel(supplier.data?.companyName);
  if (supplier.isPending) return <Spinner size="large" />;
  const s = supplier.data;
  if (!s) return <Box color="text-status-inactive">{SUPPLIER_MESSAGES.dataNotFound}</Box>;

  const open = (next: ReviewKind) => {
    approve.reset();
    reject.reset();
    blacklist.reset();
    setKind(next);
  };
  const succeeded = (action: ReviewKind) => () => {
    invalidateSuppliers(queryClient);
    notify.success(actionCompleted(action));
    setKind(null);
  };
  const confirm = (remarks: string) => {
    const key = { orgId: s.orgId, id: s.id, modifiedAt: s.modifiedAt };
    if (kind === 'approve') approve.mutate(key, { onSuccess: succeeded('approve') });
    if (kind === 'reject') reject.mutate({ ...key, rejectedRemarks: remarks }, { onSuccess: succeeded('reject') });
    if (kind === 'blacklist')
      blacklist.mutate({ ...key, blacklistedRemarks: remarks }, { onSuccess: succeeded('blacklist') });
  };
  const labels: Record<ReviewKind, string> = { approve: 'Approve', reject: 'Reject', blacklist: 'Blacklist' };

  return (
    <ContentLayout
      header={
        <Header
          variant="h1"
          actions={
            <SpaceBetween direction="horizontal" size="xs">
              <Button onClick={() => navigate(ADMIN_SUPPLIERS_PATH)} data-testid="supplier-back">
                Back
              </Button>
              {adminSupplierActions(s.status).map((action) => (
                <Button
                  key={action}
                  variant={action === 'approve' ? 'primary' : 'normal'}
                  onClick={() => open(action)}
                  data-testid={`supplier-${action}`}
                >
                  {labels[action]}
                </Button>
              ))}
            </SpaceBetween>
          }
        >
          {s.companyName}
        </Header>
      }
    >
      <SupplierDetails supplier={s} admin />
      <SupplierReviewDialog
        key={kind ?? 'closed'}
        kind={kind}
        supplier={s}
        busy={mutation.isPending}
        error={mutation.isError ? mutation.error : null}
        onConfirm={confirm}
        onClose={() => {
          // A failure may mean the supplier changed meanwhile: read it again.
          if (mutation.isError) invalidateSuppliers(queryClient);
          setKind(null);
        }}
      />
    </ContentLayout>
  );
}
