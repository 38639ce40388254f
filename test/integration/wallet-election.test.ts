import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { CallableInput } from '../../shared/callables/index';
import { ELECTION_MESSAGES } from '../../shared/domain/benefits/wallet-election';
import { callApi, expectOk, expectRefused, okBody, signIn } from '../support/api';
import { freshEmployee } from '../support/own-profile';
import { DEMO_WALLET_IDS } from '../../dev/seeds/seed-wallets';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const tokens = {} as Record<'manager' | 'admin', string>;
beforeAll(async () => {
  const [manager, admin] = await Promise.all(
    ['manager@demo.test', 'admin@platform.test'].map(async (e) => (await signIn(e, DEMO_PASSWORD)).idToken),
  );
  Object.assign(tokens, { manager, admin });
});

const PNG = 'not really a png, but the bytes the signature covers';

/** Upload a screenshot as the employee's browser does: a presigned PUT into their own folder. */
async function uploadScreenshot(token: string, fileName = 'verified.png') {
  const res = await callApi(
    'uploads-getUploadUrl',
    { purpose: 'walletScreenshot', fileName, contentType: 'image/png', size: Buffer.byteLength(PNG) },
    token,
  );
  expectOk(res);
  const put = await fetch(res.body.uploadUrl, {
    method: 'PUT',
    headers: { origin: new URL(inject('stackUrl')).origin, ...res.body.headers },
    body: PNG,
  });
  expect(put.status).toBe(200);
  return { key: res.body.key, fileName };
}

type Save = CallableInput<'employeeWallets-saveElectedWallet'>;
const election = (over: Partial<Save>): Save => ({
  walletId: DEMO_WALLET_IDS.tng,
  accountNumber: '0123456789',
  percentage: 60,
  accountVerified: 'Yes',
  ...over,
});

const totals = async (token: string) =>
  okBody(await callApi('employeeWallets-getNonElectedWallets', {}, token)).wallets;

describe('wallet election', () => {
  it('elects wallets up to 100%, never above, and shows what is left to elect', async () => {
    const { token, employee } = await freshEmployee('demo');
    const before = await totals(token);
    expect(before.allocatedPercentage).toBe(0);
    expect(before.wallets.map((w) => w.id).sort()).toEqual(
      [DEMO_WALLET_IDS.tng, DEMO_WALLET_IDS.boost, DEMO_WALLET_IDS.grab].sort(),
    );
    const missing = async () =>
      okBody(await callApi('employees-getEmployeesWithMissingPaymentElection', {}, tokens.manager)).items.map(
        (e) => e.employeeICNumber,
      );
    expect(await missing()).toContain(employee.employeeICNumber);

    const shot = await uploadScreenshot(token);
    expect(shot.key.startsWith(`orgs/demo/employees/${employee.employeeICNumber}/wallet-screenshots/`)).toBe(true);
    const tng = okBody(
      await callApi('employeeWallets-saveElectedWallet', election({ statusVerificationScreenshot: shot }), token),
    );
    expect(tng).toMatchObject({ id: DEMO_WALLET_IDS.tng, name: "Touch 'n Go eWallet", percentage: 60 });
    const after = await totals(token);
    expect(after.allocatedPercentage).toBe(60);
    expect(after.wallets.map((w) => w.id)).not.toContain(DEMO_WALLET_IDS.tng);

    const again = await callApi(
      'employeeWallets-saveElectedWallet',
      election({ statusVerificationScreenshot: shot }),
      token,
    );
    expectRefused(again, 409);
    expect(again.body.errorInfo.message).toBe(ELECTION_MESSAGES.alreadyElected);

    const over = await callApi(
      'employeeWallets-saveElectedWallet',
      election({ walletId: DEMO_WALLET_IDS.boost, percentage: 41, statusVerificationScreenshot: shot }),
      token,
    );
    expectRefused(over, 409);
    expect(over.body.errorInfo.message).toBe('Allocating more than 100% of your entitled amount is not possible!');

    okBody(
      await callApi(
        'employeeWallets-saveElectedWallet',
        election({ walletId: DEMO_WALLET_IDS.boost, percentage: 40, statusVerificationScreenshot: shot }),
        token,
      ),
    );
    const list = okBody(await callApi('employeeWallets-getElectedWallets', {}, token));
    expect(list.allocatedPercentage).toBe(100);
    expect(list.items.map((w) => w.percentage).sort()).toEqual([40, 60]);
    expect(await missing()).not.toContain(employee.employeeICNumber);
  });

  it('edits and deletes, moving the total by the difference', async () => {
    const { token } = await freshEmployee('demo');
    const shot = await uploadScreenshot(token);
    const tng = okBody(
      await callApi(
        'employeeWallets-saveElectedWallet',
        election({ percentage: 70, statusVerificationScreenshot: shot }),
        token,
      ),
    );
    okBody(
      await callApi(
        'employeeWallets-saveElectedWallet',
        election({ walletId: DEMO_WALLET_IDS.grab, percentage: 30, statusVerificationScreenshot: shot }),
        token,
      ),
    );
    const edit = (over: Partial<CallableInput<'employeeWallets-editElectedWallet'>>) =>
      callApi(
        'employeeWallets-editElectedWallet',
        { id: tng.id, accountNumber: '0999', percentage: 70, accountVerified: 'Yes', ...over },
        token,
      );
    const tooMuch = await edit({ percentage: 71 });
    expectRefused(tooMuch, 409);
    expect(tooMuch.body.errorInfo.message).toBe(ELECTION_MESSAGES.overAllocated);

    // The screenshot is kept when none is sent.
    const edited = okBody(await edit({ percentage: 50, modifiedAt: tng.modifiedAt }));
    expect(edited).toMatchObject({ percentage: 50, accountNumber: '0999', statusVerificationScreenshot: shot });
    expect((await totals(token)).allocatedPercentage).toBe(80);
    expectRefused(await edit({ percentage: 40, modifiedAt: tng.modifiedAt }), 409);

    const one = okBody(await callApi('employeeWallets-getElectedWallet', { id: tng.id }, token));
    expect(one.wallet.screenshotUrl).toEqual(expect.any(String));
    expect(one.wallet.supportLink).toMatch(/^https:/);
    expect(one.allocatedPercentage).toBe(80);

    expect(okBody(await callApi('employeeWallets-deleteElectedWallet', { id: tng.id }, token))).toEqual({ ok: true });
    const left = await totals(token);
    expect(left.allocatedPercentage).toBe(30);
    expect(left.wallets.map((w) => w.id)).toContain(DEMO_WALLET_IDS.tng);
    expectRefused(await callApi('employeeWallets-deleteElectedWallet', { id: tng.id }, token), 404);
    expectRefused(await callApi('employeeWallets-getElectedWallet', { id: tng.id }, token), 404);
  });

  it('keeps the ceiling when two saves race: one is refused and the total is 60', async () => {
    const { token } = await freshEmployee('demo');
    const shot = await uploadScreenshot(token);
    const [a, b] = await Promise.all(
      [DEMO_WALLET_IDS.tng, DEMO_WALLET_IDS.boost].map((walletId) =>
        callApi(
          'employeeWallets-saveElectedWallet',
          election({ walletId, percentage: 60, statusVerificationScreenshot: shot }),
          token,
        ),
      ),
    );
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const refused = a.status === 200 ? b : a;
    expectRefused(refused, 409);
    expect(refused.body.errorInfo.message).toBe(ELECTION_MESSAGES.overAllocated);
    const list = okBody(await callApi('employeeWallets-getElectedWallets', {}, token));
    expect(list.allocatedPercentage).toBe(60);
    expect(list.items).toHaveLength(1);
  });

  it('refuses an unverified account, a missing screenshot and percentages outside 1–100', async () => {
    const { token } = await freshEmployee('demo');
    const shot = await uploadScreenshot(token);
    const no = await callApi('employeeWallets-saveElectedWallet', election({ accountVerified: 'No' }), token);
    expectRefused(no, 400);
    expect(no.body.errorInfo.details?.[0].field).toBe('accountVerified');
    const noShot = await callApi('employeeWallets-saveElectedWallet', election({}), token);
    expectRefused(noShot, 400);
    expect(noShot.body.errorInfo.details?.[0].field).toBe('statusVerificationScreenshot');
    for (const [percentage, message] of [
      [0, ELECTION_MESSAGES.tooLow],
      [101, ELECTION_MESSAGES.tooHigh],
    ] as const) {
      const res = await callApi(
        'employeeWallets-saveElectedWallet',
        election({ percentage, statusVerificationScreenshot: shot }),
        token,
      );
      expectRefused(res, 400);
      expect(res.body.errorInfo.details).toEqual([{ field: 'percentage', message }]);
    }
    const notOffered = await callApi(
      'employeeWallets-saveElectedWallet',
      election({ walletId: DEMO_WALLET_IDS.shopee, statusVerificationScreenshot: shot }),
      token,
    );
    expectRefused(notOffered, 400);
    expect((await totals(token)).allocatedPercentage).toBe(0);
  });

  it("refuses a screenshot of another employee's or organisation's folder (403)", async () => {
    const me = await freshEmployee('demo');
    const colleague = await freshEmployee('demo');
    const theirs = await uploadScreenshot(colleague.token);
    const stolen = await callApi(
      'employeeWallets-saveElectedWallet',
      election({ statusVerificationScreenshot: theirs }),
      me.token,
    );
    expectRefused(stolen, 403);
    for (const key of [
      `orgs/demo/attachments/01J00000000000000000000000/contract.pdf`,
      `orgs/other/employees/${me.employee.employeeICNumber}/wallet-screenshots/x/a.png`,
      `orgs/demo/employees/${me.employee.employeeICNumber}/wallet-screenshots/../../${colleague.employee.employeeICNumber}/a.png`,
    ]) {
      expectRefused(
        await callApi(
          'employeeWallets-saveElectedWallet',
          election({ statusVerificationScreenshot: { key, fileName: 'a.png' } }),
          me.token,
        ),
        403,
        key,
      );
    }
    // The colleague's screenshot is theirs and their managers' to see, not another employee's.
    expectRefused(await callApi('uploads-getDownloadUrl', { key: theirs.key }, me.token), 404);
    expectOk(await callApi('uploads-getDownloadUrl', { key: theirs.key }, colleague.token));
    expectOk(await callApi('uploads-getDownloadUrl', { key: theirs.key }, tokens.manager));
  });

  it('keeps each employee to their own elections, and the calls to employees', async () => {
    const me = await freshEmployee('demo');
    const other = await freshEmployee('demo');
    const shot = await uploadScreenshot(other.token);
    okBody(
      await callApi('employeeWallets-saveElectedWallet', election({ statusVerificationScreenshot: shot }), other.token),
    );
    // The id names an election of the caller only: another employee's is unknown to them.
    expectRefused(await callApi('employeeWallets-getElectedWallet', { id: DEMO_WALLET_IDS.tng }, me.token), 404);
    expectRefused(await callApi('employeeWallets-deleteElectedWallet', { id: DEMO_WALLET_IDS.tng }, me.token), 404);
    expect((await totals(other.token)).allocatedPercentage).toBe(60);

    expectRefused(await callApi('employeeWallets-getElectedWallets', {}, tokens.manager), 403);
    expectRefused(await callApi('employeeWallets-saveElectedWallet', election({}), tokens.manager), 403);
  });

  it('takes wallet screenshots from employees only, images only', async () => {
    const { token } = await freshEmployee('demo');
    const svg = await callApi(
      'uploads-getUploadUrl',
      { purpose: 'walletScreenshot', fileName: 'a.svg', contentType: 'image/svg+xml', size: 10 },
      token,
    );
    expectRefused(svg, 400);
    expect(svg.body.errorInfo.details?.[0].field).toBe('contentType');
    expectRefused(
      await callApi(
        'uploads-getUploadUrl',
        { purpose: 'walletLogo', fileName: 'a.png', contentType: 'image/png', size: 10 },
        token,
      ),
      403,
    );
    expectRefused(
      await callApi(
        'uploads-getUploadUrl',
        { purpose: 'walletScreenshot', fileName: 'a.png', contentType: 'image/png', size: 10 },
        tokens.admin,
      ),
      403,
    );
  });
});
