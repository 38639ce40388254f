import { describe, expect, it } from 'vitest';
import {
  hasBankAccount,
  hasVerifiedMobile,
  MISSING_STEP_MESSAGES,
  missingWithdrawalSteps,
  type WithdrawalStepFacts,
} from '../../shared/domain/advance-pay/withdrawal-steps';
import { en } from '../../shared/i18n/catalogue';

const ready: WithdrawalStepFacts = {
  mobileNumber: '+60111234567',
  mobileNumberVerified: true,
  accountNumber: '114011112222',
  bankCode: 'MBBEMYKL',
  bank: 'Maybank',
};

describe('what a withdrawal still needs from the employee', () => {
  it('nothing when the mobile number is verified and a bank account is on record', () => {
    expect(missingWithdrawalSteps(ready)).toEqual([]);
  });

  it('the mobile number when it is missing or not verified yet (a number a manager typed)', () => {
    expect(missingWithdrawalSteps({ ...ready, mobileNumber: undefined })).toEqual(['mobileNumber']);
    expect(missingWithdrawalSteps({ ...ready, mobileNumberVerified: false })).toEqual(['mobileNumber']);
    expect(missingWithdrawalSteps({ ...ready, mobileNumberVerified: undefined })).toEqual(['mobileNumber']);
    // A verified flag left on a record without a number is no number to send codes to.
    expect(hasVerifiedMobile({ ...ready, mobileNumber: '' })).toBe(false);
  });

  it('the bank account when the account number or its bank is missing', () => {
    expect(missingWithdrawalSteps({ ...ready, accountNumber: undefined })).toEqual(['bankAccount']);
    expect(missingWithdrawalSteps({ ...ready, bankCode: undefined, bank: undefined })).toEqual(['bankAccount']);
    // The bank's name alone (an old import) or its code alone is enough to pay into.
    expect(hasBankAccount({ ...ready, bankCode: undefined })).toBe(true);
    expect(hasBankAccount({ ...ready, bank: undefined })).toBe(true);
  });

  it('both, mobile number first (the order the profile setup asks in)', () => {
    expect(missingWithdrawalSteps({})).toEqual(['mobileNumber', 'bankAccount']);
    expect(
      missingWithdrawalSteps({ mobileNumber: '+60111234567', mobileNumberVerified: false, accountNumber: '1' }),
    ).toEqual(['mobileNumber', 'bankAccount']);
  });

  it("the refusals send the employee to their profile, never to their manager, and are the catalogue's", () => {
    const english = Object.values(en) as string[];
    for (const message of Object.values(MISSING_STEP_MESSAGES)) {
      expect(message).toMatch(/in your profile/);
      expect(message).not.toMatch(/manager/i);
      expect(english).toContain(message);
    }
  });
});
