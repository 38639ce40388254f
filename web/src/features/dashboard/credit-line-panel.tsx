import Box from '@cloudscape-design/components/box';
import ColumnLayout from '@cloudscape-design/components/column-layout';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import ProgressBar from '@cloudscape-design/components/progress-bar';
import { formatRm } from '../../../../shared/domain/money/money';
import { useCallableQuery } from '../../api/hooks';
import { orgSettingsOf, useOrgInfo } from '../../api/use-org-info';
import { useSession } from '../../auth/session';
import { useNavigateTo } from '../../components/use-navigate-to';
import { paths } from '../../../../shared/routes';

const DISBURSEMENTS_PATH = paths.disbursements();

const FIGURES = [
  { key: 'initialCreditLimit', label: 'Credit Limit', hint: 'The credit your organisation is granted' },
  { key: 'outstanding', label: 'Used', hint: 'Approved disbursements not yet settled' },
  { key: 'reserved', label: 'Reserved', hint: 'Of which approved, waiting to be paid out' },
  { key: 'available', label: 'Available', hint: 'What a new disbursement can still take' },
] as const;

/**
 * The management dashboard's credit line (when the organisation has Disbursements on): the limit,
 * what is used, the part of it reserved by disbursements approved but not yet paid out, and what
 * is available. Approving takes a disbursement's total from Available; settlements give it back.
 */
export function CreditLinePanel() {
  const navigate = useNavigateTo();
  const session = useSession().data;
  const org = orgSettingsOf(useOrgInfo(session).data);
  const enabled = org?.disbursements.enable === 'yes';
  const line = useCallableQuery(
    'disbursements-getCreditLine',
    {},
    { enabled, errorToast: 'Failed to fetch credit line!' },
  );
  if (!enabled) return null;
  const data = line.data;
  const usedPercent =
    data && data.initialCreditLimit > 0
      ? Math.min(100, Math.round((data.outstanding / data.initialCreditLimit) * 100))
      : 0;
  return (
    <Container
      header={
        <Header
          variant="h2"
          description="Disbursements are paid against this credit and repaid through settlements"
          actions={
            <Link
              href={DISBURSEMENTS_PATH}
              onFollow={(e) => {
                e.preventDefault();
                navigate(DISBURSEMENTS_PATH);
              }}
            >
              Disbursements
            </Link>
          }
        >
          Credit Line
        </Header>
      }
      data-testid="credit-line"
    >
      {line.isError && <Box color="text-status-error">The credit line could not be read. Please reload the page.</Box>}
      {line.isPending && <Box color="text-status-inactive">Loading…</Box>}
      {data && (
        <ColumnLayout columns={4} variant="text-grid" minColumnWidth={140}>
          {FIGURES.map((f) => (
            <div key={f.key}>
              <Box variant="awsui-key-label">{f.label}</Box>
              <Box fontSize="heading-l" fontWeight="bold" data-testid={`credit-line-${f.key}`}>
                {formatRm(data[f.key])}
              </Box>
              <Box variant="small" color="text-body-secondary">
                {f.hint}
              </Box>
            </div>
          ))}
        </ColumnLayout>
      )}
      {data && data.initialCreditLimit > 0 && (
        <Box margin={{ top: 'm' }}>
          <ProgressBar
            value={usedPercent}
            label="Credit used"
            additionalInfo={`${formatRm(data.outstanding)} of ${formatRm(data.initialCreditLimit)}`}
            data-testid="credit-line-used"
          />
        </Box>
      )}
    </Container>
  );
}
