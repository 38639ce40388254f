import { DEMO_OFFERED_WALLETS } from './seed-wallets';
import type { Organisation } from '../../shared/domain/organisations/organisation';
import { orgToSen } from '../../shared/domain/organisations/organisation-record';
import { createOrg, getOrgRecord } from '../../lambdas/data/organisations/orgs';

/**
 * More demo organisations for the admin's Directory › Organizations: one per status (Onboarding,
 * Active, Suspended), one of them an Active franchisor with a franchisee. No logins: their ids
 * are their codes, like 'demo' and 'other'.
 */
function demoOrganisations(now: number): Organisation[] {
  const active = {
    status: 'Active' as const,
    industry: 'Food and Beverage',
    companySize: 'medium' as const,
    signupDate: '2024-03-01',
    country: 'Malaysia',
    eBenefits: 'no' as const,
    wallets: DEMO_OFFERED_WALLETS,
    attachments: [],
    createdAt: now,
    modifiedAt: now,
    createdBy: 'Seed',
    modifiedBy: 'Seed',
  };
  return [
    {
      ...active,
      id: 'kopi',
      tenantId: 'kopi',
      name: 'Kopi Kita Holdings Sdn Bhd',
      domain: 'kopi',
      registration: '201501023456 (1122334-K)',
      bankDetails: 'Public Bank 3123456789',
      telephone: '+60378901234',
      website: 'https://kopikita.example.my',
      mainContact: 'Lim Mei Ling',
      mainContactNumber: '+60123450003',
      address: '8 Jalan SS2/24',
      city: 'Petaling Jaya',
      state: 'Selangor',
      postcode: '47300',
      advancePay: 'yes',
      payDay: 28,
      cutoffDate: 22,
      advancePayMax: 1500,
      serviceFeePercentage: 4,
      serviceFeePaidBy: 'employer',
      disbursements: {
        enable: 'yes',
        initialCreditLimit: 250000,
        creditLimit: 250000,
        platformFeePercentage: 2,
        monthlyFeePercentage: 1.5,
      },
      franchiseType: 'franchisor',
      royaltyRate: 6,
    },
    {
      ...active,
      id: 'kopi-jb',
      tenantId: 'kopi-jb',
      name: 'Kopi Kita Johor Bahru',
      domain: 'kopi-jb',
      companySize: 'small',
      registration: '201901098765 (1300456-P)',
      bankDetails: 'RHB 21234500012345',
      telephone: '+6072234567',
      website: 'https://jb.kopikita.example.my',
      mainContact: 'Hafiz Osman',
      mainContactNumber: '+60123450004',
      address: '22 Jalan Wong Ah Fook',
      city: 'Johor Bahru',
      state: 'Johor',
      postcode: '80000',
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'franchisee',
      franchisorId: 'kopi',
      franchisorName: 'Kopi Kita Holdings Sdn Bhd',
    },
    {
      id: 'borneo',
      tenantId: 'borneo',
      name: 'Borneo Logistics',
      status: 'Onboarding',
      domain: 'borneo',
      industry: 'Logistics',
      city: 'Kuching',
      state: 'Sarawak',
      country: 'Malaysia',
      eBenefits: 'no',
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'non_franchise',
      wallets: DEMO_OFFERED_WALLETS,
      attachments: [],
      createdAt: now,
      modifiedAt: now,
      createdBy: 'Seed',
      modifiedBy: 'Seed',
    },
    {
      ...active,
      id: 'pantai',
      tenantId: 'pantai',
      name: 'Pantai Timur Fisheries',
      status: 'Suspended',
      domain: 'pantai',
      industry: 'Agriculture',
      companySize: 'micro',
      registration: '201201076543 (987654-D)',
      bankDetails: 'Bank Islam 13012010012345',
      telephone: '+6096221234',
      website: 'https://pantai.example.my',
      mainContact: 'Wan Azlan',
      mainContactNumber: '+60123450005',
      address: '3 Jalan Sultan Zainal Abidin',
      city: 'Kuala Terengganu',
      state: 'Terengganu',
      postcode: '20000',
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'non_franchise',
    },
  ];
}

/** Add the demo organisations that are missing (a deleted one stays deleted). */
export async function seedOrganisations(now: number): Promise<void> {
  for (const org of demoOrganisations(now)) {
    if (!(await getOrgRecord(org.id))) await createOrg(orgToSen(org));
  }
}
