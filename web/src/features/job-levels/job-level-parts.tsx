import type { ReactNode } from 'react';
import { useNavigateTo } from '../../components/use-navigate-to';
import { RowActions } from '../../components/row-actions';
import Link from '@cloudscape-design/components/link';
import {
  gradeLabel,
  JOB_GRADES,
  JobLevelFormSchema,
  type AdminJobLevel,
} from '../../../../shared/domain/employees/job-level';
import { ConfirmModal } from '../../components/confirm-modal';
import { formatDateTime } from '../../components/format';
import type { ResourceColumn } from '../../components/resource-table';
import { SelectField } from '../../components/select-field';
import { FormPage, FormSection, type FormPageProps } from '../../components/form-page';
import { TextField, useZodForm, type ZodForm } from '../../components/zod-form';

const GRADE_OPTIONS = JOB_GRADES.map((g) => ({ value: String(g.grade), label: g.label }));

/** What a job level row has, whether the organisation's or the catalogue's. */
type Row = Pick<AdminJobLevel, 'id' | 'jobLevel' | 'name' | 'jobGrade' | 'modifiedBy' | 'modifiedAt'>;

export type JobLevelForm = ZodForm<typeof JobLevelFormSchema>;

/** The job level form's state; the grade is chosen by its label and travels as text. */
export const useJobLevelForm = (level?: Pick<Row, 'jobLevel' | 'name' | 'jobGrade'>) =>
  useZodForm(JobLevelFormSchema, {
    jobLevel: level?.jobLevel ?? '',
    name: level?.name ?? '',
    jobGrade: level ? String(level.jobGrade) : '',
  });

/** The columns both job level lists share: code, name (a link to edit), grade, who changed it and when. */
export function jobLevelColumns<T extends Row>(
  editPath: (id: string) => string,
  follow: (href: string) => void,
): ResourceColumn<T>[] {
  return [
    { id: 'jobLevel', header: 'Job Level', sortingField: 'jobLevel', cell: (l) => l.jobLevel },
    {
      id: 'name',
      header: 'Name',
      freeText: true,
      sortingField: 'name',
      cell: (l) => (
        <Link
          href={editPath(l.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(editPath(l.id));
          }}
          data-testid={`joblevel-link-${l.jobLevel}`}
        >
          {l.name}
        </Link>
      ),
    },
    { id: 'jobGrade', header: 'Job Grade', sortingField: 'jobGrade', cell: (l) => gradeLabel(l.jobGrade) },
    {
      id: 'modifiedBy',
      header: 'Modified By',
      freeText: true,
      sortingField: 'modifiedBy',
      cell: (l) => l.modifiedBy ?? '',
      hiddenByDefault: true,
    },
    { id: 'modifiedAt', header: 'Modified At', sortingField: 'modifiedAt', cell: (l) => formatDateTime(l.modifiedAt) },
  ];
}

/** The row's actions: Edit, or Delete (asked first by the page). */
export function JobLevelRowActions<T extends Row>({
  level,
  editPath,
  onDelete,
}: {
  level: T;
  editPath: (id: string) => string;
  onDelete: (level: T) => void;
}) {
  return (
    <RowActions
      menuLabel={`Actions for ${level.name}`}
      menuTestId={`joblevel-actions-${level.jobLevel}`}
      actions={[
        { id: `joblevel-edit-${level.jobLevel}`, text: 'Edit', href: editPath(level.id) },
        { id: `joblevel-delete-${level.jobLevel}`, text: 'Delete', onClick: () => onDelete(level) },
      ]}
    />
  );
}

/** Asks before deleting a job level. */
export function DeleteJobLevelModal({
  level,
  onConfirm,
  onCancel,
}: {
  level: Row | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmModal
      visible={level !== null}
      header="Delete job level"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      onCancel={onCancel}
      testId="joblevel-delete-modal"
    >
      Delete the job level <b>{level?.name}</b> ({level ? gradeLabel(level.jobGrade) : ''})?
    </ConfirmModal>
  );
}

/** The job level form's page: title, the fields (plus `before` them, e.g. a catalogue choice), Cancel back to `backTo`, and the page's buttons. */
export function JobLevelFormFrame({
  title,
  form,
  before,
  info,
  backTo,
  ...page
}: { title: string; form: JobLevelForm; before?: ReactNode; info?: ReactNode; backTo: string } & Pick<
  FormPageProps,
  'onSubmit' | 'submitLabel' | 'busy' | 'extraActions' | 'leaveGuard'
>) {
  const navigate = useNavigateTo();
  return (
    <FormPage
      title={title}
      testId="joblevel-form"
      onCancel={() => navigate(backTo)}
      cancelTestId="joblevel-cancel"
      submitTestId={page.extraActions ? 'joblevel-submit' : 'joblevel-save'}
      {...page}
    >
      <FormSection header={info ? 'Job Level' : undefined} actions={info} before={before}>
        <TextField
          form={form}
          name="jobLevel"
          label="Job Level"
          description="A short code, e.g. EX or MG."
          testId="joblevel-code"
        />
        <TextField
          form={form}
          name="name"
          label="Name"
          description="Employees are given a job level by this name."
          testId="joblevel-name"
        />
        <SelectField form={form} name="jobGrade" label="Job Grade" options={GRADE_OPTIONS} testId="joblevel-grade" />
      </FormSection>
    </FormPage>
  );
}
