import type { Stack } from 'aws-cdk-lib';
import { templateOf } from './synth';

/**
 * The CloudFormation JSON of a synthesized stack, typed as far as the infra tests read it. CDK's `Template.toJSON()`
 * answers `any`; these interfaces name the fields the tests look at (optional where CDK may leave them out), so the
 * tests read a typed template and a misspelt field is a type error. Everything else stays `unknown`.
 */

export interface PolicyStatement {
  Effect: string;
  Action?: string | string[];
  NotAction?: unknown;
  Resource?: unknown;
  NotResource?: unknown;
  Condition?: unknown;
}

export interface PolicyDocument {
  Statement: PolicyStatement[];
}

/** A reference to another resource of the template (`{ Ref }`, `{ 'Fn::GetAtt': [logicalId, attribute] }`). */
interface Ref {
  Ref?: string;
  'Fn::GetAtt'?: [string, string];
}

interface CacheBehavior {
  PathPattern?: string;
  AllowedMethods?: string[];
  CachePolicyId?: string;
  OriginRequestPolicyId?: string;
  ResponseHeadersPolicyId?: unknown;
  FunctionAssociations?: unknown[];
}

/** The properties of each resource type the tests read. */
export interface ResourceProperties {
  'AWS::ApiGatewayV2::Route': { RouteKey: string; AuthorizationType?: string; AuthorizerId?: unknown };
  'AWS::Lambda::Function': {
    Runtime: string;
    Architectures: string[];
    Handler: string;
    Timeout: number;
    MemorySize: number;
    Role: Ref;
    /** Plain texts, or intrinsic functions (e.g. a secret's dynamic reference). */
    Environment?: { Variables?: Record<string, unknown> };
  };
  'AWS::S3::Bucket': {
    PublicAccessBlockConfiguration?: Record<string, boolean>;
    BucketEncryption: {
      ServerSideEncryptionConfiguration: { ServerSideEncryptionByDefault: { SSEAlgorithm: string } }[];
    };
    VersioningConfiguration?: { Status: string };
    LoggingConfiguration?: { DestinationBucketName?: unknown };
    CorsConfiguration?: { CorsRules: { AllowedMethods: string[] }[] };
  };
  'AWS::S3::BucketPolicy': { Bucket: Ref; PolicyDocument: PolicyDocument };
  'AWS::IAM::Role': { ManagedPolicyArns?: unknown[]; Policies?: { PolicyDocument: PolicyDocument }[] };
  'AWS::IAM::Policy': { PolicyDocument: PolicyDocument; Roles?: unknown[] };
  'AWS::Cognito::UserPoolClient': {
    GenerateSecret?: boolean;
    ExplicitAuthFlows?: string[];
    ReadAttributes?: string[];
    WriteAttributes?: string[];
  };
  'AWS::CloudFront::Distribution': {
    DistributionConfig: {
      DefaultRootObject?: string;
      Origins: { S3OriginConfig?: unknown; OriginAccessControlId?: unknown }[];
      CacheBehaviors: CacheBehavior[];
      DefaultCacheBehavior: CacheBehavior;
      CustomErrorResponses?: unknown[];
    };
  };
  'Custom::CDKBucketDeployment': { SourceMarkers?: unknown[] };
  'AWS::SecretsManager::Secret': { GenerateSecretString?: Record<string, unknown>; SecretString?: unknown };
  'AWS::Scheduler::Schedule': { Target: { Input?: unknown } };
  'AWS::SQS::Queue': Record<string, unknown>;
  'AWS::SQS::QueuePolicy': Record<string, unknown>;
  'AWS::CloudWatch::Alarm': {
    AlarmName: string;
    AlarmDescription?: string;
    AlarmActions?: unknown[];
    OKActions?: unknown[];
    Namespace?: string;
    MetricName?: string;
    Statistic?: string;
    ExtendedStatistic?: string;
    Dimensions?: { Name: string; Value: unknown }[];
    Metrics?: { Id: string; Expression?: string; MetricStat?: { Metric: { Namespace: string; MetricName: string } } }[];
    Threshold: number;
    ComparisonOperator: string;
    TreatMissingData?: string;
  };
  'AWS::Logs::MetricFilter': {
    LogGroupName: unknown;
    FilterPattern: string;
    MetricTransformations: { MetricNamespace: string; MetricName: string; MetricValue: string }[];
  };
  'AWS::CloudWatch::Dashboard': { DashboardName?: string; DashboardBody: unknown };
  'AWS::SNS::Topic': Record<string, unknown>;
  'AWS::SNS::Subscription': { Protocol: string; Endpoint: unknown; TopicArn: unknown };
}

export type ResourceType = keyof ResourceProperties;

/** cdk-nag's suppressions, as its `NagSuppressions` write them into the resource's metadata. */
export interface ResourceMetadata {
  cdk_nag?: { rules_to_suppress?: { id: string; reason: string }[] };
}

/** A resource of any type: its properties unread. */
export interface CfnResource {
  Type: string;
  Properties?: Record<string, unknown>;
  Metadata?: ResourceMetadata;
}

/** A resource of one of the types above, its properties typed. */
export interface TypedResource<T extends ResourceType> {
  Type: T;
  Properties: ResourceProperties[T];
  Metadata?: ResourceMetadata;
}

/** Every resource of a stack (nested stacks are stacks of their own), by logical id. */
export const resourcesOf = (stack: Stack): Record<string, CfnResource> =>
  (templateOf(stack).toJSON() as { Resources?: Record<string, CfnResource> }).Resources ?? {};

export const isOfType = <T extends ResourceType>(resource: CfnResource, type: T): resource is TypedResource<T> =>
  resource.Type === type;

/** The resources of one type, with their logical ids. */
export const entriesOfType = <T extends ResourceType>(stack: Stack, type: T): [string, TypedResource<T>][] =>
  Object.entries(resourcesOf(stack)).flatMap(([id, r]) =>
    isOfType(r, type) ? [[id, r] as [string, TypedResource<T>]] : [],
  );

/** The resources of one type. */
export const ofType = <T extends ResourceType>(stack: Stack, type: T): TypedResource<T>[] =>
  entriesOfType(stack, type).map(([, r]) => r);
