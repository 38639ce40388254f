import { getActiveWallets } from '../../shared/callables/wallets';
import { activeWallets } from '../../shared/domain/wallet';
import { makeHandler } from '../core/make-handler';
import { listWallets, presignedLogoUrl } from '../data/wallets';

/** What employees may elect: Active wallets only, each logo as a presigned URL (they cannot presign themselves). */
export const handler = makeHandler(getActiveWallets, async () => ({
  items: await Promise.all(
    activeWallets(await listWallets()).map(async ({ id, name, supportLink, minimumAmount, logo }) => ({
      id,
      name,
      supportLink,
      minimumAmount,
      ...(logo ? { logoUrl: await presignedLogoUrl(logo.key) } : {}),
    })),
  ),
}));
