import { mapLimit } from '../core/concurrency';
import { invocationScoped, logger } from '../core/powertools';
import { recountEmployees } from '../data/employees/employee-counts';
import { listOrgHeads } from '../data/organisations/orgs';

/** Organisations recounted at once: each is a paged read of its own partition. */
const PARALLEL = 4;

/**
 * The `employee-counts` job (infra/schedules.ts, weekly; `npm run job -- employee-counts` on
 * demand): set every organisation's employee counters (data/employee-counts.ts) to a count of its
 * directory. The counters are kept exact by every employee write; this repairs data written
 * outside the repositories (a restore, a hand edit) and establishes the counters of data older
 * than them. Safe at any time: a recount that sees a write meanwhile counts again.
 */
export const handler = invocationScoped(async function employeeCountsJob(): Promise<{
  organisations: number;
  employees: number;
}> {
  const orgs = await listOrgHeads();
  const counts = await mapLimit(orgs, PARALLEL, (org) => recountEmployees(org.id));
  const employees = counts.reduce((n, c) => n + c.pending + c.approved, 0);
  logger.info('Employee counters recounted', { organisations: orgs.length, employees });
  return { organisations: orgs.length, employees };
});
