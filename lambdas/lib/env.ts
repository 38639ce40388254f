/**
 * The settings every handler reads from its environment. CDK sets them on each Lambda;
 * the local stack sets them (with the emulator endpoints) before loading handlers.
 */
function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Environment variable ${name} is not set`);
  return value;
}

export const env = {
  get region() { return process.env.AWS_REGION ?? 'ap-southeast-1'; },
  get tableName() { return required('TABLE_NAME'); },
  get userPoolId() { return required('USER_POOL_ID'); },
  get uploadsBucket() { return required('UPLOADS_BUCKET'); },
  get filesBucket() { return required('FILES_BUCKET'); },
  /**
   * How old (seconds since `auth_time`) a sign-in may be for a sensitive change: bank account,
   * mobile number, password (default 300).
   */
  get reauthWindowSeconds() {
    const value = Number(process.env.REAUTH_WINDOW_SECONDS ?? 300);
    return Number.isFinite(value) && value > 0 ? value : 300;
  },
  /** The verified SES sender of the product's e-mails (deployed, `OUTBOX_DELIVERY=aws`). */
  get outboxFromEmail() { return required('OUTBOX_FROM_EMAIL'); },
  /** Where people reach the provider's support (named in security notices). */
  get supportEmail() { return process.env.SUPPORT_EMAIL || 'support@advance-pay.local'; },
  /** Local emulator endpoints; unset in AWS. */
  get dynamoEndpoint() { return process.env.DYNAMODB_ENDPOINT || undefined; },
  get cognitoEndpoint() { return process.env.COGNITO_ENDPOINT || undefined; },
  get s3Endpoint() { return process.env.S3_ENDPOINT || undefined; },
};
