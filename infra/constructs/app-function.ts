import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Stack, Stage } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import { REPO_ROOT, requireHandlerFile } from '../paths';

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
 * Every Lambda of the project: one place fixes the runtime (Node.js 22), arm64, the bundling
 * (infra/bundling.ts: minified, ≤ 250 KB, source map kept out of the zip), its own log group with
 * a retention, and a role that may write to that log group only. Grants are added by the caller
 * (least privilege).
 */
export class AppFunction extends Construct {
  readonly fn: lambda.Function;
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

    this.fn = new lambda.Function(this, 'Fn', {
      code: bundledCode(this, path.relative(REPO_ROOT, entry)),
      handler: 'index.handler',
      runtime: lambda.Runtime.NODEJS_22_X,
      architecture: lambda.Architecture.ARM_64,
      description: props.description?.slice(0, 256),
      timeout: Duration.seconds(props.timeoutSeconds ?? 29),
      memorySize: props.memoryMb ?? 512,
      role: this.role,
      logGroup: this.logGroup,
      // No NODE_OPTIONS=--enable-source-maps: the map is not in the zip (see bundledCode).
      environment: props.environment,
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

/**
 * The code of one entry, built by `infra/bundle-entry.ts` with the shared esbuild definition
 * (plugins included, which NodejsFunction cannot take). Bundling is local only, so synth stays
 * offline; the test app skips it (its `aws:cdk:bundling-stacks` context is empty). The source map
 * goes to `cdk.out/sourcemaps/<entry>.js.map`, beside the assembly and never in a deployed zip:
 * stack traces from CloudWatch are mapped from there (docs/architecture.md#lambda-bundles).
 */
function bundledCode(scope: Construct, entry: string): lambda.Code {
  const script = ['infra/bundle-entry.ts', entry];
  return lambda.Code.fromAsset(REPO_ROOT, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never used: local bundling always succeeds or throws (no Docker). CDK requires an image.
      image: DockerImage.fromRegistry('local-bundling-only'),
      // Part of the asset cache key: two functions with different entries never share a bundle.
      command: script,
      local: {
        tryBundle(outputDir: string): boolean {
          const outdir = Stage.of(scope)?.outdir ?? path.join(REPO_ROOT, 'cdk.out');
          const mapFile = path.join(outdir, 'sourcemaps', entry.replace(/\.ts$/, '.js.map'));
          const run = spawnSync(process.execPath, ['--import', 'tsx', ...script, outputDir, mapFile], {
            cwd: REPO_ROOT,
            stdio: ['ignore', 'inherit', 'inherit'],
          });
          if (run.status !== 0) throw new Error(`Bundling ${entry} failed (exit ${String(run.status)}).`);
          return true;
        },
      },
    },
  });
}
