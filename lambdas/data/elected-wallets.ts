import { ElectedWalletSchema, type ElectedWallet } from '../../shared/domain/elected-wallet';
import { keys } from './keys';
import { queryAllOfKind, stripItem, withEntity } from './org-items';

const ENTITY = 'electedWallet';
const VERSION = 1;

export const toElectedWalletItem = (w: ElectedWallet) =>
  withEntity(keys.electedWallet(w.orgId, w.employeeICNumber, w.id), ENTITY, VERSION, w);
export const fromElectedWalletItem = (item: Record<string, unknown>): ElectedWallet =>
  ElectedWalletSchema.parse(stripItem(item));

/** One employee's elections, oldest first (ids are ULIDs). */
export async function listElectedWallets(orgId: string, icNumber: string): Promise<ElectedWallet[]> {
  const items = await queryAllOfKind(keys.electedWallet(orgId, icNumber, '').pk, keys.electedWalletSkPrefix(icNumber));
  return items.map(fromElectedWalletItem);
}

/** Every employee's elections in the organisation, by IC number (a pay run's wallet split). */
export async function listElectionsOfOrg(orgId: string): Promise<Map<string, ElectedWallet[]>> {
  const items = await queryAllOfKind(keys.electedWallet(orgId, '', '').pk, keys.electedWalletSkPrefix());
  const byEmployee = new Map<string, ElectedWallet[]>();
  for (const item of items) {
    const wallet = fromElectedWalletItem(item);
    byEmployee.set(wallet.employeeICNumber, [...(byEmployee.get(wallet.employeeICNumber) ?? []), wallet]);
  }
  return byEmployee;
}
