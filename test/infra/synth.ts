import { readFileSync } from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly, SynthesisMessage } from 'aws-cdk-lib/cx-api';
import { fromRoot } from '../../infra/paths';
import { createPlatform, type Platform, type PlatformOptions } from '../../infra/platform';

/** cdk.json's context (the feature flags): the tests synthesize what `cdk synth` does. */
export const CDK_CONTEXT: Record<string, unknown> = JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')).context;

/** A test app: cdk.json's feature flags, and no bundling (NodejsFunction skips esbuild). */
export const testApp = (): App => new App({ context: { ...CDK_CONTEXT, 'aws:cdk:bundling-stacks': [] } });

/**
 * The platform synthesized once per test file, without bundling (the `aws:cdk:bundling-stacks`
 * context empty: NodejsFunction skips esbuild), with cdk-nag's AwsSolutions checks on.
 */
export function synthPlatform(options: PlatformOptions = {}): Platform & { app: App; assembly: CloudAssembly } {
  const app = testApp();
  const platform = createPlatform(app, { env: { region: 'ap-southeast-1' }, ...options });
  const assembly = app.synth();
  return { ...platform, app, assembly };
}

/** Template of a stack or nested stack (cached: building one walks the whole stack). */
const templates = new WeakMap<Stack, Template>();
export function templateOf(stack: Stack): Template {
  let t = templates.get(stack);
  if (!t) {
    t = Template.fromStack(stack);
    templates.set(stack, t);
  }
  return t;
}

/**
 * Unsuppressed cdk-nag AwsSolutions findings of a top-level stack (nested stacks report into
 * it), read from the assembly already synthesized: `Annotations.fromStack` would force a new
 * synthesis of the whole app on every call.
 */
export function nagFindings(
  assembly: CloudAssembly,
  stack: Stack,
): { errors: SynthesisMessage[]; warnings: SynthesisMessage[] } {
  const messages = assembly
    .getStackArtifact(stack.artifactId)
    .messages.filter((m) => /AwsSolutions-/.test(String(m.entry.data)));
  return {
    errors: messages.filter((m) => m.level === 'error'),
    warnings: messages.filter((m) => m.level === 'warning'),
  };
}
