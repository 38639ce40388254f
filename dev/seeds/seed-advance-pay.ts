import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { epochSeconds } from '../../shared/domain/time/time';
import { ddbDoc } from '../../lambdas/core/clients/dynamodb';
import { env } from '../../lambdas/core/env';
import { createAdvanceTransaction } from '../../lambdas/data/advance-pay/advance-transactions';
import { conditionFailedAt, table } from '../../lambdas/data/table/table';
import { getManagementSettings, setNotificationsEmail } from '../../lambdas/data/organisations/management-settings';
import { getOrg, replaceOrg } from '../../lambdas/data/organisations/orgs';
import { storeWithdrawalPolicy } from '../../lambdas/data/advance-pay/withdrawal-policies';
import { preparedByUser } from '../../shared/domain/organisations/maker-checker';
import { seedPreparerNamed } from './seed-maker-checker';
import { HOUR, OrgDemo, policyTime, ADVANCE_PAY_DEMO } from './seed-advance-pay-demo';
import { PlannedWithdrawal, versionAfter, planOrgWithdrawals } from './seed-advance-pay-plan';

/**
 * The Advance Pay demo data (docs/demo-data.md): the Advance Pay settings of the organisations
 * 'demo' and 'other', their withdrawal policies, their notifications e-mail, and about four
 * months of withdrawals (the current month and the three before it) of several employees of
 * each, in every status, each with its history (who changed it, when, why). Each withdrawal is
 * stored as it stands now by createAdvanceTransaction, which counts it in its month summaries
 * in the same DynamoDB transaction, so the dashboards' figures are exact.
 *
 * Idempotent and resumable: the moment the data is computed from ("anchor") is kept in a marker
 * item, so a re-run (or a resumed, half-finished run, even on a later day) plans the very same
 * withdrawals with the very same ids: what exists is left alone, what is missing is added, and a
 * withdrawal changed since (by a manager, the end-of-day batch...) is never touched. Once the
 * marker says complete, the step does nothing (a later seed version does not add months again).
 */

/** The marker of this step (beside seed.ts's own marker, in the seed's partition). */
export const ADVANCE_PAY_SEED_MARKER = { pk: 'PLATFORM#SEED', sk: 'ADVANCE_PAY' } as const;

export interface AdvancePaySeedResult {
  orgsUpdated: number;
  policiesCreated: number;
  notificationsEmailsSet: number;
  transactionsCreated: number;
  /** Planned withdrawals already there (left as they are). */
  transactionsFound: number;
}

/**
 * Store one planned withdrawal as it stands after all its steps, its history included, in one
 * write that also counts it in the summaries (createAdvanceTransaction: the transaction and its
 * summaries in one DynamoDB transaction, refused when the id exists). Answers whether it was new.
 */
async function writeWithdrawal(plan: PlannedWithdrawal): Promise<boolean> {
  try {
    await createAdvanceTransaction(versionAfter(plan, plan.steps.length));
    return true;
  } catch (err) {
    // Its id exists: written by an earlier run (and maybe changed since): left as it is.
    if (conditionFailedAt(err, 0)) return false;
    throw err;
  }
}

/**
 * Write the Advance Pay demo data computed from `anchor` (Unix seconds): organisation settings
 * (when they differ), policies and notifications e-mail (when missing), withdrawals (the
 * missing ones, and the missing status changes of those still as planned). Running it again
 * with the same anchor writes nothing.
 */
export async function writeAdvancePayDemo(anchor: number): Promise<AdvancePaySeedResult> {
  const result: AdvancePaySeedResult = {
    orgsUpdated: 0,
    policiesCreated: 0,
    notificationsEmailsSet: 0,
    transactionsCreated: 0,
    transactionsFound: 0,
  };
  await Promise.all(
    ADVANCE_PAY_DEMO.map(async (demo) => {
      const org = await getOrg(demo.orgId);
      if (!org) return;
      const differs = (Object.keys(demo.settings) as (keyof OrgDemo['settings'])[]).some(
        (k) => org[k] !== demo.settings[k],
      );
      if (differs) {
        await replaceOrg(org, {
          ...org,
          ...demo.settings,
          modifiedAt: Math.max(epochSeconds(), org.modifiedAt + 1),
          modifiedBy: 'Seed',
        });
        result.orgsUpdated += 1;
      }
      for (const policy of demo.policies(anchor)) {
        // Its preparer by user id: the one who may not approve it (docs/rules.md#maker-checker).
        const preparer = await seedPreparerNamed(policy.modifiedBy ?? policy.createdBy);
        const prepared = { ...policy, ...(preparer ? preparedByUser(preparer) : {}) };
        // With its copy (lambdas/data/advance-pay/withdrawal-policies.ts): the withdrawal requests read the copies.
        if (await storeWithdrawalPolicy(prepared, { ifAbsent: true })) result.policiesCreated += 1;
      }
      if (!(await getManagementSettings(demo.orgId)).notificationsEmail) {
        await setNotificationsEmail(
          { id: demo.orgId },
          undefined,
          demo.notificationsEmail,
          demo.approvers[0],
          policyTime(anchor) + 2 * HOUR,
        );
        result.notificationsEmailsSet += 1;
      }
      // The withdrawals of one month one after another (they update the same month summaries:
      // concurrent DynamoDB transactions on one item would conflict); the months side by side.
      const byPeriod = new Map<string, PlannedWithdrawal[]>();
      for (const plan of await planOrgWithdrawals(demo, anchor))
        byPeriod.set(plan.base.periodKey, [...(byPeriod.get(plan.base.periodKey) ?? []), plan]);
      await Promise.all(
        [...byPeriod.values()].map(async (plans) => {
          for (const plan of plans) {
            if (await writeWithdrawal(plan)) result.transactionsCreated += 1;
            else result.transactionsFound += 1;
          }
        }),
      );
    }),
  );
  return result;
}

/** The anchor of the Advance Pay demo data and whether it was written whole. */
export async function getAdvancePaySeedMarker(): Promise<{ anchor: number; complete: boolean } | undefined> {
  const { Item } = await (
    await ddbDoc()
  ).send(new GetCommand({ TableName: env.tableName, Key: ADVANCE_PAY_SEED_MARKER, ConsistentRead: true }));
  return Item ? { anchor: Number(Item.anchor), complete: Item.complete === true } : undefined;
}

/**
 * The seed step (seed version 5): the Advance Pay demo data, once. The first run fixes the
 * anchor (now); a run after an interrupted one finishes with the same anchor; after a complete
 * run it does nothing. Answers what it wrote (undefined: nothing to do).
 */
export async function seedAdvancePay(now: number = epochSeconds()): Promise<AdvancePaySeedResult | undefined> {
  let marker = await getAdvancePaySeedMarker();
  if (marker?.complete) return undefined;
  if (!marker) {
    try {
      await table.put({
        Item: { ...ADVANCE_PAY_SEED_MARKER, entity: 'seedMarker', version: 1, anchor: now, complete: false },
        ConditionExpression: 'attribute_not_exists(pk)',
      });
    } catch (err) {
      if (!conditionFailedAt(err)) throw err;
    }
    marker = await getAdvancePaySeedMarker();
    if (!marker) throw new Error('The Advance Pay seed marker is missing right after it was written');
  }
  const result = await writeAdvancePayDemo(marker.anchor);
  await (
    await ddbDoc()
  ).send(
    new UpdateCommand({
      TableName: env.tableName,
      Key: ADVANCE_PAY_SEED_MARKER,
      UpdateExpression: 'SET complete = :true, completedAt = :now',
      ExpressionAttributeValues: { ':true': true, ':now': epochSeconds() },
    }),
  );
  return result;
}
