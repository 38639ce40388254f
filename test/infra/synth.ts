import { readFileSync } from 'node:fs';
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { fromRoot } from '../../infra/paths';
import { createPlatform, type Platform, type PlatformOptions } from '../../infra/platform';

/** cdk.json's context (the feature flags): the tests synthesize what `cdk synth` does. */
export const CDK_CONTEXT = (
  JSON.parse(readFileSync(fromRoot('cdk.json'), 'utf8')) as { context: Record<string, unknown> }
).context;

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

/** A cdk-nag finding: the construct path it is about, and cdk-nag's message (the rule and what it found). */
export interface NagFinding {
  id: string;
  text: string;
}

/**
 * Unsuppressed cdk-nag AwsSolutions findings of a top-level stack (nested stacks report into
 * it), read from the assembly already synthesized: `Annotations.fromStack` would force a new
 * synthesis of the whole app on every call.
 */
export function nagFindings(assembly: CloudAssembly, stack: Stack): { errors: NagFinding[]; warnings: NagFinding[] } {
  const messages = assembly.getStackArtifact(stack.artifactId).messages.map((m): NagFinding & { level: string } => ({
    level: m.level,
    id: m.id,
    // cdk-nag's messages are texts; any other metadata entry is not one of its findings.
    text: typeof m.entry.data === 'string' ? m.entry.data : '',
  }));
  const findings = messages.filter((m) => /AwsSolutions-/.test(m.text));
  const of = (level: string): NagFinding[] =>
    findings.filter((m) => m.level === level).map(({ id, text }) => ({ id, text }));
  return { errors: of('error'), warnings: of('warning') };
}
