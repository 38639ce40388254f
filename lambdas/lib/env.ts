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
  /** Local emulator endpoints; unset in AWS. */
  get dynamoEndpoint() { return process.env.DYNAMODB_ENDPOINT || undefined; },
  get cognitoEndpoint() { return process.env.COGNITO_ENDPOINT || undefined; },
  get s3Endpoint() { return process.env.S3_ENDPOINT || undefined; },
};
