import { isElectionComplete } from '../../../shared/domain/benefits/wallet-election';
import { LIST_SEARCH_MAX_READS } from '../../../shared/callables/list-search';
import { keyOfItem, queryFilledPage } from '../table/filled-pages';
import { keys } from '../table/keys';
import type { Page, PageRequest } from '../table/paged-lists';
import { table, type Item, type Key } from '../table/table';

/**
 * The approved employees whose e-wallet election is not complete, a page at a time
 * (docs/data-model.md#advance-pay-and-employee-lists). The directory is read in IC-number order
 * (approved, live employees only, a few attributes), and the election totals and reminders of
 * the IC numbers it covered are read as ONE key range each (`ELECTIONTOTAL#<first>` to
 * `ELECTIONTOTAL#<last>`, the same order), so a round costs three requests whatever its size.
 * Employees with a complete election are skipped; when they are many, a page takes at most
 * {@link MAX_ROUNDS} rounds and may then come back shorter, with a cursor to carry on. A search
 * (the page's `keep`, on the directory's rows) reads at most its `maxReads` employees across the
 * rounds: only the employees it keeps have their election read.
 */

export interface MissingElectionRow {
  employeeICNumber: string;
  name: string;
  email?: string;
  mobileNumber?: string;
  allocatedPercentage: number;
  reminderSentAt?: number;
}

/** Employees read per round: a page's worth at least, so a sparse list fills in few rounds. */
const ROUND_SIZE = 500;
/** Rounds a page makes at most (3 requests each). */
const MAX_ROUNDS = 3;

/**
 * One round's approved employees (IC order) with a few attributes, and where the directory carries
 * on; `keep` (a search) keeps some of them, reading at most `maxReads`.
 */
function approvedEmployees(
  orgId: string,
  start: Key | undefined,
  limit: number,
  search: Pick<PageRequest, 'keep' | 'maxReads'> = {},
) {
  return queryFilledPage({
    query: {
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
      FilterExpression: '#status = :approved AND (attribute_not_exists(deleted) OR deleted <> :true)',
      ProjectionExpression: 'pk, sk, employeeICNumber, #name, email, mobileNumber',
      ExpressionAttributeNames: { '#status': 'status', '#name': 'name' },
      ExpressionAttributeValues: {
        ':pk': keys.employee(orgId, '').pk,
        ':sk': keys.employeeSkPrefix,
        ':approved': 'approved',
        ':true': true,
      },
    },
    keyAttributes: ['pk', 'sk'],
    start,
    limit,
    ...search,
  });
}

/** The items of one kind whose sort keys lie between two IC numbers' (both included), by IC number. */
async function rangeByIc(orgId: string, prefix: string, firstIc: string, lastIc: string): Promise<Map<string, Item>> {
  const items = await table.queryAll({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': keys.employee(orgId, '').pk,
      ':from': prefix + firstIc,
      ':to': prefix + lastIc,
    },
  });
  return new Map(items.map((item) => [String(item.sk).slice(prefix.length), item]));
}

export async function listMissingElectionsPage(orgId: string, page: PageRequest): Promise<Page<MissingElectionRow>> {
  const rows: MissingElectionRow[] = [];
  const totalPrefix = keys.electionTotal(orgId, '').sk;
  const reminderPrefix = keys.electionReminderSkPrefix;
  let start = page.start;
  // A search's reads are shared by the rounds, so a page reads at most its maxReads employees.
  const search = page.keep
    ? { keep: page.keep, maxReads: Math.ceil((page.maxReads ?? LIST_SEARCH_MAX_READS) / MAX_ROUNDS) }
    : {};
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const employees = await approvedEmployees(orgId, start, Math.max(page.limit - rows.length, ROUND_SIZE), search);
    const ics = employees.items.map((e) => String(e.employeeICNumber));
    if (ics.length) {
      const [first, last] = [ics[0], ics[ics.length - 1]];
      const [totals, reminders] = await Promise.all([
        rangeByIc(orgId, totalPrefix, first, last),
        rangeByIc(orgId, reminderPrefix, first, last),
      ]);
      for (const employee of employees.items) {
        const ic = String(employee.employeeICNumber);
        const allocated = Number(totals.get(ic)?.total ?? 0);
        if (isElectionComplete(allocated)) continue;
        const sentAt = reminders.get(ic)?.sentAt;
        rows.push({
          employeeICNumber: ic,
          name: String(employee.name),
          ...(typeof employee.email === 'string' ? { email: employee.email } : {}),
          ...(typeof employee.mobileNumber === 'string' ? { mobileNumber: employee.mobileNumber } : {}),
          allocatedPercentage: allocated,
          ...(typeof sentAt === 'number' ? { reminderSentAt: sentAt } : {}),
        });
        // The page is full inside this round: the next page starts after this employee.
        if (rows.length === page.limit) {
          const more = employee !== employees.items[employees.items.length - 1] || employees.next;
          return { items: rows, ...(more ? { next: keyOfItem(employee, ['pk', 'sk']) } : {}) };
        }
      }
    }
    start = employees.next;
    if (!start) return { items: rows };
  }
  return { items: rows, next: start };
}
