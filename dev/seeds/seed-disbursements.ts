import { PDFDocument, StandardFonts } from 'pdf-lib';
import { addDaysIso, type DisbursementStatus, type SelectedPayee } from '../../shared/domain/finance/disbursement';
import { payeeToSen, type DisbursementRecord } from '../../shared/domain/finance/disbursement-record';
import type { OrganisationRecord } from '../../shared/domain/organisations/organisation-record';
import type { RecordHistoryEntry } from '../../shared/domain/organisations/record-history';
import { klDate } from '../../shared/domain/time/time';
import { invoicePrefix, uploadCacheControl } from '../../shared/domain/files/uploads';
import { putObject } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { reserveCreditItem } from '../../lambdas/data/finance/credit';
import { putDisbursementIfAbsent } from '../../lambdas/data/finance/disbursements';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import { openSandboxAccount } from '../../lambdas/data/finance/payment-gateway-sandbox';
import { recordHistoryItem } from '../../lambdas/data/table/record-history';
import { getSupplier } from '../../lambdas/data/benefits/suppliers';
import { transactionHistoryPutItem } from '../../lambdas/data/finance/transaction-history';
import type { TransactItem } from '../../lambdas/data/table/table';
import { feesOf } from '../../lambdas/services/finance/disbursement-forms';
import { demoDirectory } from './seed-employees';
import { DEMO_SUPPLIER_IDS } from './seed-suppliers';
import { preparedByUser } from '../../shared/domain/organisations/maker-checker';
import { seedPreparer, type SeedPreparer } from './seed-maker-checker';

/**
 * Demo's disbursements, one per status (Finance). Fixed ids, so a second run finds what the first
 * wrote; each is written with its history and, for the approved, processing and completed ones,
 * the reservation of its total from Demo's credit, in one transaction (nothing twice).
 */
export const DEMO_DISBURSEMENT_IDS: Record<DisbursementStatus, string> = {
  draft: '01JDEMO0D1SB0DRAFT00000001',
  'pending-approval': '01JDEMO0D1SB0PEND1NG000001',
  approved: '01JDEMO0D1SB0APPR0VED00001',
  processing: '01JDEMO0D1SB0PR0CESS1NG001',
  completed: '01JDEMO0D1SB0C0MP1ETED0001',
  cancelled: '01JDEMO0D1SB0CANCE11ED0001',
};
/** The settlement the completed one points at (the settlements seed writes it, not this one). */
export const DEMO_COMPLETED_REPAYMENT_ID = '01JDEMO0REPAYMENT000000001';

const MANAGER = 'Daniel Tan';
const ADMIN = 'Aminah Ismail';
const DAY = 24 * 60 * 60;
const INVOICE_KEY = `${invoicePrefix('demo')}01JDEMO0INVOICE00000000001/INV-2026-0117.pdf`;

/** A one-page invoice PDF for the supplier payee (uploads take PNG, JPG and PDF). */
async function putDemoInvoice(companyName: string): Promise<void> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([420, 300]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const lines = [companyName, 'Invoice INV-2026-0117', 'Office supplies: paper, toner, files', 'Amount: RM 8,500.00'];
  lines.forEach((text, i) => page.drawText(text, { x: 30, y: 250 - i * 28, size: i === 0 ? 16 : 12, font }));
  await putObject({
    Bucket: env.uploadsBucket,
    Key: INVOICE_KEY,
    Body: await pdf.save(),
    ContentType: 'application/pdf',
    CacheControl: uploadCacheControl('invoice'),
  });
}

/** Employee payees from Demo's approved employees (the directory is deterministic). */
function employeePayees(now: number, amounts: number[], offset: number): SelectedPayee[] {
  const approved = demoDirectory('demo', 24, 4, 1, now).filter((e) => e.status === 'approved');
  return amounts.map((amount, i) => {
    const e = approved[(offset + i) % approved.length];
    return {
      id: e.employeeICNumber,
      name: e.name,
      ...(e.mobileNumber ? { mobileNumber: e.mobileNumber } : {}),
      bank: e.bank ?? '',
      bankCode: e.bankCode ?? 'MBBEMYKL',
      accountNumber: e.accountNumber ?? '',
      amount,
    };
  });
}

interface DemoSpec {
  status: DisbursementStatus;
  name: string;
  /** Days from today (negative: past). */
  dateInDays: number;
  repaymentPeriod: number;
  payees: SelectedPayee[];
  payeesType: DisbursementRecord['payeesType'];
  createdDaysAgo: number;
  extra?: Partial<DisbursementRecord>;
  /** The history after 'created': [action, from, to, by, why?]. */
  steps: [string, DisbursementStatus, DisbursementStatus, string, string?][];
}

function demoSpecs(now: number, supplierPayee: SelectedPayee | undefined): DemoSpec[] {
  const today = klDate(new Date(now * 1000));
  const specs: DemoSpec[] = [
    {
      status: 'draft',
      name: 'February allowances',
      dateInDays: 40,
      repaymentPeriod: 1,
      payeesType: 'employees',
      payees: employeePayees(now, [800, 650], 0),
      createdDaysAgo: 1,
      steps: [],
    },
    {
      status: 'pending-approval',
      name: 'Year-end bonus advance',
      dateInDays: 12,
      repaymentPeriod: 3,
      payeesType: 'employees',
      payees: employeePayees(now, [2500, 1800, 1200], 2),
      createdDaysAgo: 2,
      steps: [],
    },
    {
      status: 'processing',
      name: 'November overtime',
      dateInDays: -2,
      repaymentPeriod: 1,
      payeesType: 'employees',
      payees: employeePayees(now, [1500, 900], 5),
      createdDaysAgo: 8,
      steps: [
        ['approve', 'pending-approval', 'approved', MANAGER],
        ['download for processing', 'approved', 'processing', ADMIN, 'Processing file of 2 payee(s) downloaded'],
      ],
    },
    {
      status: 'completed',
      name: 'October salaries top-up',
      dateInDays: -45,
      repaymentPeriod: 2,
      payeesType: 'employees',
      payees: employeePayees(now, [3000, 2000], 7),
      createdDaysAgo: 50,
      extra: {
        dateCompleted: addDaysIso(today, -44),
        repaymentId: DEMO_COMPLETED_REPAYMENT_ID,
      },
      steps: [
        ['approve', 'pending-approval', 'approved', MANAGER],
        ['download for processing', 'approved', 'processing', ADMIN],
        ['complete', 'processing', 'completed', ADMIN, `Completed on ${addDaysIso(today, -44)}`],
      ],
    },
    {
      status: 'cancelled',
      name: 'Event staff payments',
      dateInDays: -20,
      repaymentPeriod: 1,
      payeesType: 'employees',
      payees: employeePayees(now, [700], 10),
      createdDaysAgo: 25,
      extra: { reasonForCancellation: 'The event was postponed to next year.' },
      steps: [
        ['approve', 'pending-approval', 'approved', MANAGER],
        ['cancel', 'approved', 'cancelled', ADMIN, 'The event was postponed to next year.'],
      ],
    },
  ];
  if (supplierPayee)
    specs.push({
      status: 'approved',
      name: 'Office supplies restock',
      dateInDays: 5,
      repaymentPeriod: 2,
      payeesType: 'suppliers',
      payees: [supplierPayee],
      createdDaysAgo: 3,
      steps: [['approve', 'pending-approval', 'approved', MANAGER]],
    });
  return specs;
}

const RESERVED: readonly DisbursementStatus[] = ['approved', 'processing', 'completed'];

/**
 * Demo's Executive prepares every disbursement and its Manager approves them
 * (docs/rules.md#maker-checker): the pending one is Daniel Tan's to approve.
 */
function recordOf(org: OrganisationRecord, spec: DemoSpec, now: number, preparer: SeedPreparer): DisbursementRecord {
  const today = klDate(new Date(now * 1000));
  const createdAt = now - spec.createdDaysAgo * DAY;
  const modifiedAt = createdAt + spec.steps.length * 3600;
  // The specs name amounts in RM, as a person would type them: sen from here on.
  const selectedPayees = spec.payees.map(payeeToSen);
  return {
    id: DEMO_DISBURSEMENT_IDS[spec.status],
    orgId: org.id,
    orgName: org.name,
    name: spec.name,
    date: addDaysIso(today, spec.dateInDays),
    repaymentPeriod: spec.repaymentPeriod,
    payeesType: spec.payeesType,
    status: spec.status,
    isDraft: spec.status === 'draft',
    selectedPayees,
    ...feesOf(org, selectedPayees, spec.repaymentPeriod),
    ...spec.extra,
    createdAt,
    createdBy: preparer.name,
    modifiedAt,
    modifiedBy: spec.steps.at(-1)?.[3] ?? preparer.name,
    ...preparedByUser(preparer),
  };
}

function historyOf(d: DisbursementRecord, spec: DemoSpec): TransactItem[] {
  const entries: RecordHistoryEntry[] = [
    {
      at: d.createdAt,
      by: d.createdBy ?? '',
      action: 'created',
      to: spec.steps.length ? 'pending-approval' : d.status,
    },
    ...spec.steps.map(([action, from, to, by, why], i) => ({
      at: d.createdAt + (i + 1) * 3600,
      by,
      action,
      from,
      to,
      ...(why ? { why } : {}),
    })),
  ];
  return entries.map((e) => recordHistoryItem(d.orgId, 'DISBURSEMENT', d.id, e));
}

/**
 * Demo's disbursements in every status, the sandbox gateway's account, and the invoice of the
 * supplier one. Demo's available credit is lowered by the approved, processing and completed
 * totals; the completed one has its DISBURSEMENT history row (its settlement is the settlements
 * seed's). Nothing is replaced on a second run.
 */
export async function seedDisbursements(now: number): Promise<void> {
  await openSandboxAccount();
  const org = await getOrg('demo');
  if (org?.disbursements.enable !== 'yes') return;
  const supplier = await getSupplier('demo', DEMO_SUPPLIER_IDS.APPROVED);
  const account = supplier?.bankDetails[0];
  let supplierPayee: SelectedPayee | undefined;
  if (supplier && account) {
    await putDemoInvoice(supplier.companyName);
    supplierPayee = {
      id: supplier.id,
      name: supplier.companyName,
      email: supplier.email,
      mobileNumber: supplier.mobileNumber,
      bank: account.bank,
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
      amount: 8500,
      bankDetailId: account.id,
      files: [{ fileName: 'INV-2026-0117.pdf', url: INVOICE_KEY }],
    };
  }
  const preparer = await seedPreparer('demoExecutive');
  for (const spec of demoSpecs(now, supplierPayee)) {
    const d = recordOf(org, spec, now, preparer);
    const extra: TransactItem[] = [...historyOf(d, spec)];
    if (RESERVED.includes(d.status)) extra.push(reserveCreditItem(d.orgId, d.totalSen));
    if (d.status === 'completed' && d.dateCompleted)
      extra.push(
        transactionHistoryPutItem({
          id: '01JDEMO0TXNH1ST0RYD1SB0001',
          orgId: d.orgId,
          orgName: d.orgName,
          amountSen: d.disbursementTotalSen,
          description: `Disbursement: ${d.name}`,
          paymentDate: d.dateCompleted,
          status: 'COMPLETED',
          type: 'DISBURSEMENT',
          sourceId: d.id,
          createdAt: d.modifiedAt,
        }),
      );
    await putDisbursementIfAbsent(d, extra);
  }
}
