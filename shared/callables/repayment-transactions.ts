import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { OrgIdSchema } from '../domain/organisations/organisation';
import { PaymentAmountSchema, RepaymentTransactionSchema, SettlementDateSchema } from '../domain/finance/repayment';

const IdSchema = z.string().trim().min(1, 'Required!').max(64);
const DEMO_REPAYMENT = '01JDEMO0REPAYMENT000000001';

export const create = defineCallable({
  name: 'repaymentTransactions-create',
  audit: ['settlement'],
  product: 'disbursements',
  summary:
    'Record a payment towards a settlement (administrators): above 0 and at most the amount due. In one ' +
    'transaction the amount due falls, the amount repaid rises, the credit line gets the amount back and a ' +
    'SETTLEMENT row joins the transaction history.',
  input: z.object({
    orgId: OrgIdSchema,
    repaymentId: IdSchema,
    paymentDate: SettlementDateSchema,
    amountRepaid: PaymentAmountSchema,
  }),
  output: RepaymentTransactionSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  moneyMoving: true,
  example: { orgId: 'demo', repaymentId: DEMO_REPAYMENT, paymentDate: '2026-11-20', amountRepaid: 500 },
});

export const update = defineCallable({
  name: 'repaymentTransactions-update',
  audit: ['settlement'],
  product: 'disbursements',
  summary:
    'Correct a settlement transaction that is not voided (administrators, 409 otherwise): a changed amount moves the ' +
    'difference on the settlement and the credit line; a changed date moves its transaction history row.',
  input: z.object({
    orgId: OrgIdSchema,
    repaymentId: IdSchema,
    id: IdSchema,
    paymentDate: SettlementDateSchema.optional(),
    amountRepaid: PaymentAmountSchema.optional(),
    modifiedAt: z.number().int().optional(),
  }),
  output: RepaymentTransactionSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  moneyMoving: true,
  example: { orgId: 'demo', repaymentId: DEMO_REPAYMENT, id: '01JNOSUCHTRANSACTION000000', amountRepaid: 800 },
});

export const voidTransaction = defineCallable({
  name: 'repaymentTransactions-void',
  audit: ['settlement'],
  product: 'disbursements',
  summary:
    'Void a settlement transaction (administrators), for good: the amount due and amount repaid go back exactly, the ' +
    'credit is reserved again (409 when the credit line no longer has it) and its history row becomes VOIDED. 409 ' +
    'when already voided.',
  input: z.object({ orgId: OrgIdSchema, repaymentId: IdSchema, id: IdSchema }),
  output: RepaymentTransactionSchema,
  roles: [...ADMIN_ROLES],
  access: { table: 'write' },
  terms: false,
  moneyMoving: true,
  example: { orgId: 'demo', repaymentId: DEMO_REPAYMENT, id: '01JNOSUCHTRANSACTION000000' },
});
