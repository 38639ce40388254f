import { describe, expect, it } from 'vitest';
import { StartMobileSignInInputSchema, typedMobileNumber } from '../../shared/domain/identity/mobile-sign-in';

/** The mobile number as an employee types it at sign-in, read as the employee record keeps it (E.164). */
describe('typedMobileNumber', () => {
  it.each([
    ['012-345 6789', '+60123456789'],
    ['011-2345 6789', '+601123456789'],
    ['60123456789', '+60123456789'],
    ['+60 12 345 6789', '+60123456789'],
    ['(012) 345.6789', '+60123456789'],
    ['+65 9123 4567', '+6591234567'],
  ])('reads %s as %s', (typed, e164) => {
    expect(typedMobileNumber(typed)).toBe(e164);
    expect(StartMobileSignInInputSchema.parse({ domain: ' Demo ', mobileNumber: typed })).toEqual({
      domain: 'demo',
      mobileNumber: e164,
    });
  });

  it.each(['12345', 'abc', '', '0123'])('refuses %j with what to type', (typed) => {
    const result = StartMobileSignInInputSchema.safeParse({ domain: 'demo', mobileNumber: typed });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter the mobile number you verified, e.g. 012-345 6789');
  });
});
