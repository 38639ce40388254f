import { getWalletsList } from '../../shared/callables/wallets';
import { makeHandler } from '../lib/make-handler';
import { listWallets, withLogoUrl } from '../lib/repos/wallets';

export const handler = makeHandler(getWalletsList, async () => ({ items: await Promise.all((await listWallets()).map(withLogoUrl)) }));
