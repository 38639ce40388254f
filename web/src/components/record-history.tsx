import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Table from '@cloudscape-design/components/table';
import type { RecordHistoryEntry } from '../../../shared/domain/organisations/record-history';
import { formatDateTime } from './format';

/** A record's changes, oldest first: who, when, from which state to which, and why. */
export function RecordHistory({ entries, testId }: { entries: readonly RecordHistoryEntry[]; testId?: string }) {
  return (
    <Table
      data-testid={testId ?? 'record-history'}
      header={<Header variant="h2">History</Header>}
      variant="container"
      items={[...entries]}
      columnDefinitions={[
        { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at) },
        { id: 'by', header: 'By', cell: (e) => e.by },
        { id: 'action', header: 'Action', cell: (e) => e.action },
        { id: 'from', header: 'From', cell: (e) => e.from ?? '-' },
        { id: 'to', header: 'To', cell: (e) => e.to ?? '-' },
        { id: 'why', header: 'Why', cell: (e) => e.why ?? '-' },
      ]}
      empty={<Box textAlign="center">No changes recorded yet.</Box>}
    />
  );
}
