import { App } from 'aws-cdk-lib';
import { partnerDropSettings } from './constructs/partner-drop-role';
import { createPlatform } from './platform';

/**
 * `npx cdk synth` / `npx cdk deploy` (docs/architecture.md#deployment). Context (`-c key=value` or cdk.json):
 * - `region`: target region (default: CDK_DEFAULT_REGION, else ap-southeast-1);
 * - `account`: target account (default: CDK_DEFAULT_ACCOUNT; none needed to synth);
 * - `stage`: written into /config.json (default prod);
 * - `corsOrigins`: comma-separated origins for presigned uploads (default *);
 * - `nag`: 'false' skips the cdk-nag AwsSolutions checks (default on);
 * - `senderEmail`: the SES-verified address e-mails are sent from (set it before deploying);
 * - `supportEmail`: the support address security notices name (default the sender);
 * - `siteUrl`: the site's public address (the CloudFront domain or its alias) that e-mails link to;
 * - `reauthWindowSeconds`: how recent a sign-in must be for a new bank account, mobile number or
 *   password (default 300);
 * - `retentionDays`: days a former employee's personal data is kept before the
 *   personal-data-retention job anonymises it (RETENTION_DAYS, default 365; docs/rules.md#privacy);
 * - `partnerAccountId` and `partnerExternalId`: the AWS account of the partner whose system drops
 *   sales and settlement files, and the ExternalId it must pass: creates the partner drop role
 *   (PutObject under drops/sales/ and drops/settlements/ only). Absent: no partner role.
 * - `apiOriginDomain` and `apiOriginCertificateArn`: a domain name of the API's own and its ACM
 *   certificate (in the API's region): CloudFront then reaches the API there and the default
 *   execute-api endpoint is switched off, so no request bypasses the site's web ACL. Absent: that
 *   endpoint stays open (a synth warning says so).
 * - `alarmEmail`: the address every alarm is e-mailed to (an SNS e-mail subscription, confirmed
 *   from the first message; docs/operations.md). Absent: the alarms notify a topic nobody reads.
 */
const app = new App();
const context = (key: string): string | undefined => {
  const value: unknown = app.node.tryGetContext(key);
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

createPlatform(app, {
  env: {
    account: context('account') ?? process.env.CDK_DEFAULT_ACCOUNT,
    region: context('region') ?? process.env.CDK_DEFAULT_REGION ?? 'ap-southeast-1',
  },
  stage: context('stage'),
  corsOrigins: context('corsOrigins')
    ?.split(',')
    .map((o) => o.trim())
    .filter(Boolean),
  nag: context('nag') !== 'false',
  senderEmail: context('senderEmail'),
  supportEmail: context('supportEmail'),
  reauthWindowSeconds: context('reauthWindowSeconds') ? Number(context('reauthWindowSeconds')) : undefined,
  retentionDays: context('retentionDays') ? Number(context('retentionDays')) : undefined,
  siteUrl: context('siteUrl'),
  partnerDrop: partnerDropSettings(context),
  apiOrigin: apiOrigin(),
  alarmEmail: context('alarmEmail'),
});

function apiOrigin() {
  const domainName = context('apiOriginDomain');
  const certificateArn = context('apiOriginCertificateArn');
  if (!domainName && !certificateArn) return undefined;
  if (!domainName || !certificateArn)
    throw new Error('Set both apiOriginDomain and apiOriginCertificateArn, or neither.');
  return { domainName, certificateArn };
}

app.synth();
