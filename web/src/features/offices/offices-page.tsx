import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import { actionsColumn } from '../../components/row-actions';
import Link from '@cloudscape-design/components/link';
import { OFFICE_MESSAGES, type Office } from '../../../../shared/domain/employees/office';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useAllPagesOf } from '../../api/all-pages-of';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { officeCreatePath, officeEditPath } from './office-paths';

const text = (
  id: 'officeCode' | 'address' | 'city' | 'state' | 'country' | 'contactNo',
  header: string,
  hiddenByDefault = false,
): ResourceColumn<Office> => ({
  id,
  header,
  cell: (o) => o[id] ?? '',
  sortingField: id,
  hiddenByDefault,
});

/**
 * /internal/organizations/:oid/offices: an organisation's offices with Create Office, an edit
 * link and Edit / Delete per row (Delete asks first; an office employees work at is kept).
 */
export function OfficesPage() {
  const { oid = '' } = useParams();
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const org = useCallableQuery('orgs-getOrgInfo', { orgId: oid }, { enabled: oid !== '' });
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPagesOf(
    'orgOffices-getOffices',
    'offices',
    { orgId: oid },
    { enabled: oid !== '', errorToast: OFFICE_MESSAGES.listFailed },
  );
  const remove = useCallableMutation('orgOffices-deleteOffice', { errorToast: OFFICE_MESSAGES.deleteFailed });
  const [deleting, setDeleting] = useState<Office | null>(null);

  const columns: ResourceColumn<Office>[] = [
    text('officeCode', 'Office Code'),
    {
      id: 'name',
      header: 'Name',
      freeText: true,
      sortingField: 'name',
      cell: (o) => (
        <Link
          href={officeEditPath(oid, o.id)}
          onFollow={(e) => {
            e.preventDefault();
            navigate(officeEditPath(oid, o.id));
          }}
          data-testid={`office-link-${o.officeCode ?? o.id}`}
        >
          {o.name}
        </Link>
      ),
    },
    text('address', 'Address', true),
    text('city', 'City'),
    text('state', 'State'),
    text('country', 'Country', true),
    text('contactNo', 'Contact No'),
    {
      id: 'modifiedAt',
      header: 'Modified At',
      sortingField: 'modifiedAt',
      cell: (o) => formatDateTime(o.modifiedAt),
      hiddenByDefault: true,
    },
    actionsColumn<Office>({
      header: 'Actions',
      menuLabel: (o) => `Actions for ${o.name}`,
      menuTestId: (o) => `office-actions-${o.officeCode ?? o.id}`,
      actions: (o) => [
        { id: `office-edit-${o.officeCode ?? o.id}`, text: 'Edit', href: officeEditPath(oid, o.id) },
        { id: `office-delete-${o.officeCode ?? o.id}`, text: 'Delete', onClick: () => setDeleting(o) },
      ],
    }),
  ];

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { orgId: oid, officeId: deleting.id },
      {
        onSuccess: (office) => notify.success(`Office ${office.name} deleted.`),
        onSettled: () => {
          setDeleting(null);
          void queryClient.invalidateQueries({ queryKey: ['orgOffices-getOffices'] });
        },
      },
    );
  };

  const create = (
    <Button variant="primary" onClick={() => navigate(officeCreatePath(oid))} data-testid="office-create">
      Create Office
    </Button>
  );

  return (
    <>
      <ResourceTable<Office>
        tableId="offices"
        title="Offices"
        description={org.data?.name}
        resourceName="offices"
        items={list.data?.offices ?? []}
        query={list}
        trackBy="id"
        columnDefinitions={columns}
        defaultSortingColumnId="name"
        emptyAction={create}
        actions={create}
      />
      <ConfirmModal
        visible={deleting !== null}
        header="Delete office"
        confirmLabel="Delete"
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
        testId="office-delete-modal"
      >
        Delete the office <b>{deleting?.name}</b>? An office employees work at cannot be deleted.
      </ConfirmModal>
    </>
  );
}
