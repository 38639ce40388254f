import { editWallet } from '../../../shared/callables/wallets';
import { walletToRm } from '../../../shared/domain/benefits/wallet';
import { rmToSen } from '../../../shared/domain/money/money';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { logoRef, replaceWallet, requireWallet, withLogoUrl } from '../../data/benefits/wallets';
import { requireFresh } from '../../data/table/approvable';
import { nextModifiedAt } from '../../../shared/domain/organisations/approval';

/** `logo` omitted keeps the stored logo; `null` removes it. */
export const handler = makeHandler(
  editWallet,
  async ({ walletId, modifiedAt, logo, name, status, supportLink, minimumAmount }, caller) => {
    const before = await requireWallet(walletId);
    requireFresh('e-wallet', modifiedAt, before.modifiedAt);
    const after = await replaceWallet(before, {
      ...before,
      name,
      status,
      supportLink,
      minimumAmountSen: rmToSen(minimumAmount),
      logo: logo === undefined ? logoRef(before.logo) : logoRef(logo),
      modifiedBy: callerName(caller),
      modifiedAt: nextModifiedAt(before),
    });
    return walletToRm(await withLogoUrl(after));
  },
);
