import { beforeAll, describe, expect, it } from 'vitest';
import { klDate } from '../../shared/domain/time/time';
import { DEMO_REPAYMENT_ID, seedSettlements } from '../../dev/seeds/seed-settlements';
import { callApi, okBody, signIn } from '../support/api';
import { availableCredit, historyRowsOf } from '../support/finance';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

let manager: string;
let admin: string;

beforeAll(async () => {
  [manager, admin] = await Promise.all(
    ['manager@demo.test', 'admin@platform.test'].map(async (e) => (await signIn(e, DEMO_PASSWORD)).idToken),
  );
});

describe('the demo settlement', () => {
  it('shows Demo a partly repaid settlement with its two payments and their history rows', async () => {
    const s = okBody(await callApi('repayments-getRepayment', { repaymentId: DEMO_REPAYMENT_ID }, manager));
    const disbursement = okBody(
      await callApi('disbursements-getDisbursement', { disbursementId: s.disbursementId }, manager),
    );
    expect(disbursement).toMatchObject({ status: 'completed', repaymentId: DEMO_REPAYMENT_ID, total: 5250 });
    expect(s).toMatchObject({
      disbursementId: '01JDEMO0D1SB0C0MP1ETED0001',
      disbursement: { name: disbursement.name, orgName: 'Demo Sdn Bhd' },
      // RM 1,750 seeded, and RM 250 paid by the seeded settlement file (dev/seeds/seed-uploads.ts).
      amountRepaid: 2000,
      status: 'Partial Settlement',
    });
    // Still RM 3,250 due unless a test recorded more payments on it since.
    expect(s.amountDue + s.amountRepaid).toBeGreaterThanOrEqual(5250);
    const seeded = s.transactions.filter((t) => t.id.startsWith('01JDEMO0REPAYTX'));
    expect(seeded.map((t) => t.amountRepaid).sort()).toEqual([1000, 750].sort());
    expect(seeded.every((t) => t.paymentDate <= klDate())).toBe(true);
    for (const t of seeded) {
      const rows = await historyRowsOf('demo', t.id);
      expect(rows.map((r) => [r.type, r.status, r.description])).toEqual([
        ['SETTLEMENT', 'COMPLETED', `Settlement of ${disbursement.name}`],
      ]);
    }
    const admins = okBody(await callApi('repayments-getRepayments', { limit: 500 }, admin)).items;
    expect(admins.map((r) => r.id)).toContain(DEMO_REPAYMENT_ID);
  });

  it('writes nothing on a second run (the credit is not given back twice)', async () => {
    const before = await availableCredit('demo');
    expect(await seedSettlements(Math.floor(Date.now() / 1000))).toBe(false);
    expect(await availableCredit('demo')).toBe(before);
  });
});
