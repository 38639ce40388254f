import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import * as cognito from 'aws-cdk-lib/aws-cognito';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type * as dynamodb from 'aws-cdk-lib/aws-dynamodb';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { COGNITO_SIGN_IN_OPERATIONS, SIGN_IN_ADDRESS_LIMIT } from '../../shared/registry/throttling';
import { SIGN_IN_SMS_MESSAGE } from '../../shared/domain/identity/mobile-sign-in';
import { AppFunction } from '../constructs/app-function';
import { SNS_ANY_ARN } from '../constructs/app-resources';
import { AddressRateAcl, exactlyOneOf } from '../constructs/address-rate-acl';

/** Props of {@link AuthStack}. */
export interface AuthStackProps extends StackProps {
  /** The single table: the pre-authentication trigger reads user and organisation records. */
  table: dynamodb.ITable;
}

/**
 * What Cognito answers a client blocked by the sign-in limit: its own error shape (`__type` and
 * `message`), which the site's Amplify client reads as it reads Cognito's errors.
 */
export const SIGN_IN_BLOCKED_BODY = {
  __type: 'TooManyRequestsException',
  message: 'Too many sign-in attempts from your network right now. Please wait a minute and try again.',
};

/** The custom attributes (docs/rules.md#roles-and-tenants), without the `custom:` prefix. */
export const CUSTOM_ATTRIBUTES = ['role', 'tenantId', 'acceptedTerms'] as const;

/**
 * Identity (docs/architecture.md#security-model): one user pool (e-mail sign-in, case-insensitive, custom
 * attributes role / tenantId / acceptedTerms), the site's app client, and the
 * pre-authentication trigger that enforces suspension, lock-out and the organisation code.
 */
export class AuthStack extends Stack {
  readonly userPool: cognito.UserPool;
  readonly userPoolClient: cognito.UserPoolClient;
  readonly preAuthentication: AppFunction;
  /** The user pool's web ACL: sign-in limited per client address. */
  readonly signInAcl: AddressRateAcl;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);

    // Cognito texts a sign-in code with this role: SMS only (NotResource on every SNS ARN, as the
    // functions' SMS grant in app-resources.ts), never to a topic of the account.
    const smsRoleExternalId = 'advance-pay-sign-in-sms';
    const smsRole = new iam.Role(this, 'SignInSmsRole', {
      assumedBy: new iam.ServicePrincipal('cognito-idp.amazonaws.com', {
        conditions: { StringEquals: { 'sts:ExternalId': smsRoleExternalId } },
      }),
      description: 'Cognito sends the sign-in codes of the mobile-number sign-in by SMS',
      inlinePolicies: {
        sms: new iam.PolicyDocument({
          statements: [
            new iam.PolicyStatement({ actions: ['sns:Publish'], notResources: [SNS_ANY_ARN(this.partition)] }),
          ],
        }),
      },
    });

    this.userPool = new cognito.UserPool(this, 'UserPool', {
      // Accounts are created by administrators and managers through the API only.
      selfSignUpEnabled: false,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        fullname: { required: false, mutable: true },
        // Set by the API for a mobile-number sign-in only, and taken off when it ends.
        phoneNumber: { required: false, mutable: true },
      },
      customAttributes: Object.fromEntries(
        CUSTOM_ATTRIBUTES.map((name) => [name, new cognito.StringAttribute({ mutable: true })]),
      ),
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      mfa: cognito.Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // An employee may sign in with the verified mobile number and a texted code instead of a
      // password (choice-based sign-in, SMS OTP; the Essentials plan). The API starts it for the
      // organisation code and number (users-startMobileSignIn): docs/decisions/0009.
      featurePlan: cognito.FeaturePlan.ESSENTIALS,
      signInPolicy: { allowedFirstAuthFactors: { password: true, smsOtp: true } },
      mfaMessage: SIGN_IN_SMS_MESSAGE,
      smsRole,
      smsRoleExternalId,
      // A forgotten password goes through the API (users-forgotPassword / users-resetPassword:
      // limits, lock-out, the record's sign-out and the person's language; docs/decisions/0008),
      // never Cognito's own ForgotPassword, which `admin_only` turns off.
      accountRecovery: cognito.AccountRecovery.NONE,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    const readAttributes = new cognito.ClientAttributes()
      .withStandardAttributes({ email: true, emailVerified: true, givenName: true, familyName: true, fullname: true })
      .withCustomAttributes(...CUSTOM_ATTRIBUTES);
    // No custom attribute here: a client must never write its own role, tenant or terms
    // (they decide what it may do); the API sets them with admin calls. Nor the e-mail: it is the login and is
    // mirrored in the table, so it changes through the API too.
    const writeAttributes = new cognito.ClientAttributes().withStandardAttributes({
      givenName: true,
      familyName: true,
      fullname: true,
    });

    this.userPoolClient = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true, user: true },
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
      readAttributes,
      writeAttributes,
    });

    this.preAuthentication = new AppFunction(this, 'PreAuthentication', {
      handlerPath: 'lambdas/triggers/pre-authentication.ts',
      usedBy: 'Cognito pre-authentication trigger',
      description:
        'Refuses sign-in of suspended or locked accounts, of users of a suspended or closed organisation and of a wrong organisation code.',
      timeoutSeconds: 5,
      memoryMb: 256,
      environment: { TABLE_NAME: props.table.tableName },
    });
    // The user record with its organisation's (one BatchGetItem) and the organisation code's claim (a GetItem): reads only.
    this.preAuthentication.role.addToPrincipalPolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:GetItem', 'dynamodb:BatchGetItem'],
        resources: [props.table.tableArn],
      }),
    );
    this.userPool.addTrigger(cognito.UserPoolOperation.PRE_AUTHENTICATION, this.preAuthentication.fn);

    // Sign-in goes from the browser to Cognito directly: a REGIONAL web ACL on the user pool counts
    // its sign-in operations per client address (docs/architecture.md#sign-in-limits).
    this.signInAcl = new AddressRateAcl(this, 'SignInAcl', {
      scope: 'REGIONAL',
      description: 'Advance Pay user pool: sign-in limited per client address',
      ruleName: 'SignInPerAddress',
      scopeDown: exactlyOneOf(
        { singleHeader: { Name: 'x-amz-target' } },
        COGNITO_SIGN_IN_OPERATIONS.map((op) => `AWSCognitoIdentityProviderService.${op}`),
      ),
      limit: SIGN_IN_ADDRESS_LIMIT,
      blockedBody: SIGN_IN_BLOCKED_BODY,
    });
    new wafv2.CfnWebACLAssociation(this, 'SignInAclAssociation', {
      resourceArn: this.userPool.userPoolArn,
      webAclArn: this.signInAcl.webAcl.attrArn,
    });

    NagSuppressions.addResourceSuppressions(this.userPool, [
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA is optional (TOTP): the product signs users in with organisation code, e-mail and password; employers may turn MFA on per user. Money movements are guarded by a separate verification code (docs/rules.md#verification-codes-and-lock-out).',
      },
      {
        id: 'AwsSolutions-COG8',
        reason:
          'The Plus feature plan (threat protection, compromised-credential checks) is a cost decision for the operator; see COG3.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason:
          "Threat protection (advanced security) needs the Cognito Plus feature plan, a cost decision for the operator; sign-in is already guarded by the pre-authentication trigger (suspension, lock-out, organisation code) and Cognito's own lock-out after failed attempts.",
      },
    ]);

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
