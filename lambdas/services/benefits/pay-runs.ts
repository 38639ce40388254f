import { ulid } from 'ulid';
import { periodOf } from '../../../shared/domain/advance-pay/advance-pay';
import { sumSen } from '../../../shared/domain/money/money';
import {
  PAY_RUN_MESSAGES,
  isAdminVisible,
  type EligibleCategory,
  type EligibleTeam,
  type PayRunEmployeeRecord,
  type PayRunFieldsInSen,
  type PayRunRecord,
  type PayoutFileRecord,
} from '../../../shared/domain/benefits/pay-run';
import {
  computePayRun,
  payoutCsv,
  payoutsByWallet,
  type PayRunComputation,
} from '../../../shared/domain/benefits/pay-run-computation';
import { preparedByUser } from '../../../shared/domain/organisations/maker-checker';
import { AppError } from '../../../shared/registry/errors';
import { getOrg } from '../../data/organisations/orgs';
import { requirePayRun } from '../../data/benefits/pay-runs';
import { putObject } from '../../core/clients/s3';
import { env } from '../../core/env';
import { listElectionsOfOrg } from '../../data/benefits/elected-wallets';
import { listApprovedBenefits } from '../../data/benefits/employee-benefits';
import { listCategories } from '../../data/organisations/employee-categories';
import { listAllEmployees } from '../../data/employees/employees';
import { listOffices } from '../../data/organisations/offices';
import { listTeams } from '../../data/organisations/teams';

/**
 * The work behind the pay run callables that reads or writes beyond the run itself: computing a
 * run from the organisation's records (docs/rules.md#benefit-pay-runs) and writing its payout files.
 */

/** A run's groups as the run records them, from the choices (codes / ids) of the form. */
export interface ComputedRun extends PayRunComputation {
  eligibleTeams?: EligibleTeam[];
  eligibleCategories?: EligibleCategory[];
}

/** The approved teams or categories chosen, or a 400 naming the choices that are not (any longer) approved. */
async function chosenGroups(orgId: string, fields: PayRunFieldsInSen) {
  if (fields.grouping === 'teams') {
    const teams = await listTeams(orgId, 'Approved');
    const chosen = [...new Set((fields.eligibleTeams ?? []).map((c) => c.toUpperCase()))];
    const found = teams.filter((t) => chosen.includes(t.code.toUpperCase()));
    const missing = chosen.filter((c) => !found.some((t) => t.code.toUpperCase() === c));
    if (missing.length)
      throw new AppError(
        'INVALID_ARGUMENT',
        'Choose approved teams only.',
        missing.map((code) => ({ field: 'eligibleTeams', message: `There is no approved team ${code}` })),
      );
    return {
      eligibleTeams: found.map((t) => ({
        code: t.code,
        teamName: t.teamName,
        ...(t.teamDescription ? { teamDescription: t.teamDescription } : {}),
      })),
    };
  }
  const categories = await listCategories(orgId, 'Approved');
  const chosen = [...new Set(fields.eligibleCategories ?? [])];
  const found = categories.filter((c) => chosen.includes(c.id));
  const missing = chosen.filter((id) => !found.some((c) => c.id === id));
  if (missing.length)
    throw new AppError(
      'INVALID_ARGUMENT',
      PAY_RUN_MESSAGES.categoriesNotFound,
      missing.map((id) => ({ field: 'eligibleCategories', message: `There is no approved employee category ${id}` })),
    );
  return {
    eligibleCategories: found.map((c) => ({ id: c.id, code: c.code, name: c.name, description: c.description })),
  };
}

/**
 * Compute a run from the organisation's current records: approved employees, approved categories
 * and benefits, offices and wallet elections. Refused (422) when nobody is eligible.
 */
export async function computeRunFor(orgId: string, fields: PayRunFieldsInSen): Promise<ComputedRun> {
  const groups = await chosenGroups(orgId, fields);
  const [employees, categories, offices, benefits, elections] = await Promise.all([
    listAllEmployees(orgId, 'approved'),
    listCategories(orgId, 'Approved'),
    listOffices(orgId),
    listApprovedBenefits(orgId),
    listElectionsOfOrg(orgId),
  ]);
  const computed = computePayRun({
    employees,
    categories,
    officeCodes: new Map(offices.map((o) => [o.id, o.officeCode])),
    benefits,
    elections,
    fields,
  });
  if (computed.eligibleEmployees === 0) throw new AppError('FAILED_PRECONDITION', PAY_RUN_MESSAGES.noneEligible);
  return { ...computed, ...groups };
}

/** The record of a run from the form and its computation (a new id and computation; draft). */
export function newPayRun(
  orgId: string,
  fields: PayRunFieldsInSen,
  computed: ComputedRun,
  by: { userId: string; name: string },
  at: number,
  now: Date = new Date(),
): PayRunRecord {
  const period = periodOf(now);
  return {
    id: ulid(),
    orgId,
    period: period.text,
    periodKey: period.key,
    status: 'draft',
    computationId: ulid(),
    createdBy: by.name,
    createdAt: at,
    modifiedBy: by.name,
    modifiedAt: at,
    ...preparedByUser(by),
    ...runFields(fields, computed),
  };
}

/** The parts of a run that its form and its computation decide. */
export function runFields(fields: PayRunFieldsInSen, computed: ComputedRun) {
  return {
    payType: fields.payType,
    payDay: fields.payDay,
    benefitName: fields.benefitName,
    amountSen: fields.amountSen,
    grouping: fields.grouping,
    ...(computed.eligibleTeams ? { eligibleTeams: computed.eligibleTeams } : {}),
    ...(computed.eligibleCategories ? { eligibleCategories: computed.eligibleCategories } : {}),
    employeesNetPaySen: computed.employeesNetPaySen,
    totalEmployees: computed.totalEmployees,
    eligibleEmployees: computed.eligibleEmployees,
  };
}

/** Where a run's payout file for one e-wallet provider is stored (the same key if written again). */
export const payoutFileKey = (run: Pick<PayRunRecord, 'orgId' | 'id'>, walletId: string) =>
  `pay-runs/${run.orgId}/${run.id}/${walletId}.csv`;

const fileSafe = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'wallet';

/**
 * Write one payout file per e-wallet provider of the run's eligible employees into the
 * generated-files bucket (docs/rules.md#benefit-pay-runs): each payment with the employee's name,
 * IC number, mobile number, wallet account and amount, and a totals line. Keys are fixed per run
 * and wallet, so writing again (a retried status change) replaces the same files.
 */
export async function writePayoutFiles(
  run: PayRunRecord,
  employees: readonly PayRunEmployeeRecord[],
): Promise<PayoutFileRecord[]> {
  const files: PayoutFileRecord[] = [];
  for (const [walletId, { walletName, lines }] of payoutsByWallet(employees)) {
    const key = payoutFileKey(run, walletId);
    const fileName = `payout-${run.periodKey}-${fileSafe(run.benefitName)}-${fileSafe(walletName)}.csv`;
    await putObject({
      Bucket: env.filesBucket,
      Key: key,
      Body: payoutCsv(lines),
      ContentType: 'text/csv; charset=utf-8',
      ContentDisposition: `attachment; filename="${fileName}"`,
    });
    files.push({
      walletId,
      walletName,
      key,
      fileName,
      payments: lines.length,
      totalSen: sumSen(lines.map((l) => l.sen)),
    });
  }
  return files.sort((a, b) => a.walletName.localeCompare(b.walletName));
}

/** A run administrators may see (approved by its organisation, or later), with its organisation's name; 404 otherwise. */
export async function requireAdminRun(orgId: string, payRunId: string): Promise<PayRunRecord> {
  const run = await requirePayRun(orgId, payRunId);
  if (!isAdminVisible(run.status)) throw new AppError('NOT_FOUND', PAY_RUN_MESSAGES.notFound);
  const org = await getOrg(orgId);
  return { ...run, orgName: org?.name ?? orgId };
}
