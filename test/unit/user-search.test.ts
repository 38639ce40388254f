import { describe, expect, it } from 'vitest';
import { isWholeEmail, UserSearchSchema } from '../../shared/domain/identity/user-search';
import type { User } from '../../shared/domain/identity/user';
import { matchesUserSearch } from '../../lambdas/data/identity/users';

const aina: User = {
  id: 'u1',
  tenantId: 'demo',
  orgId: 'demo',
  displayName: 'Cik Aina',
  firstName: 'Aina',
  lastName: 'Rahman',
  email: 'aina.rahman@demo.test',
  role: 'Manager',
  status: 'Active',
  createdAt: 1,
  modifiedAt: 1,
};

describe('the users list search', () => {
  it('looks up a whole e-mail address exactly, and matches any other text', () => {
    expect(isWholeEmail(' Aina.Rahman@Demo.test ')).toBe(true);
    expect(isWholeEmail('@demo.test')).toBe(false);
    expect(isWholeEmail('aina.rahman@')).toBe(false);
    expect(isWholeEmail('aina')).toBe(false);
  });

  it('matches the names, both names together and the e-mail, the text being lower-case', () => {
    for (const text of ['cik', 'aina', 'rahman', 'aina rahman', '@demo.test', 'man@dem']) {
      expect(matchesUserSearch(aina, text), text).toBe(true);
    }
    expect(matchesUserSearch(aina, 'rahman aina')).toBe(false);
    expect(matchesUserSearch(aina, 'other')).toBe(false);
  });

  it('takes a trimmed text of 1 to 254 characters', () => {
    expect(UserSearchSchema.parse('  aina ')).toBe('aina');
    expect(UserSearchSchema.safeParse('   ').success).toBe(false);
    expect(UserSearchSchema.safeParse('x'.repeat(255)).success).toBe(false);
  });
});
