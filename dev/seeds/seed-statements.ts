import { periodOf, type Period } from '../../shared/domain/advance-pay/advance-pay';
import { previousPeriod } from '../../shared/domain/advance-pay/monthly-statement';
import { generateStatements, type GenerateResult } from '../../lambdas/services/advance-pay/statements';

/** How far back the seed looks for closed periods with withdrawals (the demo has a few months). */
export const SEED_STATEMENT_MONTHS = 12;

/**
 * The demo's monthly statements: for each demo organisation, the statements of every closed
 * period (the last twelve) that has withdrawals, as the monthly-statements job would have made
 * them at each close. Runs after the Advance Pay transactions seed. Idempotent: a statement
 * already made is left as it is (a period without withdrawals costs one empty Query).
 */
export async function seedStatements(orgIds: readonly string[], at: Date = new Date()): Promise<GenerateResult[]> {
  const periods: Period[] = [];
  for (let p = previousPeriod(periodOf(at)); periods.length < SEED_STATEMENT_MONTHS; p = previousPeriod(p))
    periods.push(p);
  const made: GenerateResult[] = [];
  for (const orgId of orgIds) {
    for (const period of periods) {
      const result = await generateStatements(period.key, { orgId });
      if (result.employees > 0) made.push(result);
    }
  }
  return made;
}
