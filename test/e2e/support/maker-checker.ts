import type { Locator } from 'playwright-core';
import { callApi, okBody, signIn } from '../../support/api';
import { DEMO_PASSWORD } from '../../../dev/seeds/demo-password';

/**
 * Two people for money in the browser tests (docs/rules.md#maker-checker): whether an approve
 * button is disabled (Cloudscape marks a button with a disabled reason `aria-disabled`, keeping it
 * focusable for its tooltip), and the provider switching the rule off for a test organisation.
 */
export async function isDisabledButton(button: Locator): Promise<boolean> {
  return button.evaluate((el) => {
    const b = el instanceof HTMLButtonElement ? el : el.querySelector('button');
    return !!b && (b.disabled || b.getAttribute('aria-disabled') === 'true');
  });
}

/** The provider's administrator switches the rule off for the organisation (a single-Manager walk). */
export async function switchMakerCheckerOff(orgId: string, reason: string): Promise<void> {
  const admin = (await signIn('admin@platform.test', DEMO_PASSWORD)).idToken;
  okBody(await callApi('orgs-setMakerChecker', { orgId, makerChecker: 'off', reason }, admin));
}
