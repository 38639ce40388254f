import { deleteWallet } from '../../shared/callables/wallets';
import { epochSeconds } from '../../shared/domain/time';
import { callerName } from '../lib/caller';
import { makeHandler } from '../lib/make-handler';
import { softDeleteWallet } from '../lib/repos/wallets';

export const handler = makeHandler(deleteWallet, async ({ walletId }, caller) => {
  await softDeleteWallet(walletId, callerName(caller), epochSeconds());
  return { ok: true as const };
});
