import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { useNavigateTo } from '../../components/use-navigate-to';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import Select from '@cloudscape-design/components/select';
import Spinner from '@cloudscape-design/components/spinner';
import type { ApprovalStatus } from '../../../../shared/domain/organisations/approval';
import {
  gradeLabel,
  JOB_LEVEL_MESSAGES,
  type JobLevel,
  type JobLevelSaveStatus,
} from '../../../../shared/domain/employees/job-level';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { APPROVED_STATUS, PENDING_STATUS } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { EntityStatus } from '../../components/entity-status';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { JOB_LEVEL_CREATE_PATH, JOB_LEVELS_PATH, jobLevelEditPath } from './job-level-paths';
import {
  DeleteJobLevelModal,
  JobLevelFormFrame,
  JobLevelRowActions,
  jobLevelColumns,
  useJobLevelForm,
} from './job-level-parts';

const LIST_KEY = ['jobLevels-getAll'];
const SAVED: Record<JobLevelSaveStatus, string> = {
  Draft: 'Job Level saved as Draft.',
  'Pending Approval': 'Job Level submitted for approval.',
};

function JobLevelStatus({ status }: { status: ApprovalStatus }) {
  return <EntityStatus entity="approval" status={status} testId="joblevel-status" />;
}

/**
 * /jobLevels: the organisation's job levels with Create, Edit and Delete (asked first); Managers
 * select rows and Approve Selected, which sends only the selection's non-approved job levels.
 */
export function JobLevelsPage() {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages('jobLevels-getAll', {}, { errorToast: JOB_LEVEL_MESSAGES.listFailed });
  const remove = useCallableMutation('jobLevels-delete', { errorToast: JOB_LEVEL_MESSAGES.deleteFailed });
  // The selection's job levels not yet approved are sent, Drafts included (docs/rules.md#approvals).
  const approval = useApproveSelection({
    callable: 'jobLevels-approve',
    input: (levels: readonly JobLevel[]) => ({ jobLevelsIds: levels.map((l) => l.id) }),
    approvable: (l) => l.status !== APPROVED_STATUS.approval,
    rule: 'only',
    notPending: { kind: 'info', message: JOB_LEVEL_MESSAGES.nothingToApprove },
    messages: { approved: JOB_LEVEL_MESSAGES.approved, failed: JOB_LEVEL_MESSAGES.approveFailed },
    reload: [LIST_KEY],
  });
  const [deleting, setDeleting] = useState<JobLevel | null>(null);
  const reload = () => void queryClient.invalidateQueries({ queryKey: LIST_KEY });

  const columns: ResourceColumn<JobLevel>[] = [
    ...jobLevelColumns<JobLevel>(jobLevelEditPath, navigate),
    { id: 'status', header: 'Status', sortingField: 'status', cell: (l) => <JobLevelStatus status={l.status} /> },
    {
      id: 'approvedBy',
      header: 'Approved By',
      freeText: true,
      sortingField: 'approvedBy',
      cell: (l) => l.approvedBy ?? '',
      hiddenByDefault: true,
    },
    {
      id: 'approvedAt',
      header: 'Approved At',
      sortingField: 'approvedAt',
      cell: (l) => formatDateTime(l.approvedAt),
      hiddenByDefault: true,
    },
    {
      id: 'actions',
      header: 'Actions',
      cell: (l) => <JobLevelRowActions level={l} editPath={jobLevelEditPath} onDelete={setDeleting} />,
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
          reload();
        },
      },
    );

  const create = (
    <Button variant="primary" onClick={() => navigate(JOB_LEVEL_CREATE_PATH)} data-testid="joblevel-create">
      Create Job Level
    </Button>
  );
  return (
    <>
      <ResourceTable<JobLevel>
        tableId="job-levels"
        title="Job Levels"
        resourceName="job levels"
        items={list.data ?? []}
        query={list}
        trackBy="id"
        columnDefinitions={columns}
        selectionType={isManager ? 'multi' : undefined}
        itemLabel={(l) => l.name}
        onSelectionChange={isManager ? approval.onSelectionChange : undefined}
        clearSelection={approval.clearSelection}
        defaultSortingColumnId="jobGrade"
        emptyAction={create}
        actions={
          <ApproveSelectedActions approval={approval} canApprove={isManager} testId="joblevel-approve-selected">
            {create}
          </ApproveSelectedActions>
        }
      />
      <DeleteJobLevelModal level={deleting} onConfirm={confirmDelete} onCancel={() => setDeleting(null)} />
    </>
  );
}

/** Start a new job level from an entry of the provider's catalogue (fills the fields; they stay editable). */
function CatalogueChoice({
  onChoose,
}: {
  onChoose: (level: { jobLevel: string; name: string; jobGrade: number }) => void;
}) {
  // Every page (a set-up list of a few dozen rows): the choices must offer them all.
  const catalogue = useAllPages('jobLevels-getCatalogue', {}, { errorToast: JOB_LEVEL_MESSAGES.listFailed });
  const [chosen, setChosen] = useState<string | null>(null);
  const items = catalogue.data ?? [];
  const option = (l: (typeof items)[number]) => ({
    value: l.id,
    label: `${l.name} (${l.jobLevel})`,
    description: gradeLabel(l.jobGrade),
  });
  const current = items.find((l) => l.id === chosen);
  return (
    <FormField
      label="Start from the catalogue (optional)"
      description="Fills in the fields below from a job level of the platform's catalogue."
    >
      <Select
        selectedOption={current ? option(current) : null}
        options={items.map(option)}
        statusType={catalogue.isPending ? 'loading' : 'finished'}
        placeholder="Choose a catalogue job level"
        empty="The catalogue is empty"
        onChange={(e) => {
          const level = items.find((l) => l.id === e.detail.selectedOption.value);
          setChosen(level?.id ?? null);
          if (level) onChoose(level);
        }}
        data-testid="joblevel-catalogue"
      />
    </FormField>
  );
}

/** The organisation's job level form: create, or edit of `level`. Save gives Draft, Submit for Approval gives Pending Approval. */
function JobLevelForm({ level }: { level?: JobLevel }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const form = useJobLevelForm(level);
  const create = useCallableMutation('jobLevels-create', { errorToast: JOB_LEVEL_MESSAGES.createFailed });
  const edit = useCallableMutation('jobLevels-edit', { errorToast: JOB_LEVEL_MESSAGES.updateFailed });
  const busy = create.isPending || edit.isPending;
  const leaveGuard = useLeaveGuard(form.isDirty);

  const save = (status: JobLevelSaveStatus) => {
    const fields = form.submit();
    if (!fields) return;
    const done = () => {
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
      void queryClient.invalidateQueries({ queryKey: ['jobLevels-getOne'] });
      void queryClient.invalidateQueries({ queryKey: ['jobLevels-getApproved'] });
      notify.success(SAVED[status]);
      leaveGuard.allowNextLeave();
      navigate(JOB_LEVELS_PATH);
    };
    if (level) edit.mutate({ ...fields, status, id: level.id, modifiedAt: level.modifiedAt }, { onSuccess: done });
    else create.mutate({ ...fields, status }, { onSuccess: done });
  };

  return (
    <JobLevelFormFrame
      title={level ? 'Edit Job Level' : 'Create Job Level'}
      form={form}
      info={level ? <JobLevelStatus status={level.status} /> : undefined}
      before={
        level ? undefined : (
          <CatalogueChoice
            onChoose={(l) => {
              form.set('jobLevel', l.jobLevel);
              form.set('name', l.name);
              form.set('jobGrade', String(l.jobGrade));
            }}
          />
        )
      }
      backTo={JOB_LEVELS_PATH}
      onSubmit={() => save(PENDING_STATUS.approval)}
      submitLabel="Submit for Approval"
      busy={busy}
      extraActions={
        <Button formAction="none" disabled={busy} onClick={() => save('Draft')} data-testid="joblevel-save">
          Save
        </Button>
      }
      leaveGuard={leaveGuard}
    />
  );
}

/** /jobLevels/create */
export function JobLevelCreatePage() {
  return <JobLevelForm />;
}

/** /jobLevels/:jobLevelId/edit: an approved job level that is changed waits for approval again. */
export function JobLevelEditPage() {
  const { jobLevelId = '' } = useParams();
  const level = useCallableQuery(
    'jobLevels-getOne',
    { jobLevelId },
    { enabled: jobLevelId !== '', errorToast: JOB_LEVEL_MESSAGES.getFailed },
  );
  if (level.isPending) return <Spinner size="large" />;
  if (!level.data) return <Box color="text-status-inactive">{JOB_LEVEL_MESSAGES.getFailed}</Box>;
  return <JobLevelForm key={`${level.data.id}@${level.data.modifiedAt}`} level={level.data} />;
}
