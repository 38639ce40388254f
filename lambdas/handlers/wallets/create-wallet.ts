import { ulid } from 'ulid';
import { createWallet } from '../../../shared/callables/wallets';
import { walletToRm } from '../../../shared/domain/benefits/wallet';
import { rmToSen } from '../../../shared/domain/money/money';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { createWallet as storeWallet, logoRef, withLogoUrl } from '../../data/benefits/wallets';

export const handler = makeHandler(createWallet, async ({ name, status, supportLink, minimumAmount, logo }, caller) => {
  const now = epochSeconds();
  const by = callerName(caller);
  const wallet = await storeWallet({
    id: ulid(),
    name,
    status,
    supportLink,
    minimumAmountSen: rmToSen(minimumAmount),
    logo: logoRef(logo),
    createdBy: by,
    createdAt: now,
    modifiedBy: by,
    modifiedAt: now,
  });
  return walletToRm(await withLogoUrl(wallet));
});
