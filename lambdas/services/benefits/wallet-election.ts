import type { EmployeeRecord } from '../../../shared/domain/employees/employee-record';
import type { ElectedWallet } from '../../../shared/domain/benefits/elected-wallet';

import { activeWallets, type WalletRecord } from '../../../shared/domain/benefits/wallet';
import {
  ELECTION_MESSAGES,
  electionProblem,
  isOwnScreenshotKey,
  shareRm,
} from '../../../shared/domain/benefits/wallet-election';
import { senToRm, type Sen } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { getOrg } from '../../data/organisations/orgs';
import { listWallets } from '../../data/benefits/wallets';
import { getElectionTotal } from '../../data/benefits/elected-wallets';
import { ownEntitlement } from './employee-benefits';
import { presignDownload } from '../../core/uploads';

/** The Active e-wallets the employee's organisation offers (its `wallets`), by name. */
export async function offeredWallets(orgId: string): Promise<WalletRecord[]> {
  const [org, wallets] = await Promise.all([getOrg(orgId), listWallets()]);
  const offered = new Set(org?.wallets ?? []);
  return activeWallets(wallets).filter((w) => offered.has(w.id));
}

/** The employee's entitled benefits (their total in sen) and allocated percentage, as every wallet screen shows them. */
export async function electionTotals(
  employee: EmployeeRecord,
): Promise<{ totalBenefitsSen: Sen; allocatedPercentage: number }> {
  const [{ totalSen }, allocated] = await Promise.all([
    ownEntitlement(employee),
    getElectionTotal(employee.orgId, employee.employeeICNumber),
  ]);
  return { totalBenefitsSen: totalSen, allocatedPercentage: allocated };
}

/** The totals as the wallet screens' answers carry them: the entitled benefits in RM. */
export const totalsToRm = ({ totalBenefitsSen, allocatedPercentage }: Awaited<ReturnType<typeof electionTotals>>) => ({
  totalBenefits: senToRm(totalBenefitsSen),
  allocatedPercentage,
});

/** A wallet's share of the entitled benefits as the screens show it, in RM ({@link shareRm}, of the total in RM). */
export const electionShareRm = (percentage: number, totalBenefitsSen: Sen) =>
  shareRm(percentage, senToRm(totalBenefitsSen));

/**
 * The checks of a save or an edit before any write: a verified account, a screenshot (new, or kept
 * from before), and a new screenshot only from the employee's own folder, so nobody attaches
 * another employee's or organisation's file by naming its key.
 */
export function checkElection(
  employee: EmployeeRecord,
  fields: { accountVerified: 'Yes' | 'No'; statusVerificationScreenshot?: { key: string } },
  before?: ElectedWallet,
): void {
  const problem = electionProblem(fields, !!before?.statusVerificationScreenshot);
  if (problem) throw new AppError('INVALID_ARGUMENT', problem.message, [problem]);
  const key = fields.statusVerificationScreenshot?.key;
  if (
    key &&
    key !== before?.statusVerificationScreenshot?.key &&
    !isOwnScreenshotKey(key, employee.orgId, employee.employeeICNumber)
  )
    throw new AppError('FORBIDDEN', 'This screenshot is not one you uploaded. Upload it again.', [
      { field: 'statusVerificationScreenshot.key', message: 'Not one of your files' },
    ]);
}

/** An allocation as the screens show it: its share in RM and a link to its screenshot. */
export async function electionView(w: ElectedWallet, totalBenefitsSen: Sen, supportLink?: string) {
  const screenshot = w.statusVerificationScreenshot;
  return {
    ...w,
    amount: electionShareRm(w.percentage, totalBenefitsSen),
    ...(screenshot ? { screenshotUrl: (await presignDownload(screenshot.key)).url } : {}),
    ...(supportLink ? { supportLink } : {}),
  };
}

export const ELECTION_NOT_FOUND = ELECTION_MESSAGES.notFound;
