import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Form from '@cloudscape-design/components/form';
import Modal from '@cloudscape-design/components/modal';
import SegmentedControl from '@cloudscape-design/components/segmented-control';
import SpaceBetween from '@cloudscape-design/components/space-between';
import {
  CALENDAR_FIRST_YEAR,
  CALENDAR_LAST_YEAR,
  HOLIDAY_KIND_LABELS,
  HOLIDAY_KINDS,
  HolidayFieldsSchema,
  holidayOfFields,
  HOLIDAY_REGIONS,
  type Holiday,
  type HolidayChange,
} from '../../../../shared/domain/time/business-calendar';
import { klParts } from '../../../../shared/domain/time/time';
import { callableKey } from '../../api/callable-key';
import { useCallableMutation, useCallableQuery } from '../../api/hooks';
import { ConfirmModal } from '../../components/confirm-modal';
import { DateField } from '../../components/date-field';
import { isoToDisplay } from '../../components/date-text';
import { formatDateTime } from '../../components/format';
import { notify } from '../../components/notifications';
import { RecordHistory } from '../../components/record-history';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { actionsColumn } from '../../components/row-actions';
import { SelectField } from '../../components/select-field';
import { TextField, useZodForm } from '../../components/zod-form';

const YEARS = Array.from({ length: CALENDAR_LAST_YEAR - CALENDAR_FIRST_YEAR + 1 }, (_, i) => CALENDAR_FIRST_YEAR + i);
const KIND_OPTIONS = HOLIDAY_KINDS.map((k) => ({ value: k, label: HOLIDAY_KIND_LABELS[k] }));
const STATE_OPTIONS = HOLIDAY_REGIONS.map((s) => ({ value: s, label: s }));
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];

/** The add / edit form of a holiday, in a modal; `holiday` is the one edited (none: a new one). */
function HolidayForm({
  holiday,
  year,
  onClose,
}: {
  holiday?: Holiday;
  year: number;
  onClose: (saved?: Holiday) => void;
}) {
  const form = useZodForm(HolidayFieldsSchema, {
    date: holiday?.date ?? '',
    name: holiday?.name ?? '',
    kind: holiday?.kind ?? 'replacement',
    state: holiday?.state ?? '',
  });
  const add = useCallableMutation('calendar-add', { errorToast: 'Could not add the holiday.' });
  const edit = useCallableMutation('calendar-edit', { errorToast: 'Could not save the holiday.' });
  const save = () => {
    const fields = form.submit();
    if (!fields) return;
    const entered = holidayOfFields(fields);
    if (holiday)
      edit.mutate(
        { ...entered, holidayDate: holiday.date, modifiedAt: holiday.modifiedAt },
        { onSuccess: (h) => onClose(h) },
      );
    else add.mutate(entered, { onSuccess: (h) => onClose(h) });
  };
  return (
    <Modal
      visible
      onDismiss={() => onClose()}
      header={holiday ? 'Edit Holiday' : 'Add Holiday'}
      data-testid="holiday-form"
      footer={
        <Box float="right">
          <SpaceBetween direction="horizontal" size="xs">
            <Button variant="link" onClick={() => onClose()}>
              Cancel
            </Button>
            <Button
              variant="primary"
              onClick={save}
              loading={add.isPending || edit.isPending}
              data-testid="holiday-save"
            >
              {holiday ? 'Save' : 'Add'}
            </Button>
          </SpaceBetween>
        </Box>
      }
    >
      <Form>
        <SpaceBetween size="m">
          <DateField
            label="Date"
            value={form.values.date}
            onChange={(v) => form.set('date', v)}
            onBlur={() => form.touch('date')}
            errorText={form.shownError('date')}
            testId="holiday-date"
            fromYear={CALENDAR_FIRST_YEAR}
            toYear={CALENDAR_LAST_YEAR}
            constraintText={`dd/MM/yyyy, ${year} or another year of the calendar`}
          />
          <TextField form={form} name="name" label="Name" testId="holiday-name" />
          <SelectField form={form} name="kind" label="Kind" options={KIND_OPTIONS} testId="holiday-kind" />
          {form.values.kind === 'state' && (
            <SelectField
              form={form}
              name="state"
              label="State"
              options={STATE_OPTIONS}
              placeholder="Choose a state"
              testId="holiday-state"
            />
          )}
        </SpaceBetween>
      </Form>
    </Modal>
  );
}

/**
 * /internal/holidays: the business calendar (docs/rules.md#business-calendar), a year at a time:
 * its holidays (add, edit, remove) and every change made to them, removals included.
 */
export function HolidaysPage() {
  const queryClient = useQueryClient();
  const [year, setYear] = useState(() => Math.min(Math.max(klParts().year, CALENDAR_FIRST_YEAR), CALENDAR_LAST_YEAR));
  const calendar = useCallableQuery('calendar-getYear', { year }, { errorToast: 'Could not load the holidays.' });
  const remove = useCallableMutation('calendar-remove', { errorToast: 'Could not remove the holiday.' });
  const [editing, setEditing] = useState<Holiday | 'new' | null>(null);
  const [removing, setRemoving] = useState<Holiday | null>(null);
  // The dashboard's next run and coming holidays read the calendar too.
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: callableKey('calendar-getYear') });
    void queryClient.invalidateQueries({ queryKey: callableKey('advancePayAdmin-getOperationsDashboard') });
  };

  const closeForm = (saved?: Holiday) => {
    setEditing(null);
    if (!saved) return;
    refresh();
    notify.success(`Holiday ${saved.name} on ${isoToDisplay(saved.date)} saved.`);
  };
  const confirmRemove = () =>
    removing &&
    remove.mutate(
      { holidayDate: removing.date, modifiedAt: removing.modifiedAt },
      {
        onSuccess: () => notify.success(`Holiday ${removing.name} on ${isoToDisplay(removing.date)} removed.`),
        onSettled: () => {
          setRemoving(null);
          refresh();
        },
      },
    );

  const columns: ResourceColumn<Holiday>[] = [
    { id: 'date', header: 'Date', cell: (h) => isoToDisplay(h.date), sortingField: 'date' },
    { id: 'day', header: 'Day', cell: (h) => weekdayOf(h.date) },
    { id: 'name', header: 'Name', cell: (h) => h.name, sortingField: 'name', freeText: true },
    { id: 'kind', header: 'Kind', cell: (h) => HOLIDAY_KIND_LABELS[h.kind] },
    { id: 'state', header: 'State', cell: (h) => h.state ?? '-' },
    {
      id: 'modified',
      header: 'Last change',
      cell: (h) =>
        h.modifiedAt ? `${h.modifiedBy}, ${formatDateTime(h.modifiedAt)}` : `${h.modifiedBy} (not stored yet)`,
    },
    actionsColumn<Holiday>({
      header: 'Actions',
      menuLabel: (h) => `Actions for ${h.name}`,
      actions: (h) => [
        { id: `holiday-edit-${h.date}`, text: 'Edit', onClick: () => setEditing(h) },
        { id: `holiday-remove-${h.date}`, text: 'Remove', onClick: () => setRemoving(h) },
      ],
    }),
  ];
  const addButton = (
    <Button variant="primary" onClick={() => setEditing('new')} data-testid="holiday-add">
      Add Holiday
    </Button>
  );
  const changes: HolidayChange[] = calendar.data?.changes ?? [];

  return (
    <SpaceBetween size="l">
      <SegmentedControl
        label="Year"
        selectedId={String(year)}
        options={YEARS.map((y) => ({ id: String(y), text: String(y) }))}
        onChange={(e) => setYear(Number(e.detail.selectedId))}
        data-testid="holiday-year"
      />
      <ResourceTable<Holiday>
        tableId="holidays"
        title={`Public Holidays ${year}`}
        description="No end-of-day run on these days, and no working day for the expected credit dates. Federal holidays as gazetted; add replacement and state holidays as they are declared."
        resourceName="holidays"
        items={calendar.data?.holidays ?? []}
        loading={calendar.isPending}
        trackBy="date"
        columnDefinitions={columns}
        defaultSortingColumnId="date"
        actions={addButton}
        emptyAction={addButton}
      />
      <RecordHistory
        testId="holiday-history"
        entries={changes.map((c) => ({ ...c, action: `${c.action} ${isoToDisplay(c.date)}` }))}
      />
      {editing && <HolidayForm holiday={editing === 'new' ? undefined : editing} year={year} onClose={closeForm} />}
      <ConfirmModal
        visible={removing !== null}
        header="Remove holiday"
        confirmLabel="Remove"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
        testId="holiday-remove-modal"
      >
        {removing && `Remove ${removing.name} on ${isoToDisplay(removing.date)}? Its history stays.`}
      </ConfirmModal>
    </SpaceBetween>
  );
}
