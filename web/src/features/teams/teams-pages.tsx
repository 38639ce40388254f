import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import FormField from '@cloudscape-design/components/form-field';
import KeyValuePairs from '@cloudscape-design/components/key-value-pairs';
import Link from '@cloudscape-design/components/link';
import SpaceBetween from '@cloudscape-design/components/space-between';
import Spinner from '@cloudscape-design/components/spinner';
import Textarea from '@cloudscape-design/components/textarea';
import type { ApprovalStatus } from '../../../../shared/domain/organisations/approval';
import {
  TEAM_MESSAGES,
  TeamFieldsSchema,
  type Team,
  type TeamSaveStatus,
} from '../../../../shared/domain/employees/team';
import { paths } from '../../../../shared/routes';
import { useAllPages, useCallableMutation, useCallableQuery } from '../../api/hooks';
import { useSession } from '../../auth/session';
import { ApproveSelectedActions } from '../../components/approval/approve-selected';
import { PENDING_STATUS, refuse } from '../../components/approval/approval-rule';
import { useApproveSelection } from '../../components/approval/use-approve-selection';
import { EntityStatus } from '../../components/entity-status';
import { FormPage, FormSection } from '../../components/form-page';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { useLeaveGuard } from '../../components/use-leave-guard';
import { useNavigateTo } from '../../components/use-navigate-to';
import { TextField, useZodForm } from '../../components/zod-form';

const TEAMS_PATH = paths.teams();
const TEAM_CREATE_PATH = paths.teamCreate();
const teamUpdatePath = (teamId: string) => paths.teamUpdate({ teamId });
const LIST_KEY = ['teams-getTeams'];
const ONE_KEY = ['teams-getTeam'];

function TeamStatus({ status }: { status: ApprovalStatus }) {
  return <EntityStatus entity="approval" status={status} testId="team-status" />;
}

function columns(follow: (href: string) => void): ResourceColumn<Team>[] {
  return [
    { id: 'code', header: 'Code', sortingField: 'code', cell: (t) => t.code },
    {
      id: 'teamName',
      header: 'Team Name',
      freeText: true,
      sortingField: 'teamName',
      cell: (t) => (
        <Link
          href={teamUpdatePath(t.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(teamUpdatePath(t.id));
          }}
          data-testid={`team-link-${t.code}`}
        >
          {t.teamName}
        </Link>
      ),
    },
    { id: 'teamDescription', header: 'Description', cell: (t) => t.teamDescription ?? '', freeText: true },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (t) => <TeamStatus status={t.status} /> },
    { id: 'modifiedBy', header: 'Modified By', cell: (t) => t.modifiedBy ?? '', hiddenByDefault: true, freeText: true },
    {
      id: 'modifiedAt',
      header: 'Modified At',
      sortingField: 'modifiedAt',
      cell: (t) => formatDateTime(t.modifiedAt),
    },
    { id: 'approvedBy', header: 'Approved By', cell: (t) => t.approvedBy ?? '', freeText: true },
    {
      id: 'approvedAt',
      header: 'Approved At',
      sortingField: 'approvedAt',
      cell: (t) => formatDateTime(t.approvedAt),
      hiddenByDefault: true,
    },
  ];
}

/**
 * /teams: the organisation's teams with Create Team and a link per row to view or edit it;
 * Managers select rows and Approve Selected, which approves the selection's Pending Approval
 * teams. Others see a read-only table.
 */
export function TeamsPage() {
  const navigate = useNavigateTo();
  const isManager = useSession().data?.role === 'Manager';
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages('teams-getTeams', {}, { errorToast: TEAM_MESSAGES.listFailed });
  // Only the selection's Pending Approval teams are approved.
  const approval = useApproveSelection({
    callable: 'teams-approveTeams',
    input: (teams: readonly Team[]) => ({ selectedTeams: teams.map((t) => t.id) }),
    approvable: (t) => t.status === PENDING_STATUS.approval,
    rule: 'only',
    notPending: refuse(TEAM_MESSAGES.notPending),
    messages: { approved: TEAM_MESSAGES.approved, failed: TEAM_MESSAGES.approveFailed },
    reload: [LIST_KEY],
  });

  const create = (
    <Button variant="primary" onClick={() => navigate(TEAM_CREATE_PATH)} data-testid="team-create">
      Create Team
    </Button>
  );
  return (
    <ResourceTable<Team>
      tableId="teams"
      title="Teams"
      resourceName="teams"
      items={list.data ?? []}
      query={list}
      trackBy="id"
      columnDefinitions={columns(navigate)}
      selectionType={isManager ? 'multi' : undefined}
      itemLabel={(t) => t.teamName}
      onSelectionChange={isManager ? approval.onSelectionChange : undefined}
      clearSelection={approval.clearSelection}
      defaultSortingColumnId="modifiedAt"
      defaultSortingDescending
      emptyAction={create}
      actions={
        <ApproveSelectedActions approval={approval} canApprove={isManager} testId="team-approve-selected">
          {create}
        </ApproveSelectedActions>
      }
    />
  );
}

const show = (v: string | undefined) => v || '-';

/**
 * The team form: create, or view of `team` with Edit (and, for a Manager, Approve when it is
 * Pending Approval). Save gives Draft, Submit for Approval gives Pending Approval; a changed
 * approved team loses its approval. The code is chosen on create only.
 */
function TeamForm({ team }: { team?: Team }) {
  const navigate = useNavigateTo();
  const queryClient = useQueryClient();
  const isManager = useSession().data?.role === 'Manager';
  const initial = {
    code: team?.code ?? '',
    teamName: team?.teamName ?? '',
    teamDescription: team?.teamDescription ?? '',
  };
  const form = useZodForm(TeamFieldsSchema, initial);
  const [editing, setEditing] = useState(!team);
  const create = useCallableMutation('teams-createTeam', { errorToast: TEAM_MESSAGES.createFailed });
  const update = useCallableMutation('teams-updateTeam', { errorToast: TEAM_MESSAGES.updateFailed });
  const approve = useCallableMutation('teams-approveTeams', { errorToast: TEAM_MESSAGES.approveFailed });
  const busy = create.isPending || update.isPending || approve.isPending;
  const leaveGuard = useLeaveGuard(editing && form.isDirty);

  const done = (message: string) => {
    void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    void queryClient.invalidateQueries({ queryKey: ONE_KEY });
    notify.success(message);
    leaveGuard.allowNextLeave();
    navigate(TEAMS_PATH);
  };

  const save = (status: TeamSaveStatus) => {
    const fields = form.submit();
    if (!fields) return;
    if (team)
      update.mutate(
        { ...fields, code: team.code, id: team.id, status, modifiedAt: team.modifiedAt },
        { onSuccess: () => done(TEAM_MESSAGES.saved[status]) },
      );
    else create.mutate({ ...fields, status }, { onSuccess: () => done(TEAM_MESSAGES.saved[status]) });
  };

  const approveTeam = () =>
    team && approve.mutate({ selectedTeams: [team.id] }, { onSuccess: () => done(TEAM_MESSAGES.approved) });

  const readOnlyActions = (
    <SpaceBetween direction="horizontal" size="xs">
      <Button formAction="none" onClick={() => navigate(TEAMS_PATH)} data-testid="team-back">
        Back
      </Button>
      <Button formAction="none" onClick={() => setEditing(true)} data-testid="team-edit">
        Edit
      </Button>
      {isManager && team?.status === PENDING_STATUS.approval && (
        <Button
          variant="primary"
          formAction="none"
          onClick={approveTeam}
          loading={approve.isPending}
          data-testid="team-approve"
        >
          Approve
        </Button>
      )}
    </SpaceBetween>
  );

  return (
    <FormPage
      title={team ? team.teamName : 'Create Team'}
      testId="team-form"
      onSubmit={() => save(PENDING_STATUS.approval)}
      onCancel={() => (team ? setEditing(false) : navigate(TEAMS_PATH))}
      cancelTestId="team-cancel"
      submitLabel="Submit for Approval"
      submitTestId="team-submit"
      busy={busy}
      extraActions={
        <Button formAction="none" onClick={() => save('Draft')} disabled={busy} data-testid="team-save">
          Save
        </Button>
      }
      actions={editing ? undefined : readOnlyActions}
      leaveGuard={leaveGuard}
    >
      <FormSection
        header="Team"
        actions={<TeamStatus status={editing ? 'Draft' : (team?.status ?? 'Draft')} />}
        columns={editing ? 2 : 1}
      >
        {editing ? (
          <>
            <TextField
              form={form}
              name="code"
              label="Code"
              description={
                team
                  ? 'Employees and pay runs refer to the team by its code.'
                  : 'Unique in your organisation; made for you when left empty.'
              }
              readOnly={!!team}
              testId="team-code"
            />
            <TextField form={form} name="teamName" label="Team Name" testId="team-name" />
          </>
        ) : (
          team && (
            <KeyValuePairs
              columns={3}
              items={[
                { label: 'Code', value: team.code },
                { label: 'Team Name', value: team.teamName },
                { label: 'Description', value: show(team.teamDescription) },
              ]}
            />
          )
        )}
      </FormSection>
      {editing && (
        <FormSection columns={1}>
          <FormField label="Description" errorText={form.shownError('teamDescription')}>
            <Textarea
              value={form.values.teamDescription}
              onChange={(e) => form.set('teamDescription', e.detail.value)}
              onBlur={() => form.touch('teamDescription')}
              data-testid="team-description"
            />
          </FormField>
        </FormSection>
      )}
      {team && (
        <FormSection columns={1}>
          <KeyValuePairs
            columns={4}
            items={[
              { label: 'Modified By', value: show(team.modifiedBy) },
              { label: 'Modified At', value: show(formatDateTime(team.modifiedAt)) },
              { label: 'Approved By', value: show(team.approvedBy) },
              { label: 'Approved At', value: show(formatDateTime(team.approvedAt)) },
            ]}
          />
        </FormSection>
      )}
    </FormPage>
  );
}

/** /teams/create */
export function TeamCreatePage() {
  return <TeamForm />;
}

/** /teams/:teamId/update: opens read-only, with Edit. */
export function TeamUpdatePage() {
  const { teamId = '' } = useParams();
  const team = useCallableQuery(
    'teams-getTeam',
    { teamId },
    { enabled: teamId !== '', errorToast: TEAM_MESSAGES.getFailed },
  );
  if (team.isPending) return <Spinner size="large" />;
  if (!team.data) return <Box color="text-status-inactive">{TEAM_MESSAGES.getFailed}</Box>;
  // Keyed by version: a reload after someone else's change starts the form afresh.
  return <TeamForm key={`${team.data.id}@${team.data.modifiedAt}`} team={team.data} />;
}
