import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Spinner from '@cloudscape-design/components/spinner';
import { JOB_LEVEL_MESSAGES, type AdminJobLevel } from '../../../../shared/domain/employees/job-level';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { ADMIN_JOB_LEVEL_CREATE_PATH, ADMIN_JOB_LEVELS_PATH, adminJobLevelEditPath } from './job-level-paths';
import {
  DeleteJobLevelModal,
  JobLevelFormFrame,
  JobLevelRowActions,
  jobLevelColumns,
  useJobLevelForm,
} from './job-level-parts';

const LIST_KEY = ['adminJobLevels-getAll'];

/** /internal/jobLevels: the provider's job level catalogue, with Create, Edit and Delete (asked first). */
export function AdminJobLevelsPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages('adminJobLevels-getAll', {}, { errorToast: JOB_LEVEL_MESSAGES.listFailed });
  const remove = useCallableMutation('adminJobLevels-delete', { errorToast: JOB_LEVEL_MESSAGES.deleteFailed });
  const [deleting, setDeleting] = useState<AdminJobLevel | null>(null);

  const columns: ResourceColumn<AdminJobLevel>[] = [
    ...jobLevelColumns<AdminJobLevel>(adminJobLevelEditPath, navigate),
    {
      id: 'actions',
      header: 'Actions',
      cell: (l) => <JobLevelRowActions level={l} editPath={adminJobLevelEditPath} onDelete={setDeleting} />,
    },
  ];
  const confirmDelete = () =>
    deleting &&
    remove.mutate(
      { jobLevelId: deleting.id },
      {
        onSuccess: () => notify.success(JOB_LEVEL_MESSAGES.deleted),
        onSettled: () => {
          setDeleting(null);
          void queryClient.invalidateQueries({ queryKey: LIST_KEY });
        },
      },
    );

  const create = (
    <Button variant="primary" onClick={() => navigate(ADMIN_JOB_LEVEL_CREATE_PATH)} data-testid="joblevel-create">
      Create Job Level
    </Button>
  );
  return (
    <>
      <ResourceTable<AdminJobLevel>
        tableId="admin-job-levels"
        title="Job Levels"
        resourceName="job levels"
        items={list.data ?? []}
        query={list}
        trackBy="id"
        columnDefinitions={columns}
        defaultSortingColumnId="jobGrade"
        emptyAction={create}
        actions={create}
      />
      <DeleteJobLevelModal level={deleting} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </>
  );
}

/** The catalogue entry form: create, or edit of `level`; saving goes back to the list. */
function AdminJobLevelForm({ level }: { level?: AdminJobLevel }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useJobLevelForm(level);
  const create = useCallableMutation('adminJobLevels-create', { errorToast: JOB_LEVEL_MESSAGES.createFailed });
  const edit = useCallableMutation('adminJobLevels-edit', { errorToast: JOB_LEVEL_MESSAGES.updateFailed });
  const leaveGuard = useLeaveGuard(form.isDirty);

  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: ['adminJobLevels-getOne'] });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(ADMIN_JOB_LEVELS_PATH);
  };
  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    if (level)
      edit.mutate(
        { ...fields, id: level.id, modifiedAt: level.modifiedAt },
        { onSuccess: (l) => done(`Job Level ${l.name} updated.`) },
      );
    else create.mutate(fields, { onSuccess: (l) => done(`Job Level ${l.name} created.`) });
  };

  return (
    <JobLevelFormFrame
      title={level ? 'Edit Job Level' : 'Create Job Level'}
      form={form}
      backTo={ADMIN_JOB_LEVELS_PATH}
      onSubmit={save}
      busy={create.isPending || edit.isPending}
      leaveGuard={leaveGuard}
    />
  );
}

/** /internal/joblevels/create */
export function AdminJobLevelCreatePage() {
  return <AdminJobLevelForm />;
}

/** /internal/jobLevels/:id/edit */
export function AdminJobLevelEditPage() {
  const { id = '' } = useParams();
  const level = useCallableQuery(
    'adminJobLevels-getOne',
    { jobLevelId: id },
    { enabled: id !== '', errorToast: JOB_LEVEL_MESSAGES.getFailed },
  );
  if (level.isPending) return <Spinner size="large" />;
  if (!level.data) return <Box color="text-status-inactive">{JOB_LEVEL_MESSAGES.getFailed}</Box>;
  return <AdminJobLevelForm key={`${level.data.id}@${level.data.modifiedAt}`} level={level.data} />;
}
