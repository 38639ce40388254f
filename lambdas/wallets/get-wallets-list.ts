import { getWalletsList } from '../../shared/callables/wallets';
import { makeHandler } from '../core/make-handler';
import { listWallets, withLogoUrl } from '../data/wallets';

export const handler = makeHandler(getWalletsList, async () => ({
  items: await Promise.all((await listWallets()).map(withLogoUrl)),
}));
