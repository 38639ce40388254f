import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';

/** Props of {@link newSecureBucket}. */
export interface SecureBucketProps extends Omit<s3.BucketProps, 'blockPublicAccess' | 'enforceSSL' | 'encryption'> {
  /** Where S3 server access logs go; omit only for a logs bucket itself. */
  accessLogs?: { bucket: s3.IBucket; prefix: string };
}

/** A bucket with the project's fixed baseline: no public access, S3-managed encryption, TLS only. */
export function newSecureBucket(scope: Construct, id: string, props: SecureBucketProps): s3.Bucket {
  const { accessLogs, ...rest } = props;
  return new s3.Bucket(scope, id, {
    blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
    encryption: s3.BucketEncryption.S3_MANAGED,
    enforceSSL: true,
    objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    serverAccessLogsBucket: accessLogs?.bucket,
    serverAccessLogsPrefix: accessLogs?.prefix,
    ...rest,
  });
}

/**
 * A bucket that receives server access logs (and CloudFront's when `acls` is set: CloudFront's
 * standard logs need ACLs). It keeps logs `days` days and logs nothing itself.
 */
export function newLogsBucket(
  scope: Construct,
  id: string,
  opts: { days: number; acls?: boolean; removalPolicy?: RemovalPolicy },
): s3.Bucket {
  const bucket = newSecureBucket(scope, id, {
    objectOwnership: opts.acls ? s3.ObjectOwnership.BUCKET_OWNER_PREFERRED : s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
    lifecycleRules: [{ expiration: Duration.days(opts.days) }],
    removalPolicy: opts.removalPolicy ?? RemovalPolicy.RETAIN,
  });
  NagSuppressions.addResourceSuppressions(bucket, [
    { id: 'AwsSolutions-S1', reason: 'This is the access-logs bucket: logging its own access would loop.' },
  ]);
  return bucket;
}
