import { undoImport } from '../../../shared/callables/employees';
import { epochSeconds } from '../../../shared/domain/time/time';
import { importOrg, workDeadline } from '../../services/employees/employee-import-scope';
import { callerName } from '../../core/caller';
import { makeHandler } from '../chain/make-handler';
import { undoLatestImport } from '../../services/employees/employee-import';
import { latestImport } from '../../services/employees/employee-import-latest';
import { requireRecentSignIn } from '../../core/fresh-sign-in';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Undo the latest import, once; a large one over several calls (`done` false: call again). Undoing
 * an overwrite puts back the bank accounts and mobile numbers of the employees it replaced: a
 * change of where wages go, so it needs a fresh sign-in (docs/rules.md#where-wages-go-the-payout-account-gate).
 */
export const handler = makeHandler(undoImport, async ({ orgId }, caller, context) => {
  const org = await importOrg(caller, orgId);
  const at = epochSeconds();
  const { record: latest } = await latestImport(org, at);
  if (latest?.mode === 'overwrite' && latest.replaced > 0)
    requireRecentSignIn(
      caller,
      "employees' bank accounts and mobile numbers (restoring the employees an import replaced)",
      at,
    );
  const record = await undoLatestImport(org, workDeadline(context), at, caller.email || callerName(caller));
  const done = record.status === 'undone';
  const counts = `${plural(record.removed, 'imported employee')} removed, ${plural(record.restored, 'previous employee')} restored`;
  const notes = [
    record.notRestored
      ? `${plural(record.notRestored, 'employee')} not restored: their IC number was used again since the import`
      : '',
    record.claimsLost
      ? `${plural(record.claimsLost, 'mobile number or e-mail')} not restored: taken by another account since`
      : '',
  ].filter(Boolean);
  const message = done
    ? `Last employees import undone: ${counts}.${notes.length ? ` ${notes.join('; ')}.` : ''}`
    : `Undoing the last employees import: ${counts} so far.`;
  return { message, done, removed: record.removed, restored: record.restored };
});
