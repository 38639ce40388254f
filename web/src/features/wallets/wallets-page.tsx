import { useNavigateTo } from '../../components/use-navigate-to';
import Button from '@cloudscape-design/components/button';
import Link from '@cloudscape-design/components/link';
import { formatRm } from '../../../../shared/domain/money/money';
import { WALLET_MESSAGES, type Wallet } from '../../../../shared/domain/benefits/wallet';
import { useAllPages } from '../../api/hooks';
import { formatDateTime } from '../../components/format';
import { ResourceTable, type ResourceColumn } from '../../components/resource-table';
import { WALLET_CREATE_PATH, walletViewPath } from './wallet-form-model';
import { WalletLogoImage, WalletStatusBadge } from './wallet-status';

function columns(follow: (href: string) => void): ResourceColumn<Wallet>[] {
  return [
    { id: 'logo', header: 'Logo', cell: (w) => <WalletLogoImage url={w.logo?.url} name={w.name} /> },
    {
      id: 'name',
      header: 'Name',
      freeText: true,
      sortingField: 'name',
      cell: (w) => (
        <Link
          href={walletViewPath(w.id)}
          onFollow={(e) => {
            e.preventDefault();
            follow(walletViewPath(w.id));
          }}
          data-testid={`wallet-link-${w.id}`}
        >
          {w.name}
        </Link>
      ),
    },
    { id: 'status', header: 'Status', sortingField: 'status', cell: (w) => <WalletStatusBadge status={w.status} /> },
    {
      id: 'supportLink',
      header: 'Support Link',
      cell: (w) => (
        <Link href={w.supportLink} external>
          {w.supportLink}
        </Link>
      ),
      hiddenByDefault: true,
    },
    {
      id: 'minimumAmount',
      header: 'Minimum Amount',
      sortingField: 'minimumAmount',
      cell: (w) => formatRm(w.minimumAmount),
    },
    {
      id: 'modifiedBy',
      header: 'Modified By',
      freeText: true,
      sortingField: 'modifiedBy',
      cell: (w) => w.modifiedBy,
      hiddenByDefault: true,
    },
    { id: 'modifiedAt', header: 'Modified At', sortingField: 'modifiedAt', cell: (w) => formatDateTime(w.modifiedAt) },
  ];
}

/** /internal/e-wallets: every e-wallet of the platform, with Create Wallet and a view link per row. */
export function WalletsPage() {
  const navigate = useNavigateTo();
  // Every page (a set-up list of a few dozen rows): the table sorts and filters them in the browser.
  const list = useAllPages('wallets-getWalletsList', {}, { errorToast: WALLET_MESSAGES.listFailed });
  const create = (
    <Button variant="primary" onClick={() => navigate(WALLET_CREATE_PATH)} data-testid="wallet-create">
      Create Wallet
    </Button>
  );
  return (
    <ResourceTable<Wallet>
      tableId="e-wallets"
      title="E-Wallets"
      resourceName="e-wallets"
      items={list.data ?? []}
      query={list}
      trackBy="id"
      columnDefinitions={columns((href) => navigate(href))}
      defaultSortingColumnId="name"
      filteringFields={['name', 'status', 'supportLink']}
      emptyAction={create}
      actions={create}
    />
  );
}
