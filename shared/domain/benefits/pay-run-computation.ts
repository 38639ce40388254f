import { appliesTo } from './benefit-rules';
import { FULL_ELECTION_PERCENT } from './elected-wallet';
import { addSen, percentOfSen, subtractSen, sumSen, ZERO_SEN, type Sen } from '../money/money';
import type {
  EligibleCategory,
  EligibleTeam,
  ElectedWalletShareRecord,
  PayRunEmployeeRecord,
  PayRunFieldsInSen,
} from './pay-run';

/**
 * Who a benefit pay run pays, and how much to which e-wallet (docs/rules.md#benefit-pay-runs).
 * Pure: the handlers read the organisation's records and pass them in; the seed and the unit
 * tests call it the same way. Every amount is integer sen.
 */

/** The parts of an employee record the computation reads. */
export interface RunEmployee {
  employeeICNumber: string;
  name: string;
  email?: string;
  mobileNumber?: string;
  status: string;
  team?: EligibleTeam;
  employeeCategoryId?: string;
  officeId?: string;
}

/** The parts of an approved benefit the computation reads. */
export interface RunBenefit {
  name: string;
  amountSen: Sen;
  employeeCategoryId: string;
  /** Empty: every office of the category. */
  officeCode: string;
  recurrence?: string;
}

/** The parts of a wallet election the computation reads, oldest first. */
export interface RunElection {
  walletId: string;
  name: string;
  accountNumber: string;
  percentage: number;
}

export interface PayRunInputs {
  employees: readonly RunEmployee[];
  /** The organisation's approved categories. */
  categories: readonly EligibleCategory[];
  /** officeId → officeCode of the organisation's offices. */
  officeCodes: ReadonlyMap<string, string | undefined>;
  /** The organisation's approved benefits. */
  benefits: readonly RunBenefit[];
  /** IC number → the employee's elections, oldest first. */
  elections: ReadonlyMap<string, readonly RunElection[]>;
  /** What the manager chose. */
  fields: Pick<PayRunFieldsInSen, 'benefitName' | 'amountSen' | 'grouping' | 'eligibleTeams' | 'eligibleCategories'>;
}

export interface PayRunComputation {
  /** Every approved employee of the chosen teams or categories; the eligible ones are paid. */
  employees: PayRunEmployeeRecord[];
  /** Sum of the eligible employees' net pay. */
  employeesNetPaySen: Sen;
  totalEmployees: number;
  eligibleEmployees: number;
}

const sameCode = (a: string | undefined, b: string | undefined) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/** The elections total exactly 100%: the employee is paid (fewer percent: nowhere to pay the rest). */
export const electionComplete = (elections: readonly RunElection[] | undefined): boolean =>
  !!elections?.length && elections.reduce((sum, e) => sum + e.percentage, 0) === FULL_ELECTION_PERCENT;

/**
 * Split `netSen` over the wallets by their percentages: each wallet but the last gets
 * percentage ÷ 100 × netPay rounded to the nearest sen (half up); the LAST wallet (the most
 * recently elected) gets what is left, so the parts always add up exactly to the net pay and
 * no sen is created or lost. With whole percentages each rounding is at most half a sen.
 */
export function splitOverWallets(netSen: Sen, wallets: readonly RunElection[]): { wallet: RunElection; sen: Sen }[] {
  let given = ZERO_SEN;
  return wallets.map((wallet, i) => {
    const sen = i === wallets.length - 1 ? subtractSen(netSen, given) : percentOfSen(netSen, wallet.percentage);
    given = addSen(given, sen);
    return { wallet, sen };
  });
}

/** Is the employee in one of the chosen teams or categories? */
function inChosenGroup(e: RunEmployee, fields: PayRunInputs['fields']): boolean {
  if (fields.grouping === 'teams') return (fields.eligibleTeams ?? []).some((code) => sameCode(code, e.team?.code));
  return !!e.employeeCategoryId && (fields.eligibleCategories ?? []).includes(e.employeeCategoryId);
}

/** The approved benefits an employee is entitled to: the same rule as My Benefits ({@link appliesTo}). */
function entitledTo(e: RunEmployee, inputs: PayRunInputs): RunBenefit[] {
  const officeCode = e.officeId ? inputs.officeCodes.get(e.officeId) : undefined;
  return inputs.benefits.filter((b) => appliesTo(b, { employeeCategoryId: e.employeeCategoryId, officeCode }));
}

export function computePayRun(inputs: PayRunInputs): PayRunComputation {
  const categories = new Map(inputs.categories.map((c) => [c.id, c]));
  const runBenefit = { name: inputs.fields.benefitName, amountSen: inputs.fields.amountSen };
  const members = inputs.employees
    .filter((e) => e.status === 'approved' && inChosenGroup(e, inputs.fields))
    .sort((a, b) => a.name.localeCompare(b.name) || a.employeeICNumber.localeCompare(b.employeeICNumber));

  let netPaySen = ZERO_SEN;
  let eligibleCount = 0;
  const employees = members.map((e): PayRunEmployeeRecord => {
    const elections = inputs.elections.get(e.employeeICNumber) ?? [];
    const eligible = electionComplete(elections);
    const benefits: { name: string; amountSen: Sen; recurrence?: string }[] = [
      ...entitledTo(e, inputs).map((b) => ({ name: b.name, amountSen: b.amountSen, recurrence: b.recurrence })),
      runBenefit,
    ];
    const netSen = sumSen(benefits.map((b) => b.amountSen));
    if (eligible) {
      netPaySen = addSen(netPaySen, netSen);
      eligibleCount += 1;
    }
    const category = e.employeeCategoryId ? categories.get(e.employeeCategoryId) : undefined;
    const electedWallets: ElectedWalletShareRecord[] = eligible
      ? splitOverWallets(netSen, elections).map(({ wallet, sen }) => ({
          walletId: wallet.walletId,
          name: wallet.name,
          accountNumber: wallet.accountNumber,
          percentage: wallet.percentage,
          amountSen: sen,
        }))
      : elections.map((w) => ({
          walletId: w.walletId,
          name: w.name,
          accountNumber: w.accountNumber,
          percentage: w.percentage,
          amountSen: ZERO_SEN,
        }));
    return {
      eligible,
      employeeName: e.name,
      employeeNumber: e.employeeICNumber,
      ...(e.email ? { email: e.email } : {}),
      ...(e.mobileNumber ? { mobileNumber: e.mobileNumber } : {}),
      ...(e.team ? { team: e.team } : {}),
      ...(category ? { employeeCategory: { code: category.code, name: category.name } } : {}),
      entitledBenefits: benefits.map((b) => ({
        name: b.name,
        amountSen: b.amountSen,
        ...(b.recurrence ? { recurrence: b.recurrence } : {}),
      })),
      netPaySen: netSen,
      electedWallets,
    };
  });
  return {
    employees,
    employeesNetPaySen: netPaySen,
    totalEmployees: members.length,
    eligibleEmployees: eligibleCount,
  };
}

/** One line of a payout file: a payment to one wallet account. */
export interface PayoutLine {
  employeeName: string;
  employeeICNumber: string;
  mobileNumber: string;
  accountNumber: string;
  sen: Sen;
}

/** The payments of the eligible employees, grouped by e-wallet provider (one payout file each), by wallet id. */
export function payoutsByWallet(
  employees: readonly PayRunEmployeeRecord[],
): Map<string, { walletName: string; lines: PayoutLine[] }> {
  const out = new Map<string, { walletName: string; lines: PayoutLine[] }>();
  for (const e of employees) {
    if (!e.eligible) continue;
    for (const w of e.electedWallets) {
      const sen = w.amountSen;
      if (sen === 0) continue;
      const group = out.get(w.walletId) ?? { walletName: w.name, lines: [] };
      group.lines.push({
        employeeName: e.employeeName,
        employeeICNumber: e.employeeNumber,
        mobileNumber: e.mobileNumber ?? '',
        accountNumber: w.accountNumber,
        sen,
      });
      out.set(w.walletId, group);
    }
  }
  return out;
}

export const PAYOUT_COLUMNS = ['Employee Name', 'IC Number', 'Mobile Number', 'Wallet Account Number', 'Amount (RM)'];

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote, CR or LF; a text field starting
 * with `=`, `+`, `-`, `@`, tab or CR gets a leading `'` so a spreadsheet never runs it as a formula.
 */
function csvField(value: string, text = true): string {
  let v = value;
  if (text && /^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Sen as '1234.50' (no thousands separator, as providers read amounts). */
export const csvRm = (sen: Sen): string => `${Math.floor(sen / 100)}.${String(sen % 100).padStart(2, '0')}`;

/**
 * A payout file for one e-wallet provider: a header, one line per payment, then a totals line
 * ('Total', the number of payments, the sum), CRLF line ends.
 */
export function payoutCsv(lines: readonly PayoutLine[]): string {
  const rows = [PAYOUT_COLUMNS.map((c) => csvField(c)).join(',')];
  for (const l of lines) {
    rows.push(
      [
        csvField(l.employeeName),
        csvField(l.employeeICNumber),
        // A phone number ('+60…') is written as is: only digits and a plus can never run as a formula.
        csvField(l.mobileNumber, !/^\+?\d+$/.test(l.mobileNumber)),
        csvField(l.accountNumber),
        csvField(csvRm(l.sen), false),
      ].join(','),
    );
  }
  const total = sumSen(lines.map((l) => l.sen));
  rows.push(['Total', `${lines.length} payments`, '', '', csvRm(total)].join(','));
  return rows.join('\r\n') + '\r\n';
}
