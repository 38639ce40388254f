import * as iam from 'aws-cdk-lib/aws-iam';
import type { AppFunction } from './app-function';
import type { AppResources } from './app-resources';

/** The partitions of the request counters (lambdas/data/identity/rate-limits.ts keys start with it). */
export const RATE_COUNTER_LEADING_KEYS = 'RATE#*';

/**
 * Every callable counts its calls against its organisation (lambdas/handlers/chain/org-fairness.ts), read
 * callables too: UpdateItem on the table, but only on items whose partition key starts with
 * `RATE#` (IAM's `dynamodb:LeadingKeys`), so a read callable still cannot change any data.
 */
export function grantRateCounter(target: AppFunction, r: AppResources): void {
  target.role.addToPrincipalPolicy(
    new iam.PolicyStatement({
      actions: ['dynamodb:UpdateItem'],
      resources: [r.table.tableArn],
      conditions: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [RATE_COUNTER_LEADING_KEYS] } },
    }),
  );
}
