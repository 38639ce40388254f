import type { WalletStatus } from '../../../../shared/domain/benefits/wallet';
import { EntityStatus } from '../../components/entity-status';

/** Active (offered to employees) or InActive. */
export function WalletStatusBadge({ status }: { status: WalletStatus }) {
  return <EntityStatus entity="wallet" status={status} />;
}

/** A wallet logo from a URL the server presigned, or a dash. */
export function WalletLogoImage({ url, name, size = 32 }: { url?: string; name: string; size?: number }) {
  if (!url) return <span>-</span>;
  return (
    <img
      src={url}
      alt={`${name} logo`}
      width={size}
      height={size}
      style={{ objectFit: 'contain' }}
      data-testid="wallet-logo"
    />
  );
}
