import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEMO_LOGINS } from '../../dev/seeds/seed';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';
import { DEMO_BENEFIT_EMPLOYEES } from '../../dev/seeds/seed-benefits';
import { getElectionTotal } from '../../lambdas/data/benefits/elected-wallets';
import { getOrg } from '../../lambdas/data/organisations/orgs';
import { callApi, signIn, stackUrl } from '../support/api';

/**
 * The README's "Demo logins" section is true of the seeded stack (issue 29): the password, each
 * login with its organisation code and role, the one whose terms are not accepted, the 60%
 * election, Disbursements off for Other, and the outbox where the SMS codes are.
 */
const README = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const section = README.split(/^## /m).find((part) => part.startsWith('Demo logins')) ?? '';

interface ReadmeLogin {
  email: string;
  code: string | null;
  role: string;
  note: string;
  tryText: string;
}

/** The section's table: `| login (code) | role[, note] | try |`. */
const readmeLogins: ReadmeLogin[] = section
  .split('\n')
  .filter((line) => /^\| [^ ]+@[^ ]+ \(/.test(line))
  .map((line) => {
    const [login, roleCell, tryText] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    const [, email, code] = (/^([^ ]+) \((?:`([^`]+)`|[^)]*)\)/.exec(login) ?? []) as (string | undefined)[];
    const [role, ...note] = roleCell.split(',').map((part) => part.trim());
    return { email: email ?? login, code: code ?? null, role, note: note.join(', '), tryText };
  });

const byEmail = (email: string) => readmeLogins.find((l) => l.email === email);

describe('the README’s demo logins', () => {
  it('names the demo password and every seeded login, with its organisation code and role', () => {
    expect(/All with the password `([^`]+)`/.exec(section)?.[1]).toBe(DEMO_PASSWORD);
    expect(readmeLogins.map((l) => l.email).sort()).toEqual(DEMO_LOGINS.map((l) => l.email).sort());
    for (const seeded of DEMO_LOGINS) {
      const row = byEmail(seeded.email);
      expect(row?.role.toLowerCase(), seeded.email).toBe(seeded.role.toLowerCase());
      expect(row?.code, seeded.email).toBe(seeded.orgId);
      expect(row?.note.includes('terms not yet accepted'), seeded.email).toBe(
        seeded.acceptedTerms === null && !!seeded.orgId,
      );
    }
  });

  it.each(readmeLogins)('signs $email in as the README says', async (row) => {
    const { claims } = await signIn(row.email, DEMO_PASSWORD);
    expect(String(claims['custom:role']).toLowerCase()).toBe(row.role.toLowerCase());
    expect(claims['custom:tenantId'] ?? null).toBe(row.code);
    expect(!claims['custom:acceptedTerms']).toBe(row.note.includes('terms not yet accepted') || !row.code);
    if (row.code) {
      const found = await callApi('orgs-getOrgTenantId', { email: row.email, domain: row.code });
      expect(found.status, JSON.stringify(found.body)).toBe(200);
    }
  });

  it('tells what the seeded data holds: the 60% election, Disbursements off for Other, the outbox', async () => {
    const elected = Number(/\((\d+)% elected/.exec(byEmail('employee@demo.test')?.tryText ?? '')?.[1]);
    expect(await getElectionTotal('demo', DEMO_BENEFIT_EMPLOYEES.demo)).toBe(elected);

    expect(byEmail('manager@other.test')?.tryText).toContain('Disbursements is off for Other');
    expect((await getOrg('other'))?.disbursements.enable).not.toBe('yes');
    expect(byEmail('executive@demo.test')?.tryText).toContain('disbursements');
    expect((await getOrg('demo'))?.disbursements.enable).toBe('yes');

    expect(byEmail('employee@other.test')?.tryText).toContain('`/outbox`');
    expect((await fetch(stackUrl('/outbox'))).status).toBe(200);
  });
});
