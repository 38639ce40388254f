import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Aspects, Stack } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { beforeAll, describe, expect, it } from 'vitest';
import { partnerDropSettings } from '../../infra/constructs/partner-drop-role';
import { fromRoot } from '../../infra/paths';
import { callables } from '../../shared/callables';
import { handlerPath } from '../../shared/registry/define';
import { DataStack } from '../../infra/stacks/data-stack';
import { nagFindings, synthPlatform, templateOf, testApp } from './synth';
import { entriesOfType, resourcesOf, type PolicyDocument } from './template';

/**
 * The partner drop role (infra/constructs/partner-drop-role.ts): assumable only from the partner's
 * account with its ExternalId, allowed only PutObject under the two drop prefixes; absent without
 * a partner. And the deployed /config.json never carries the local stack's S3 settings.
 */

const PARTNER = { accountId: '111122223333', externalId: 'partner-7Qx2-drop' };

/** The IAM role's fields read here (template.ts types only the ones the other tests read). */
interface RoleProperties {
  AssumeRolePolicyDocument: PolicyDocument;
  Policies?: { PolicyName: string; PolicyDocument: PolicyDocument }[];
  ManagedPolicyArns?: unknown[];
  MaxSessionDuration?: number;
}

/** Roles a principal outside this account may assume (every other role is for an AWS service). */
const partnerRoles = (stack: Stack) =>
  entriesOfType(stack, 'AWS::IAM::Role')
    .map(([id, r]) => [id, r.Properties as unknown as RoleProperties] as const)
    .filter(([, p]) => p.AssumeRolePolicyDocument.Statement.some((s) => JSON.stringify(s).includes(':iam::')));

let platform: ReturnType<typeof synthPlatform>;
beforeAll(() => {
  // One callable is enough: the role lives in the Data stack, config.json in the Web stack.
  const oneCallable = callables.filter((c) => existsSync(fromRoot(handlerPath(c.name)))).slice(0, 1);
  platform = synthPlatform({ partnerDrop: PARTNER, callables: oneCallable });
});

describe('PartnerDropRole', () => {
  it('is assumable only from the partner account, with its ExternalId', () => {
    // prepare / act
    const roles = partnerRoles(platform.data);
    // assess
    expect(roles).toHaveLength(1);
    const [, role] = roles[0];
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { AWS: 'arn:aws:iam::111122223333:root' },
        Condition: { StringEquals: { 'sts:ExternalId': PARTNER.externalId } },
      },
    ]);
    expect(role.MaxSessionDuration).toBe(3600);
  });

  it('may only PutObject under drops/sales/ and drops/settlements/ of the uploads bucket', () => {
    // prepare
    const [[roleId, role]] = partnerRoles(platform.data);
    const bucketId = Object.keys(resourcesOf(platform.data)).find((id) => id.startsWith('UploadsBucket'))!;
    const objects = (prefix: string) => ({ 'Fn::Join': ['', [{ 'Fn::GetAtt': [bucketId, 'Arn'] }, `/${prefix}*`]] });
    // act
    const attached = entriesOfType(platform.data, 'AWS::IAM::Policy').filter(([, p]) =>
      JSON.stringify(p.Properties.Roles ?? []).includes(roleId),
    );
    // assess
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(attached).toEqual([]);
    expect(role.Policies).toHaveLength(1);
    expect(role.Policies![0].PolicyDocument.Statement).toEqual([
      { Effect: 'Allow', Action: 's3:PutObject', Resource: [objects('drops/sales/'), objects('drops/settlements/')] },
    ]);
  });

  it('has its ARN as an output of the Data stack', () => {
    const outputs = readOutputs(platform.data);
    const [[roleId]] = partnerRoles(platform.data);
    expect(outputs.PartnerDropRoleArn?.Value).toEqual({ 'Fn::GetAtt': [roleId, 'Arn'] });
  });

  it('leaves cdk-nag clean (the prefixes wildcard suppressed with its reason, nothing else)', () => {
    // prepare / act
    const { errors, warnings } = nagFindings(platform.assembly, platform.data);
    const [[roleId]] = partnerRoles(platform.data);
    const suppressed = resourcesOf(platform.data)[roleId].Metadata?.cdk_nag?.rules_to_suppress ?? [];
    // assess
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
    expect(suppressed.map((s) => s.id)).toEqual(['AwsSolutions-IAM5']);
  });

  it('does not exist without a partner', () => {
    // prepare
    const app = testApp();
    const data = new DataStack(app, 'NoPartner-Data', { env: { region: 'ap-southeast-1' } });
    Aspects.of(app).add(new AwsSolutionsChecks());
    // act
    const assembly = app.synth();
    // assess
    expect(partnerRoles(data)).toEqual([]);
    expect(readOutputs(data).PartnerDropRoleArn).toBeUndefined();
    expect(nagFindings(assembly, data)).toEqual({ errors: [], warnings: [] });
  });
});

describe('partnerDropSettings (the cdk context)', () => {
  const contextOf = (values: Record<string, string>) => (key: string) => values[key] as string | undefined;

  it('is none without partnerAccountId, and both values with it', () => {
    expect(partnerDropSettings(contextOf({}))).toBeUndefined();
    expect(partnerDropSettings(contextOf({ partnerAccountId: '111122223333', partnerExternalId: 'abc-123' }))).toEqual({
      accountId: '111122223333',
      externalId: 'abc-123',
    });
  });

  it('refuses an account without an ExternalId, an ExternalId alone, and malformed values', () => {
    expect(() => partnerDropSettings(contextOf({ partnerAccountId: '111122223333' }))).toThrow(
      'partnerAccountId needs partnerExternalId',
    );
    expect(() => partnerDropSettings(contextOf({ partnerExternalId: 'abc-123' }))).toThrow(
      'partnerExternalId is set without partnerAccountId',
    );
    const app = testApp();
    const stack = (id: string, partnerDrop: { accountId: string; externalId: string }) =>
      new DataStack(app, id, { partnerDrop });
    expect(() => stack('A', { accountId: '1234', externalId: 'abc-123' })).toThrow(/12-digit AWS account id/);
    expect(() => stack('B', { accountId: '111122223333', externalId: 'has space' })).toThrow(
      /partnerExternalId must be 2 to 1224 characters/,
    );
  });
});

describe('the deployed /config.json', () => {
  it('never names the local S3 (localS3 is the local stack only)', () => {
    // prepare: the files the Web stack's deployment writes, staged as assets in the assembly
    const dir = platform.assembly.directory;
    const configs = readdirSync(dir)
      .filter((name) => name.startsWith('asset.'))
      .map((name) => join(dir, name, 'config.json'))
      .filter((file) => existsSync(file));
    // act
    const parsed = configs.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>);
    // assess
    expect(parsed).toHaveLength(1);
    expect(Object.keys(parsed[0]).sort()).toEqual(['apiBasePath', 'region', 'stage', 'userPoolClientId', 'userPoolId']);
    expect(parsed[0]).not.toHaveProperty('localS3');
  });
});

/** The Outputs section of a stack's template. */
const readOutputs = (stack: Stack) =>
  (templateOf(stack).toJSON() as { Outputs?: Record<string, { Value?: unknown } | undefined> }).Outputs ?? {};
