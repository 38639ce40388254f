import type { Supplier, SupplierStatus } from '../../shared/domain/benefits/supplier';
import { normaliseBankDetails } from '../../shared/domain/benefits/supplier';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import { putSupplierIfAbsent } from '../../lambdas/data/benefits/suppliers';

/** Fixed ids, so a second run finds what the first wrote (and the callables' examples name a real supplier). */
export const DEMO_SUPPLIER_IDS: Record<SupplierStatus, string> = {
  APPROVED: '01JDEMO0SUPPLIER0000000001',
  PENDING_APPROVAL: '01JDEMO0SUPPLIER0000000002',
  REJECTED: '01JDEMO0SUPPLIER0000000003',
  BLACKLISTED: '01JDEMO0SUPPLIER0000000004',
};

const MANAGER = 'Daniel Tan';
const ADMIN = 'Aminah Ismail';

/** Demo's suppliers, one per status, each with a bank account (the approved one with two). */
function demoSuppliers(orgName: string, now: number): Supplier[] {
  const day = 24 * 60 * 60;
  const base = (status: SupplierStatus, n: number, companyName: string, accounts: [string, string][]) => {
    const id = DEMO_SUPPLIER_IDS[status];
    const createdAt = now - (10 - n) * day;
    return {
      id,
      orgId: 'demo',
      orgName,
      companyName,
      businessRegistrationNumber: `20190101${String(2345 + n).padStart(4, '0')}`,
      mobileNumber: `+6032123${String(4560 + n)}`,
      email: `accounts@supplier${n}.example.my`,
      address: `${n + 10} Jalan Ampang, 50450 Kuala Lumpur`,
      contactPersonName: ['Lee Chong Wei', 'Farah Aziz', 'Ravi Chandran', 'Tan Ah Kow'][n - 1] ?? 'Contact',
      contactPersonMobileNumber: `+60123${String(450010 + n)}`,
      contactPersonEmail: `contact@supplier${n}.example.my`,
      status,
      bankDetails: normaliseBankDetails(
        companyName,
        accounts.map(([bankCode, accountNumber]) => ({ bankCode, accountNumber })),
        // Fixed row ids: a disbursement's payee names the row it pays into.
        (() => {
          let row = 0;
          return () => `${id.slice(0, 22)}BK${String(++row).padStart(2, '0')}`;
        })(),
      ),
      createdAt,
      createdBy: MANAGER,
      modifiedAt: createdAt + day,
      modifiedBy: status === 'PENDING_APPROVAL' ? MANAGER : ADMIN,
    } satisfies Supplier;
  };
  const approved = base('APPROVED', 1, 'Bekalan Pejabat Maju Sdn Bhd', [
    ['MBBEMYKL', '514012340001'],
    ['CIBBMYKL', '8001234001'],
  ]);
  const rejected = base('REJECTED', 3, 'Cahaya Printing Enterprise', [['PBBEMYKL', '3123400003']]);
  const blacklisted = base('BLACKLISTED', 4, 'Syarikat Untung Cepat', [['RHBBMYKL', '21234500000004']]);
  return [
    { ...approved, approvedAt: approved.modifiedAt },
    base('PENDING_APPROVAL', 2, 'Kedai Komputer Jaya', [['HLBBMYKL', '22300040002']]),
    {
      ...rejected,
      rejectedAt: rejected.modifiedAt,
      rejectedRemarks: 'The business registration number does not match the SSM record.',
    },
    {
      ...blacklisted,
      blacklistedAt: blacklisted.modifiedAt,
      blacklistedRemarks: 'Invoices reported as fraudulent by another client.',
    },
  ];
}

/** Demo's suppliers in every status (Demo has Disbursements on); nothing is replaced on a second run. */
export async function seedSuppliers(now: number): Promise<void> {
  const org = await getOrg('demo');
  if (!org) return;
  for (const supplier of demoSuppliers(org.name, now)) await putSupplierIfAbsent(supplier);
}
