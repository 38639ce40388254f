import { keys } from '../table/keys';
import { table } from '../table/table';

const ENTITY = 'bankBatch';
const VERSION = 1;

/** One end-of-day bank-transfer file: what it holds, where it is and who made it. */
export interface BankBatch {
  /** ULID, also the transactions' `batchId`. */
  id: string;
  /** Unix seconds. */
  at: number;
  count: number;
  totalNetSen: number;
  /** Object key in the generated-files bucket. */
  key: string;
  /** Who ran it (an administrator's name, or `end-of-day job`). */
  by: string;
  /** The organisation the run was limited to, when it was. */
  orgId?: string;
}

/** Store the record of a written batch (a batch id is new: refused if it exists). */
export async function putBankBatch(batch: BankBatch): Promise<void> {
  await table.put({
    Item: { ...keys.bankBatch(batch.id), entity: ENTITY, version: VERSION, ...batch },
    ConditionExpression: 'attribute_not_exists(pk)',
  });
}

export async function getBankBatch(id: string): Promise<BankBatch | undefined> {
  const { Item } = await table.get({ Key: keys.bankBatch(id) });
  if (!Item) return undefined;
  const { pk: _pk, sk: _sk, entity: _e, version: _v, ...batch } = Item;
  return batch as BankBatch;
}
