import type { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { callables, getCallable } from '../../shared/callables';
import { routeKeyOf, THROTTLE_CLASSES, throttleOf } from '../../shared/registry/throttling';
import { synthPlatform } from './synth';
import { ofType, resourcesOf } from './template';

/**
 * The API's limits as deployed: each callable's route throttled from the registry, and what CDK
 * can show about the answer size. API Gateway and Lambda enforce the 6 MB response limit
 * themselves (a larger answer becomes a 502); the template cannot prove that, only that nothing
 * lifts it (no response streaming, which would allow 20 MB; payload format 2.0 everywhere) and
 * that no function outlives API Gateway's 29 s. The 1 MB guard is in the handler chain
 * (test/unit/make-handler.test.ts) and the 6 MB refusal in the local gateway
 * (test/integration/throttling.test.ts).
 */

let platform: ReturnType<typeof synthPlatform>;
let apiStacks: Stack[];

beforeAll(() => {
  platform = synthPlatform({ nag: false });
  apiStacks = [platform.api, ...platform.api.routeStacks];
});

/** The resources of a type the shared typings do not describe, properties unread. */
const untyped = (stack: Stack, type: string) =>
  Object.values(resourcesOf(stack)).filter((r) => r.Type === type) as {
    Properties: Record<string, unknown>;
    DependsOn?: string[];
  }[];

type RouteSettings = Record<string, { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }>;

describe('per-route throttling', () => {
  const settings = () => {
    const [stage] = untyped(platform.api, 'AWS::ApiGatewayV2::Stage');
    return (stage.Properties.RouteSettings ?? {}) as RouteSettings;
  };

  it('sets every callable route from the registry', () => {
    const expected: RouteSettings = {};
    for (const def of callables) {
      const { rate, burst } = throttleOf(def);
      expected[routeKeyOf(def.name)] = { ThrottlingRateLimit: rate, ThrottlingBurstLimit: burst };
    }
    expect(settings()).toEqual(expected);
  });

  it('gives a code route a low limit, a read a generous one and the per-address look-up more', () => {
    const code = settings()[routeKeyOf('advancePayEmployee-sendVerificationCode')];
    const lookUp = settings()[routeKeyOf('orgs-getOrgTenantId')];
    const read = settings()[routeKeyOf(getCallable('employees-getEmployees').name)];
    expect(code).toEqual({
      ThrottlingRateLimit: THROTTLE_CLASSES.strict.rate,
      ThrottlingBurstLimit: THROTTLE_CLASSES.strict.burst,
    });
    // The look-up is limited per address (WAF); its route limit must not be one a few guessers exhaust.
    expect(lookUp).toEqual({
      ThrottlingRateLimit: THROTTLE_CLASSES.perAddress.rate,
      ThrottlingBurstLimit: THROTTLE_CLASSES.perAddress.burst,
    });
    expect(read.ThrottlingRateLimit).toBe(THROTTLE_CLASSES.read.rate);
    expect(read.ThrottlingRateLimit).toBeGreaterThanOrEqual(10 * code.ThrottlingRateLimit);
  });

  it('deploys the stage after the routes its settings name', () => {
    const [stage] = untyped(platform.api, 'AWS::ApiGatewayV2::Stage');
    const nested = Object.entries(resourcesOf(platform.api))
      .filter(([, r]) => r.Type === 'AWS::CloudFormation::Stack')
      .map(([id]) => id);
    expect(nested).toHaveLength(platform.api.routeStacks.length);
    expect(stage.DependsOn ?? []).toEqual(expect.arrayContaining(nested));
  });
});

describe('answer size', () => {
  it('no callable streams its answer (which would lift the 6 MB limit); every integration is payload 2.0', () => {
    const integrations = apiStacks.flatMap((s) => untyped(s, 'AWS::ApiGatewayV2::Integration'));
    expect(integrations.length).toBeGreaterThanOrEqual(callables.length);
    for (const integration of integrations) {
      expect(integration.Properties.PayloadFormatVersion).toBe('2.0');
      expect(integration.Properties.IntegrationType).toBe('AWS_PROXY');
    }
    const urls = apiStacks.flatMap((s) => untyped(s, 'AWS::Lambda::Url'));
    expect(urls).toEqual([]);
  });

  it("no callable's function runs longer than API Gateway waits (29 s)", () => {
    const timeouts = apiStacks
      .flatMap((s) => ofType(s, 'AWS::Lambda::Function'))
      .filter((f) => f.Properties.Environment?.Variables?.CALLABLE_NAME)
      .map((f) => f.Properties.Timeout);
    expect(timeouts).toHaveLength(callables.length);
    expect(Math.max(...timeouts)).toBeLessThanOrEqual(29);
  });
});
