import { deleteWallet } from '../../../shared/callables/wallets';
import { epochSeconds } from '../../../shared/domain/time/time';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { softDeleteWallet } from '../../data/benefits/wallets';

export const handler = makeHandler(deleteWallet, async ({ walletId }, caller) => {
  await softDeleteWallet(walletId, callerName(caller), epochSeconds());
  return { ok: true as const };
});
