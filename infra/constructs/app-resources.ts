import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { NagSuppressions } from 'cdk-nag';
import type { AppFunction } from './app-function';

/** The stateful resources every handler works with (lambdas/lib/env.ts). */
export interface AppResources {
  table: dynamodb.ITable;
  uploadsBucket: s3.IBucket;
  filesBucket: s3.IBucket;
  userPool: cognito.IUserPool;
  /** The secret page cursors are encrypted with. */
  cursorSecret: secretsmanager.ISecret;
}

/** The environment variables lambdas/lib/env.ts reads (AWS_REGION is set by Lambda). */
export const appEnvironment = (r: AppResources): Record<string, string> => ({
  TABLE_NAME: r.table.tableName,
  USER_POOL_ID: r.userPool.userPoolId,
  UPLOADS_BUCKET: r.uploadsBucket.bucketName,
  FILES_BUCKET: r.filesBucket.bucketName,
  // A CloudFormation dynamic reference, resolved at deploy time: the template holds only the
  // secret's ARN, and the functions need no Secrets Manager permission at run time.
  CURSOR_SECRET: r.cursorSecret.secretValue.unsafeUnwrap(),
});

/**
 * The Cognito admin actions the API performs (lambdas/lib/cognito.ts): create, enable/disable,
 * set password, update attributes, delete, read and sign out a user. On this pool only.
 */
export const COGNITO_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminDeleteUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminUserGlobalSignOut',
];

/** What a function may do with the stateful resources. */
export interface AppGrants {
  /** 'read' = GetItem/Query/BatchGet; 'readWrite' adds writes and transactions. */
  table?: 'read' | 'readWrite';
  /** Object read/write (presigned PUT and GET are signed with the function's role). */
  buckets?: boolean;
  cognitoAdmin?: boolean;
}

/**
 * Grant a function what it needs, with explicit actions, and record why the remaining
 * wildcards (index ARNs, object ARNs) are acceptable.
 */
export function grantAppAccess(target: AppFunction, r: AppResources, grants: AppGrants): void {
  const role = target.role;
  if (grants.table === 'readWrite') r.table.grantReadWriteData(role);
  else if (grants.table === 'read') r.table.grantReadData(role);
  if (grants.buckets) {
    for (const bucket of [r.uploadsBucket, r.filesBucket]) {
      role.addToPrincipalPolicy(new iam.PolicyStatement({
        actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        resources: [bucket.arnForObjects('*')],
      }));
    }
  }
  if (grants.cognitoAdmin) {
    role.addToPrincipalPolicy(new iam.PolicyStatement({ actions: COGNITO_ADMIN_ACTIONS, resources: [r.userPool.userPoolArn] }));
  }
  const appliesTo: (string | { regex: string })[] = [];
  if (grants.table) appliesTo.push({ regex: '/^Resource::.*Table[0-9A-F]{8}.*\\/index\\/\\*$/' });
  if (grants.buckets) appliesTo.push({ regex: '/^Resource::.*(Uploads|Files)Bucket[0-9A-F]{8}.*\\/\\*$/' });
  if (appliesTo.length) {
    NagSuppressions.addResourceSuppressions(role, [{
      id: 'AwsSolutions-IAM5',
      reason: 'Scoped to the one table (and its indexes, for Queries) and the objects of the two application buckets; the table name, bucket names and object keys are data the handler chooses at run time.',
      appliesTo,
    }], true);
  }
}
