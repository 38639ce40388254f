import { editWallet } from '../../../shared/callables/wallets';
import { epochSeconds } from '../../../shared/domain/time/time';
import { AppError } from '../../../shared/registry/errors';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { logoRef, replaceWallet, requireWallet, withLogoUrl } from '../../data/benefits/wallets';

/** `logo` omitted keeps the stored logo; `null` removes it. */
export const handler = makeHandler(
  editWallet,
  async ({ walletId, modifiedAt, logo, name, status, supportLink, minimumAmount }, caller) => {
    const before = await requireWallet(walletId);
    if (modifiedAt !== undefined && modifiedAt !== before.modifiedAt) {
      throw new AppError('INVALID_STATE', 'The e-wallet was changed by someone else meanwhile. Reload and try again.');
    }
    const after = await replaceWallet(before, {
      ...before,
      name,
      status,
      supportLink,
      minimumAmount,
      logo: logo === undefined ? logoRef(before.logo) : logoRef(logo),
      modifiedBy: callerName(caller),
      modifiedAt: Math.max(epochSeconds(), before.modifiedAt + 1),
    });
    return withLogoUrl(after);
  },
);
