import { CfnOutput, Duration } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { DROP_PREFIXES } from '../../shared/domain/finance/uploaded-document';

/** Who may drop files: the partner's AWS account and the ExternalId agreed with it. */
export interface PartnerDropSettings {
  /** The partner's 12-digit AWS account id (context `partnerAccountId`). */
  accountId: string;
  /** The secret the partner passes when assuming the role (context `partnerExternalId`). */
  externalId: string;
}

/** Props of {@link PartnerDropRole}. */
export interface PartnerDropRoleProps extends PartnerDropSettings {
  /** The uploads bucket the partner drops into. */
  bucket: s3.IBucket;
}

/**
 * The role a partner's system assumes to drop sales and settlement files (docs/deployment.md "Partner
 * drops"): only `s3:PutObject` under the drop prefixes of the uploads bucket, nothing to read,
 * list or delete, and no other prefix (not the administrators' uploads' continuation markers, not
 * another bucket). Assumable only from the partner's account with the agreed ExternalId (the
 * confused-deputy guard). The bucket is S3-managed encrypted (secure-bucket.ts), so no KMS grant
 * is needed.
 */
export class PartnerDropRole extends Construct {
  readonly role: iam.Role;

  constructor(scope: Construct, id: string, props: PartnerDropRoleProps) {
    super(scope, id);
    checkSettings(props);

    const objects = Object.values(DROP_PREFIXES).map((prefix) => props.bucket.arnForObjects(`${prefix}*`));
    this.role = new iam.Role(this, 'Role', {
      description: 'A partner system drops sales and settlement files into the uploads bucket (PutObject only)',
      assumedBy: new iam.AccountPrincipal(props.accountId),
      externalIds: [props.externalId],
      maxSessionDuration: Duration.hours(1),
      inlinePolicies: {
        DropFiles: new iam.PolicyDocument({
          statements: [new iam.PolicyStatement({ actions: ['s3:PutObject'], resources: objects })],
        }),
      },
    });

    NagSuppressions.addResourceSuppressions(this.role, [
      {
        id: 'AwsSolutions-IAM5',
        reason:
          'The partner names its own files: PutObject is allowed on any key under the two drop prefixes (drops/sales/*, drops/settlements/*) of the uploads bucket, and on nothing else.',
        appliesTo: [{ regex: '/^Resource::<UploadsBucket[0-9A-F]*\\.Arn>\\/drops\\/(sales|settlements)\\/\\*$/g' }],
      },
    ]);

    new CfnOutput(scope, 'PartnerDropRoleArn', {
      description:
        'The role a partner system assumes (with its ExternalId) to drop files under drops/sales/ and drops/settlements/',
      value: this.role.roleArn,
    });
  }
}

/** Refuse settings IAM would refuse at deploy time, or that would leave the role open. */
function checkSettings(settings: PartnerDropSettings): void {
  if (!/^\d{12}$/.test(settings.accountId))
    throw new Error(`partnerAccountId must be a 12-digit AWS account id (got "${settings.accountId}")`);
  // IAM's own limits on sts:ExternalId.
  if (!/^[\w+=,.@:/-]{2,1224}$/.test(settings.externalId))
    throw new Error('partnerExternalId must be 2 to 1224 characters of letters, digits and +=,.@:/-_');
}

/**
 * The partner settings from the context (`-c partnerAccountId=… -c partnerExternalId=…`): none
 * when `partnerAccountId` is absent (then no role is created); an account without an ExternalId
 * is refused.
 */
export function partnerDropSettings(context: (key: string) => string | undefined): PartnerDropSettings | undefined {
  const accountId = context('partnerAccountId');
  const externalId = context('partnerExternalId');
  if (!accountId) {
    if (externalId) throw new Error('partnerExternalId is set without partnerAccountId: set both, or neither');
    return undefined;
  }
  if (!externalId)
    throw new Error('partnerAccountId needs partnerExternalId: the role is only assumable with an ExternalId');
  return { accountId, externalId };
}
