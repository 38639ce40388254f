import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { fromRoot, REPO_ROOT, requireHandlerFile } from '../paths';

/** Props of {@link AppFunction}. */
export interface AppFunctionProps {
  /** Handler file relative to the repository root (or absolute), exporting `handler`. */
  handlerPath: string;
  /** Who needs this function, for the error when the handler file is missing. */
  usedBy: string;
  description?: string;
  /** Seconds (default 29: API Gateway's own limit). */
  timeoutSeconds?: number;
  /** MB (default 512). */
  memoryMb?: number;
  environment?: Record<string, string>;
  /** Days the function's logs are kept (default one month). */
  logRetention?: logs.RetentionDays;
}

/**
 * Every Lambda of the project: one place fixes the runtime (Node.js 22), arm64, esbuild
 * bundling (minified, source maps), its own log group with a retention, and a role that may
 * write to that log group only. Grants are added by the caller (least privilege).
 */
export class AppFunction extends Construct {
  readonly fn: NodejsFunction;
  readonly role: iam.Role;
  readonly logGroup: logs.LogGroup;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const entry = requireHandlerFile(props.handlerPath, props.usedBy);

    this.logGroup = new logs.LogGroup(this, 'Logs', {
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy: it may write
    // to this function's log group and nothing else until a grant adds more.
    this.role = new iam.Role(this, 'Role', {
      assumedBy: new iam.ServicePrincipal('lambda.amazonaws.com'),
      description: props.usedBy.slice(0, 1000),
    });
    this.logGroup.grantWrite(this.role);

    this.fn = new NodejsFunction(this, 'Fn', {
      entry,
      handler: 'handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      description: props.description?.slice(0, 256),
      timeout: Duration.seconds(props.timeoutSeconds ?? 29),
      memorySize: props.memoryMb ?? 512,
      role: this.role,
      logGroup: this.logGroup,
      environment: {
        NODE_OPTIONS: '--enable-source-maps',
        ...props.environment,
      },
      projectRoot: REPO_ROOT,
      depsLockFilePath: fromRoot('package-lock.json'),
      bundling: {
        minify: true,
        sourceMap: true,
        sourcesContent: false,
        target: 'node22',
        format: OutputFormat.CJS,
        // The Node.js 22 runtime ships AWS SDK v3; leaving it out keeps bundles small and fast.
        externalModules: ['@aws-sdk/*'],
        // Never Docker: synth works offline with the local esbuild.
        forceDockerBundling: false,
      },
    });
    NagSuppressions.addResourceSuppressions(this.fn, [
      {
        id: 'AwsSolutions-L1',
        reason:
          'Node.js 22 is the runtime the project chose (docs/architecture.md#deployment) and is in AWS support; moving to a newer one is a project decision, made here in one place.',
      },
    ]);
  }

  /** The region the function runs in (for ARNs built by hand). */
  get region(): string {
    return Stack.of(this).region;
  }
}
