import type { Page } from 'playwright-core';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { callApi, expectOk, okBody, signIn } from '../support/api';
import { useBrowser, chooseOption, expectPath, expectToast, LoginPage, newPage, siteUrl } from './support/browser';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const browser = useBrowser();

/** Page object of the organisation form. */
class OrganisationForm {
  constructor(readonly page: Page) {}

  async fill(values: Record<string, string>) {
    for (const [field, value] of Object.entries(values))
      await this.page.getByTestId(`org-${field}`).locator('input').first().fill(value);
  }

  async choose(field: string, option: string) {
    await chooseOption(this.page.getByTestId(`org-${field}`), option);
  }

  /** The wallets multiselect shows tokens, not the choice, on its trigger. */
  async chooseWallet(option: string) {
    await this.page.getByTestId('org-wallets').locator('button').first().click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  fieldText(field: string) {
    return this.page.getByTestId(`org-${field}-field`).innerText();
  }

  async submit() {
    await this.page.getByTestId('org-submit').click();
  }
}

describe('organisation administration in the browser', () => {
  // A long walk (every field of Create Organization, two attachments, then a sign-in): more than the default minute on a busy machine.
  it(
    'an admin creates an Active organisation with Advance Pay and disbursements; a user of it signs in with its code',
    { timeout: 180_000 },
    async () => {
      const code = `e2e${ulid().slice(-10).toLowerCase()}`;
      const name = `Browser Test ${ulid().slice(-6)}`;
      const { context, page } = await newPage(browser());
      await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/internal\/.+/);

      await page.goto(siteUrl('/internal/organizations'));
      await page.getByTestId('org-create').click();
      await expectPath(page, '/internal/organizations/create');
      const form = new OrganisationForm(page);

      // Active makes the company's details required; the blocks appear with their switches.
      await form.fill({ name });
      await form.choose('status', 'Active');
      await form.submit();
      await expect.poll(() => form.fieldText('domain'), { timeout: 15_000 }).toContain('*Required');
      await expect(page.getByTestId('org-advance-pay').count()).resolves.toBe(0);

      await form.fill({
        domain: code,
        signupDate: '01/11/2026',
        registration: '202601012345 (1234567-T)',
        industry: 'Retail',
        bankDetails: 'Maybank 514000000001',
        telephone: '+60320000001',
        website: 'https://browser.example.my',
        mainContact: 'Tan Ah Kow',
        mainContactNumber: '+60120000001',
        address: '1 Jalan Test',
        city: 'Shah Alam',
        postcode: '40000',
      });
      await form.choose('companySize', 'Small (10-49)');
      await form.choose('state', 'Selangor');
      await form.choose('advancePay', 'Yes');
      await page.getByTestId('org-advance-pay').waitFor();
      await expect(page.getByTestId('org-advancePayMax').locator('input').inputValue()).resolves.toBe('2000');
      await form.fill({ payDay: '25', cutoffDate: '40', serviceFeePercentage: '5' });
      await form.choose('serviceFeePaidBy', 'Employee');
      // Instant payout: its fee is asked for only once it is on.
      await expect(page.getByTestId('org-instantPayoutFeePercentage').count()).resolves.toBe(0);
      await form.choose('instantPayout', 'Yes');
      await form.fill({ instantPayoutFeePercentage: '1.5' });
      await form.choose('disbursementsEnable', 'Yes');
      await page.getByTestId('org-disbursements').waitFor();
      await expect(page.getByTestId('org-monthlyFeePercentage').locator('input').inputValue()).resolves.toBe('1.5');
      await form.fill({ initialCreditLimit: '50000', platformFeePercentage: '2' });
      // wallets are required: the Active e-wallets are offered
      await form.submit();
      await expect.poll(() => form.fieldText('wallets'), { timeout: 15_000 }).toContain('*Required');
      await form.chooseWallet("Touch 'n Go eWallet");
      await page.keyboard.press('Escape');
      await form.submit();
      await expect
        .poll(() => form.fieldText('cutoffDate'), { timeout: 15_000 })
        .toContain('Value should be less than or equal to 31');

      await form.fill({ cutoffDate: '20' });
      await form.submit();
      await expectToast(page, 'success', 'Organization created successfully!');
      await expect
        .poll(() => new URL(page.url()).pathname, { timeout: 15_000 })
        .toMatch(/^\/internal\/organizations\/[0-9A-Z]{26}\/view$/);
      const orgId = new URL(page.url()).pathname.split('/')[3];
      await expect
        .poll(() => page.getByTestId('org-view-disbursements').innerText(), { timeout: 15_000 })
        .toContain('RM 50,000.00');
      await expect(page.getByTestId('org-view-details').innerText()).resolves.toContain('01/11/2026');
      await expect(page.getByTestId('org-view-advance-pay').innerText()).resolves.toContain('RM 2,000.00');
      await expect(page.getByTestId('org-view-advance-pay').innerText()).resolves.toContain('Yes, fee 1.5%');
      await context.close();

      // A login for it (users-createUser), then the organisation's sign-in with its code in capitals.
      const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
      const email = `e2e-org-${ulid().toLowerCase()}@example.test`;
      const password = 'Str0ng-Pass!';
      const created = await callApi(
        'users-createUser',
        {
          orgId,
          tenantId: orgId,
          email,
          firstName: 'Nadia',
          lastName: 'Yusof',
          displayName: 'Nadia Yusof',
          role: 'Manager',
          status: 'Active',
          password,
        },
        admin,
      );
      expectOk(created);

      const user = await newPage(browser());
      const login = new LoginPage(user.page);
      await login.signIn({ code: code.toUpperCase(), email, password });
      await login.setNewPassword('Th3ir-0wn-Pass!');
      await expectPath(user.page, '/management/dashboard');
      await expect.poll(() => user.page.getByTestId('top-nav').innerText(), { timeout: 15_000 }).toContain(name);
      await user.context.close();
    },
  );

  it('an admin clears one field of an organisation and changes another: the rest stays as it was', async () => {
    // prepare: an Onboarding organisation with a website and a telephone number
    const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
    const created = await callApi(
      'orgs-createOrg',
      {
        name: `Edit Test ${ulid().slice(-6)}`,
        status: 'Onboarding',
        eBenefits: 'no',
        advancePay: 'no',
        disbursements: { enable: 'no' },
        franchiseType: 'non_franchise',
        wallets: ['01JDEMO0WALLET00000000TNG0'],
        website: 'https://before.example.my',
        telephone: '+60320000002',
        mainContact: 'Before Contact',
        city: 'Ipoh',
      },
      admin,
    );
    expectOk(created);
    const { context, page } = await newPage(browser());
    await new LoginPage(page).signIn({ email: 'admin@platform.test', password: DEMO_PASSWORD });
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toMatch(/^\/internal\/.+/);

    // act
    await page.goto(siteUrl(`/internal/organizations/${created.body.id}/edit`));
    const form = new OrganisationForm(page);
    await expect
      .poll(() => page.getByTestId('org-website').locator('input').first().inputValue(), { timeout: 15_000 })
      .toBe('https://before.example.my');
    await form.fill({ website: '', mainContact: 'After Contact' });
    await form.submit();
    await expectToast(page, 'success', 'Organization updated successfully!');
    await context.close();

    // assess
    const after = okBody(await callApi('orgs-getOrgInfo', { orgId: created.body.id }, admin));
    expect(after).not.toHaveProperty('website');
    expect(after).toMatchObject({
      mainContact: 'After Contact',
      telephone: '+60320000002',
      city: 'Ipoh',
      wallets: ['01JDEMO0WALLET00000000TNG0'],
    });
  });
});
