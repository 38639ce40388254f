import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { FRANCHISE_TYPES, type Organisation } from '../../../../shared/domain/organisations/organisation';
import { usePagedList } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { ResourceTable, useTablePageSize, type ResourceColumn } from '../../components/resource-table';
import { useServerSearch } from '../../components/server-search';
import { OrgStatus } from '../../components/org-status';
import { TruncatedText } from '../../components/truncated-text';
import { ORG_CREATE_PATH, ORG_MESSAGES, orgViewPath } from './messages';

const yesNo = (v: 'yes' | 'no' | undefined) => (v === 'yes' ? 'Yes' : 'No');

function columns(follow: (href: string) => void): ResourceColumn<Organisation>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      freeText: true,
      sortingField: 'name',
      cell: (o) => (
        <Link
          href={orgViewPath(o.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(orgViewPath(o.id));
          }}
          data-testid={`org-link-${o.id}`}
        >
          <TruncatedText text={o.name} />
        </Link>
      ),
    },
    {
      id: 'domain',
      header: 'Organization Code',
      sortingField: 'domain',
      cell: (o) => <TruncatedText text={o.domain ?? ''} />,
    },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (o) => <OrgStatus status={o.status} /> },
    {
      id: 'franchiseType',
      header: 'Franchise Type',
      sortingField: 'franchiseType',
      cell: (o) => FRANCHISE_TYPES[o.franchiseType],
      hiddenByDefault: true,
    },
    { id: 'advancePay', header: 'Advance Pay', sortingField: 'advancePay', cell: (o) => yesNo(o.advancePay) },
    { id: 'eBenefits', header: 'eBenefits', sortingField: 'eBenefits', cell: (o) => yesNo(o.eBenefits) },
    { id: 'disbursements', header: 'Disbursements', cell: (o) => yesNo(o.disbursements.enable) },
    {
      id: 'createdAt',
      header: 'Created At',
      sortingField: 'createdAt',
      cell: (o) => formatDateTime(o.createdAt),
      hiddenByDefault: true,
    },
    {
      id: 'modifiedAt',
      header: 'Modified At',
      sortingField: 'modifiedAt',
      cell: (o) => formatDateTime(o.modifiedAt),
      hiddenByDefault: true,
    },
  ];
}

/** What the search box looks at: the server searches every organisation (shared/callables/orgs.ts). */
const ORGS_SEARCH_PLACEHOLDER = 'Search organizations by name, code, status, industry, city or state...';

/** /internal/organizations: every organisation of the platform, with Create and a link to each. */
export function OrganisationsPage() {
  const navigate = useNavigateTo();
  const [pageSize, setPageSize] = useTablePageSize('organisations');
  // Server paging and search, by organisation id (the platform's organisations grow with its customers).
  const search = useServerSearch(ORGS_SEARCH_PLACEHOLDER);
  const list = usePagedList('orgs-getOrgs', { ...search.input }, { pageSize, errorToast: ORG_MESSAGES.listFailed });
  const create = (
    <Button variant="primary" onClick={() => navigate(ORG_CREATE_PATH)} data-testid="org-create">
      Create
    </Button>
  );
  return (
    <ResourceTable<Organisation>
      tableId="organisations"
      title="Organizations"
      resourceName="organizations"
      items={[]}
      server={{ page: list, onPageSizeChange: setPageSize, search: search.search }}
      trackBy="id"
      columnDefinitions={columns((href) => navigate(href))}
      emptyAction={create}
      testId="orgs-table"
      actions={create}
    />
  );
}
