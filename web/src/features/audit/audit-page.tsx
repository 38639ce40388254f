import { useMemo, useState } from 'react';
import Alert from '@cloudscape-design/components/alert';
import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Modal from '@cloudscape-design/components/modal';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import Select from '@cloudscape-design/components/select';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { AUDIT_KINDS, AUDIT_KIND_LABELS, type AuditKind } from '../../../../shared/domain/audit/audit-entry';
import { auditCsv, auditChangeText } from '../../../../shared/domain/audit/audit-csv';
import { PLATFORM_AUDIT_SCOPE, auditPeriodIssue, type AuditRow } from '../../../../shared/domain/audit/audit-search';
import { klDate } from '../../../../shared/domain/time/time';
import { api } from '../../api/client';
import { useAllPages, usePagedList } from '../../api/hooks';
import { DateField } from '../../components/date-field';
import { isoToDisplay } from '../../components/date-text';
import { downloadText } from '../../components/download';
import { formatDateTime } from '../../components/format';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';

export const AUDIT_FAILED = 'Failed to retrieve the audit trail!';
/** The most rows one export holds: a longer trail is narrowed first (a shorter period, a kind, a person). */
export const AUDIT_EXPORT_MAX_ROWS = 20_000;
const EXPORT_PAGE = 500;
const ALL = '*';
const DAY_MS = 86_400_000;

const KIND_OPTIONS = [
  { value: ALL, label: 'All kinds' },
  ...AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] })),
];

function columns(admin: boolean): ResourceColumn<AuditRow>[] {
  return [
    { id: 'at', header: 'When', cell: (e) => formatDateTime(e.at) },
    ...(admin
      ? [
          {
            id: 'org',
            header: 'Organization',
            cell: (e: AuditRow) => e.orgName ?? e.orgId ?? 'Platform',
            freeText: true,
          },
        ]
      : []),
    { id: 'kind', header: 'Kind', cell: (e) => AUDIT_KIND_LABELS[e.kind] },
    { id: 'action', header: 'Action', cell: (e) => e.action },
    {
      id: 'subject',
      header: 'Subject',
      cell: (e) => `${e.subject.name ?? e.subject.id} (${e.subject.type})`,
      freeText: true,
    },
    {
      id: 'changes',
      header: 'Before → after',
      cell: (e) =>
        e.changes.length ? (
          <SpaceBetween size="xxxs">
            {e.changes.map((c) => (
              <span key={c.field}>{auditChangeText(c)}</span>
            ))}
          </SpaceBetween>
        ) : (
          '-'
        ),
      freeText: true,
    },
    {
      id: 'by',
      header: 'By',
      cell: (e) => `${e.actor.name} (${e.actor.role})`,
      freeText: true,
    },
    { id: 'why', header: 'Reason', cell: (e) => e.why ?? '-', hiddenByDefault: true },
    { id: 'request', header: 'Request ID', cell: (e) => e.correlationId ?? '-', hiddenByDefault: true },
  ];
}

/**
 * The audit trail (docs/rules.md#audit-trail): /internal/audit for administrators (every organisation's,
 * one organisation's or the platform's own), /audit for a Manager (their organisation's). Filters by
 * period, kind and person (the table's search box); server-paged, newest first; Export CSV pages
 * through the whole search with a progress bar.
 */
export function AuditPage({ admin }: { admin: boolean }) {
  const [from, setFrom] = useState(() => klDate(new Date(Date.now() - 29 * DAY_MS)));
  const [to, setTo] = useState(() => klDate());
  const [kind, setKind] = useState<string>(ALL);
  const [org, setOrg] = useState<string>(ALL);
  const [search, setSearch] = useState('');
  const [pageSize, setPageSize] = useTablePageSize('audit');
  const validDays = /^\d{4}-\d{2}-\d{2}$/.test(from) && /^\d{4}-\d{2}-\d{2}$/.test(to);
  const periodIssue = validDays ? auditPeriodIssue(from, to) : undefined;
  const input = {
    from,
    to,
    ...(kind === ALL ? {} : { kind: kind as AuditKind }),
    ...(admin && org !== ALL ? { orgId: org } : {}),
    ...(search.trim() ? { search: search.trim() } : {}),
  };
  const list = usePagedList('audit-getAuditEntries', input, {
    pageSize,
    errorToast: AUDIT_FAILED,
    enabled: validDays && !periodIssue,
  });

  const orgs = useAllPages('orgs-getOrgs', {}, { staleTime: 5 * 60_000, enabled: admin });
  const orgOptions = useMemo(
    () => [
      { value: ALL, label: 'All organizations and the platform' },
      { value: PLATFORM_AUDIT_SCOPE, label: 'The platform (administrators, calendar)' },
      ...(orgs.data ?? []).map((o) => ({ value: o.id, label: o.name })).sort((a, b) => a.label.localeCompare(b.label)),
    ],
    [orgs.data],
  );

  const [exporting, setExporting] = useState<{ rows: number; error?: string; cut?: boolean } | null>(null);
  const exportCsv = async () => {
    setExporting({ rows: 0 });
    const rows: AuditRow[] = [];
    try {
      let cursor: string | undefined;
      do {
        const page = await api.call('audit-getAuditEntries', {
          ...input,
          limit: EXPORT_PAGE,
          ...(cursor ? { cursor } : {}),
        });
        rows.push(...page.items);
        cursor = page.nextCursor;
        setExporting({ rows: rows.length });
      } while (cursor && rows.length < AUDIT_EXPORT_MAX_ROWS);
      const cut = !!cursor;
      downloadText(`audit-trail-${from}-to-${to}.csv`, auditCsv(rows.slice(0, AUDIT_EXPORT_MAX_ROWS)));
      setExporting(cut ? { rows: AUDIT_EXPORT_MAX_ROWS, cut } : null);
    } catch (err) {
      setExporting({ rows: rows.length, error: err instanceof Error ? err.message : String(err) });
    }
  };

  const period = `${isoToDisplay(from)} – ${isoToDisplay(to)}`;
  return (
    <SpaceBetween size="l">
      <div className="table-filters" data-testid="audit-filters">
        <DateField label="From" value={from} onChange={setFrom} testId="audit-from" />
        <DateField label="To" value={to} onChange={setTo} testId="audit-to" errorText={periodIssue} />
        <Select
          data-testid="audit-kind"
          ariaLabel="Kind"
          selectedOption={KIND_OPTIONS.find((o) => o.value === kind) ?? KIND_OPTIONS[0]}
          options={KIND_OPTIONS}
          onChange={(e) => setKind(e.detail.selectedOption.value ?? ALL)}
        />
        {admin && (
          <Select
            data-testid="audit-org"
            ariaLabel="Organization"
            filteringType="auto"
            selectedOption={orgOptions.find((o) => o.value === org) ?? { value: org, label: org }}
            options={orgOptions}
            onChange={(e) => setOrg(e.detail.selectedOption.value ?? ALL)}
          />
        )}
      </div>
      <ResourceTable<AuditRow>
        tableId="audit"
        title="Audit Trail"
        description={
          admin
            ? 'Every change of users and roles, bank accounts and mobile numbers, policies and settings, credit limits, disbursements, settlements, pay runs and organization status: who, when, before → after. Personal values show their last 4 characters.'
            : 'Every change in your organization of users and roles, bank accounts and mobile numbers, policies and settings, disbursements, settlements and pay runs: who, when, before → after. Personal values show their last 4 characters.'
        }
        resourceName="changes"
        items={[]}
        server={{
          page: list,
          onPageSizeChange: setPageSize,
          search: { text: search, onChange: setSearch, placeholder: 'Search by the name, e-mail or ID of a person' },
        }}
        trackBy="id"
        columnDefinitions={columns(admin)}
        emptyText={`No change was recorded from ${period} for this search. Choose a longer period, another kind or clear the search.`}
        actions={
          <Button onClick={() => void exportCsv()} disabled={!!periodIssue || !validDays} data-testid="audit-export">
            Export CSV
          </Button>
        }
      />
      <Modal
        visible={exporting !== null}
        onDismiss={() => setExporting(null)}
        header="Export CSV"
        data-testid="audit-export-modal"
        footer={
          <Box float="right">
            <Button onClick={() => setExporting(null)} disabled={!!exporting && !exporting.error && !exporting.cut}>
              Close
            </Button>
          </Box>
        }
      >
        {exporting?.error ? (
          <Alert type="error" header="The export stopped">
            {exporting.error} Nothing was saved; try again.
          </Alert>
        ) : exporting?.cut ? (
          <Alert type="warning" header={`Saved the newest ${AUDIT_EXPORT_MAX_ROWS.toLocaleString('en')} changes`}>
            The search finds more. Choose a shorter period, a kind or a person to export the rest.
          </Alert>
        ) : (
          <ProgressBar
            value={Math.min(100, Math.round(((exporting?.rows ?? 0) / AUDIT_EXPORT_MAX_ROWS) * 100))}
            label={`Reading the changes of ${period}`}
            description={`${(exporting?.rows ?? 0).toLocaleString('en')} changes read`}
          />
        )}
      </Modal>
    </SpaceBetween>
  );
}

/** /internal/audit. */
export const AdminAuditPage = () => <AuditPage admin />;
/** /audit. */
export const OrgAuditPage = () => <AuditPage admin={false} />;
