import type { ElectedWallet } from '../../../shared/domain/benefits/elected-wallet';
import type { Employee } from '../../../shared/domain/employees/employee';
import { activeWallets, type Wallet } from '../../../shared/domain/benefits/wallet';
import {
  ELECTION_MESSAGES,
  electionProblem,
  isOwnScreenshotKey,
  shareRm,
} from '../../../shared/domain/benefits/wallet-election';
import { AppError } from '../../../shared/registry/errors';
import { getOrg } from '../../data/organisations/orgs';
import { listWallets } from '../../data/benefits/wallets';
import { getElectionTotal } from '../../data/benefits/elected-wallets';
import { ownEntitlement } from './employee-benefits';
import { presignDownload } from '../../core/uploads';

/** The Active e-wallets the employee's organisation offers (its `wallets`), by name. */
export async function offeredWallets(orgId: string): Promise<Wallet[]> {
  const [org, wallets] = await Promise.all([getOrg(orgId), listWallets()]);
  const offered = new Set(org?.wallets ?? []);
  return activeWallets(wallets).filter((w) => offered.has(w.id));
}

/** The employee's entitled benefits (RM) and allocated percentage, as every wallet screen shows them. */
export async function electionTotals(
  employee: Employee,
): Promise<{ totalBenefits: number; allocatedPercentage: number }> {
  const [{ totalRm }, allocated] = await Promise.all([
    ownEntitlement(employee),
    getElectionTotal(employee.orgId, employee.employeeICNumber),
  ]);
  return { totalBenefits: totalRm, allocatedPercentage: allocated };
}

/**
 * The checks of a save or an edit before any write: a verified account, a screenshot (new, or kept
 * from before), and a new screenshot only from the employee's own folder, so nobody attaches
 * another employee's or organisation's file by naming its key.
 */
export function checkElection(
  employee: Employee,
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
export async function electionView(w: ElectedWallet, totalBenefits: number, supportLink?: string) {
  const screenshot = w.statusVerificationScreenshot;
  return {
    ...w,
    amount: shareRm(w.percentage, totalBenefits),
    ...(screenshot ? { screenshotUrl: (await presignDownload(screenshot.key)).url } : {}),
    ...(supportLink ? { supportLink } : {}),
  };
}

export const ELECTION_NOT_FOUND = ELECTION_MESSAGES.notFound;
