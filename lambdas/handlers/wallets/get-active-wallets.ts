import { getActiveWallets } from '../../../shared/callables/wallets';
import { senToRm } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { servePage } from '../../data/table/paged-lists';
import { listWalletsPage, presignedLogoUrl } from '../../data/benefits/wallets';

/** What employees may elect: one page of the Active wallets, each logo as a presigned URL (they cannot presign themselves). */
export const handler = makeHandler(getActiveWallets, async (params) => {
  const page = await servePage('wallets-active', [], params, (p) => listWalletsPage(p, { active: true }));
  return {
    ...page,
    items: await Promise.all(
      page.items.map(async ({ id, name, supportLink, minimumAmountSen, logo }) => ({
        id,
        name,
        supportLink,
        minimumAmount: senToRm(minimumAmountSen),
        ...(logo ? { logoUrl: await presignedLogoUrl(logo.key) } : {}),
      })),
    ),
  };
});
