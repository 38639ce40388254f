import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../../web/src/components/zod-form';
import {
  SettlementCreateFormSchema,
  SettlementEditFormSchema,
  SettlementTransactionFormSchema,
  disbursementChoice,
  parseDisbursementChoice,
} from '../../web/src/features/settlements/settlement-form-schemas';

describe('settlement forms (text in, the callables’ numbers out)', () => {
  it('words every refusal of the new settlement form as the screen does', () => {
    expect(
      fieldErrors(SettlementCreateFormSchema, { choice: '', dueDate: '', amountDue: 'x', amountRepaid: 'y' }),
    ).toEqual({
      choice: 'Please select a disbursement!',
      dueDate: 'Required!',
      amountDue: 'Amount Due only accepts Number',
      amountRepaid: 'Amount Repaid only accepts Number',
    });
    expect(
      fieldErrors(SettlementCreateFormSchema, {
        choice: 'demo/D1',
        dueDate: '2027-01-31',
        amountDue: '0.5',
        amountRepaid: '',
      }),
    ).toEqual({ amountDue: '*Value must be greater than 1!', amountRepaid: 'Required!' });
  });

  it('gives the numbers and the chosen disbursement', () => {
    const parsed = SettlementCreateFormSchema.parse({
      choice: disbursementChoice('demo', '01JDEMO0D1SB0C0MP1ETED0001'),
      dueDate: '2027-01-31',
      amountDue: ' 5250.50 ',
      amountRepaid: '0',
    });
    expect(parsed).toMatchObject({ amountDue: 5250.5, amountRepaid: 0 });
    expect(parseDisbursementChoice(parsed.choice)).toEqual({
      orgId: 'demo',
      disbursementId: '01JDEMO0D1SB0C0MP1ETED0001',
    });
    expect(SettlementEditFormSchema.parse({ dueDate: '2027-02-28', amountDue: '1' })).toEqual({
      dueDate: '2027-02-28',
      amountDue: 1,
    });
  });

  it('a payment is a date and an amount above 0 with at most 2 decimals', () => {
    expect(fieldErrors(SettlementTransactionFormSchema, { paymentDate: '2026-02-30', amountRepaid: '0' })).toEqual({
      paymentDate: 'Not a valid date',
      amountRepaid: 'Amount Repaid must be greater than 0',
    });
    expect(fieldErrors(SettlementTransactionFormSchema, { paymentDate: '2026-11-20', amountRepaid: '1.005' })).toEqual({
      amountRepaid: 'Amount Repaid can have at most 2 decimals',
    });
    expect(SettlementTransactionFormSchema.parse({ paymentDate: '2026-11-20', amountRepaid: '750' }).amountRepaid).toBe(
      750,
    );
  });
});
