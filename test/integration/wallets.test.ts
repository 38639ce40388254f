import { beforeAll, describe, expect, it } from 'vitest';
import { ulid } from 'ulid';
import { epochSeconds } from '../../shared/domain/time/time';
import { createOrg } from '../../lambdas/data/organisations/orgs';
import { callApi, callApiRaw, expectOk, expectRefused, okBody, signIn, type NamedInput } from '../support/api';
import { createTestUser } from '../support/users';
import type { CallableInput } from '../../shared/callables/index';
import { match } from '../support/matchers';
import { badgePng } from '../../dev/png';
import { DEMO_PASSWORD } from '../../dev/seeds/demo-password';

const LOGO = badgePng('#123456', '#FFFFFF', 'T');

let admin: string;
let manager: string;
let employee: string;

beforeAll(async () => {
  admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  manager = (await signIn('manager@demo.test', DEMO_PASSWORD)).idToken;
  const emp = await createTestUser({ role: 'employee', orgId: 'demo', acceptedTerms: true });
  employee = (await signIn(emp.email, emp.password)).idToken;
});

const fields = (extra: Partial<CallableInput<'wallets-createWallet'>> = {}): CallableInput<'wallets-createWallet'> => ({
  name: `Test Wallet ${ulid().slice(-8)}`,
  status: 'Active',
  supportLink: 'https://help.example.com.my/wallet',
  minimumAmount: 12.5,
  ...extra,
});

/** A logo sent as the browser sends it: presigned PUT with exactly the given headers. */
async function uploadLogo(): Promise<{ key: string; fileName: string }> {
  const res = await callApi(
    'uploads-getUploadUrl',
    { purpose: 'walletLogo', fileName: 'test-logo.png', contentType: 'image/png', size: LOGO.length },
    admin,
  );
  expectOk(res);
  const put = await fetch(res.body.uploadUrl, { method: 'PUT', headers: res.body.headers, body: new Uint8Array(LOGO) });
  expect(put.ok).toBe(true);
  return { key: res.body.key, fileName: 'test-logo.png' };
}

describe('e-wallets (admin)', () => {
  it('creates, reads, lists, edits and deletes a wallet; the amount is RM at the API', async () => {
    const logo = await uploadLogo();
    const created = await callApi('wallets-createWallet', fields({ logo }), admin);
    expectOk(created);
    expect(created.body).toMatchObject({
      status: 'Active',
      minimumAmount: 12.5,
      logo: { key: logo.key, fileName: 'test-logo.png' },
      createdBy: match.any(String),
    });
    const id = created.body.id;

    const one = await callApi('wallets-getWallet', { walletId: id }, admin);
    expectOk(one);
    const image = await fetch(one.body.logo!.url!);
    expect(image.status).toBe(200);
    expect(Buffer.from(await image.arrayBuffer())).toEqual(LOGO);

    const list = await callApi('wallets-getWalletsList', {}, admin);
    expectOk(list);
    expect(list.body.items.map((w: { id: string }) => w.id)).toContain(id);

    const edited = await callApi(
      'wallets-editWallet',
      {
        ...fields({ name: created.body.name, status: 'InActive', minimumAmount: 3 }),
        walletId: id,
        modifiedAt: one.body.modifiedAt,
      },
      admin,
    );
    expectOk(edited);
    expect(edited.body).toMatchObject({ status: 'InActive', minimumAmount: 3, logo: { key: logo.key } });

    const stale = await callApi(
      'wallets-editWallet',
      { ...fields(), walletId: id, modifiedAt: one.body.modifiedAt },
      admin,
    );
    expectRefused(stale, 409);

    const removedLogo = await callApi(
      'wallets-editWallet',
      { ...fields({ name: created.body.name }), logo: null, walletId: id },
      admin,
    );
    expectOk(removedLogo);
    expect(removedLogo.body.logo).toBeUndefined();

    const deleted = await callApi('wallets-deleteWallet', { walletId: id }, admin);
    expect(deleted).toMatchObject({ status: 200, body: { ok: true } });
    expect((await callApi('wallets-getWallet', { walletId: id }, admin)).status).toBe(404);
    const after = await callApi('wallets-getWalletsList', {}, admin);
    expectOk(after);
    expect(after.body.items.map((w: { id: string }) => w.id)).not.toContain(id);
    expect((await callApi('wallets-deleteWallet', { walletId: id }, admin)).status).toBe(404);
  });

  it.each([
    ['supportLink', { supportLink: 'www.example.com' }, '*Not a valid url.'],
    ['minimumAmount', { minimumAmount: 0 }, 'Value should be greater than zero'],
    ['status', { status: 'Inactive' }, undefined],
    ['name', { name: '' }, '*Required'],
  ])('refuses (400) a wallet with a bad %s and stores nothing', async (field, extra, message) => {
    const payload = { ...fields(), ...extra };
    const res = await callApiRaw('wallets-createWallet', payload, admin);
    expectRefused(res, 400);
    const detail = res.body.errorInfo.details?.find((d) => d.field === field);
    expect(detail).toBeDefined();
    if (message) expect(detail?.message).toBe(message);
    const list = await callApi('wallets-getWalletsList', {}, admin);
    expectOk(list);
    expect(list.body.items.map((w: { name: string }) => w.name)).not.toContain(payload.name);
  });

  it('refuses a logo key that is not an uploaded wallet logo', async () => {
    const res = await callApi(
      'wallets-createWallet',
      fields({ logo: { key: 'orgs/demo/attachments/x/contract.pdf', fileName: 'contract.pdf' } }),
      admin,
    );
    expectRefused(res, 400);
    expect(res.body.errorInfo.details?.[0].field).toBe('logo.key');
  });

  it('refuses (409) deleting a wallet an organisation offers, and changes nothing', async () => {
    const wallet = okBody(await callApi('wallets-createWallet', fields(), admin));
    const orgId = `wal-${ulid().toLowerCase()}`;
    const now = epochSeconds();
    await createOrg({
      id: orgId,
      tenantId: orgId,
      name: `Wallet Test ${orgId}`,
      status: 'Onboarding',
      eBenefits: 'yes',
      advancePay: 'no',
      disbursements: { enable: 'no' },
      franchiseType: 'non_franchise',
      wallets: [wallet.id],
      createdAt: now,
      modifiedAt: now,
    });
    const res = await callApi('wallets-deleteWallet', { walletId: wallet.id }, admin);
    expectRefused(res, 409);
    expect(res.body.errorInfo.details?.[0].message).toContain(`Wallet Test ${orgId}`);
    expect((await callApi('wallets-getWallet', { walletId: wallet.id }, admin)).status).toBe(200);
  });

  it('shows an employee only the Active wallets, each logo as a URL the browser can load', async () => {
    const logo = await uploadLogo();
    const active = okBody(await callApi('wallets-createWallet', fields({ logo }), admin));
    const inactive = okBody(await callApi('wallets-createWallet', fields({ status: 'InActive' }), admin));
    const res = await callApi('wallets-getActiveWallets', {}, employee);
    expectOk(res);
    const ids = res.body.items.map((w: { id: string }) => w.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    const mine = res.body.items.find((w: { id: string }) => w.id === active.id);
    expect(mine).toEqual({
      id: active.id,
      name: active.name,
      supportLink: active.supportLink,
      minimumAmount: 12.5,
      logoUrl: match.any(String),
    });
    expect((await fetch(mine!.logoUrl!)).status).toBe(200);
    expect((await callApi('wallets-getActiveWallets', {}, manager)).status).toBe(200);
  });

  it.each<
    NamedInput<
      | 'wallets-getWalletsList'
      | 'wallets-getWallet'
      | 'wallets-createWallet'
      | 'wallets-editWallet'
      | 'wallets-deleteWallet'
    >
  >([
    ['wallets-getWalletsList', {}],
    ['wallets-getWallet', { walletId: 'x' }],
    [
      'wallets-createWallet',
      { name: 'Nope', status: 'Active', supportLink: 'https://nope.example.com', minimumAmount: 5 },
    ],
    [
      'wallets-editWallet',
      { walletId: 'x', name: 'Nope', status: 'Active', supportLink: 'https://nope.example.com', minimumAmount: 5 },
    ],
    ['wallets-deleteWallet', { walletId: 'x' }],
  ])('refuses (403) %s to a Manager and an employee', async (name, payload) => {
    for (const token of [manager, employee]) {
      const res = await callApi(name, payload, token);
      expectRefused(res, 403);
      expect(res.body.errorInfo.code).toBe('FORBIDDEN');
    }
  });
});
