import { DEFAULT_RETENTION_DAYS } from '../shared/domain/employees/anonymisation';
import { Aspects, Tags, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { callables as registry } from '../shared/callables';
import type { CallableDefinition } from '../shared/registry/define';
import { addressLimitOf } from '../shared/registry/throttling';
import type { AppResources } from './constructs/app-resources';
import type { PartnerDropSettings } from './constructs/partner-drop-role';
import { SCHEDULED_JOBS, type ScheduledJob } from './schedules';
import { ApiStack, type ApiOriginDomain } from './stacks/api-stack';
import { AuthStack } from './stacks/auth-stack';
import { DataStack } from './stacks/data-stack';
import { EdgeStack } from './stacks/edge-stack';
import { EventsStack } from './stacks/events-stack';
import { MonitoringStack } from './stacks/monitoring-stack';
import { callableAreas } from './constructs/area-metrics';
import { WebStack } from './stacks/web-stack';
import { UPLOAD_TRIGGERS, type UploadTriggerDefinition } from './upload-triggers';
import { WorkQueues } from './constructs/work-queue';
import { WORK_QUEUES, type WorkQueueDefinition } from './work-queues';

/** The sender until one is configured (an example domain: SES refuses it, so nothing is sent by mistake). */
export const DEFAULT_SENDER_EMAIL = 'no-reply@advance-pay.example';

/** Options of {@link createPlatform}; every one has the production default. */
export interface PlatformOptions {
  env?: Environment;
  /** Prefix of the stack names (default `AdvancePay`). */
  prefix?: string;
  /** `stage` written into config.json (default 'prod'). */
  stage?: string;
  callables?: readonly CallableDefinition[];
  jobs?: readonly ScheduledJob[];
  uploadTriggers?: readonly UploadTriggerDefinition[];
  /** infra/work-queues.ts `WORK_QUEUES` (tests pass fixtures). */
  workQueues?: readonly WorkQueueDefinition[];
  /** Origins allowed by the buckets' CORS rules (default `*`). */
  corsOrigins?: string[];
  /** The built site (default web/dist). */
  siteDir?: string;
  /** The SES-verified sender of e-mails (default `no-reply@advance-pay.example`: set it to deploy). */
  senderEmail?: string;
  /** The support address named in security notices (default the sender). */
  supportEmail?: string;
  /** Seconds a sign-in counts as fresh for sensitive changes (default 300). */
  reauthWindowSeconds?: number;
  /** Days a former employee's personal data is kept before it is anonymised (RETENTION_DAYS, default 365). */
  retentionDays?: number;
  /** The site's public address e-mails link to (e.g. https://pay.example.my; the CloudFront domain or its alias). */
  siteUrl?: string;
  /** The partner allowed to drop files into the uploads bucket (default none: no partner role). */
  partnerDrop?: PartnerDropSettings;
  /** The API's own domain, through which alone CloudFront reaches it (default none: execute-api stays open). */
  apiOrigin?: ApiOriginDomain;
  /** Who is e-mailed every alarm (docs/operations.md; default none: the topic has no subscription). */
  alarmEmail?: string;
  /** Run cdk-nag's AwsSolutions checks on every stack (default true). */
  nag?: boolean;
}

/** The stacks of the platform, for tests and the app. */
export interface Platform {
  data: DataStack;
  auth: AuthStack;
  api: ApiStack;
  events?: EventsStack;
  /** us-east-1: the distribution's web ACL (absent when no callable is limited per address). */
  edge?: EdgeStack;
  web: WebStack;
  /** The alarms, their topic and the operations dashboard (docs/operations.md). */
  monitoring: MonitoringStack;
}

/**
 * Every stack (docs/architecture.md#deployment): stateful Data and Auth, stateless Api, Events
 * and Web. infra/app.ts and the infra tests both build the app through here.
 */
export function createPlatform(app: App, options: PlatformOptions = {}): Platform {
  const prefix = options.prefix ?? 'AdvancePay';
  const env = options.env;
  const data = new DataStack(app, `${prefix}-Data`, {
    env,
    description: 'Advance Pay / eBenefits: DynamoDB table and S3 buckets',
    corsOrigins: options.corsOrigins,
    partnerDrop: options.partnerDrop,
  });
  const auth = new AuthStack(app, `${prefix}-Auth`, {
    env,
    description: 'Advance Pay / eBenefits: Cognito user pool, app client, sign-in trigger',
    table: data.table,
  });
  const workQueueDefinitions = options.workQueues ?? WORK_QUEUES;
  // With the stateful resources: senders (Api, Events) and workers (Events) both reference them.
  const workQueues = new WorkQueues(data, 'WorkQueues', { queues: workQueueDefinitions });
  const resources: AppResources = {
    table: data.table,
    uploadsBucket: data.uploadsBucket,
    filesBucket: data.filesBucket,
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    cursorSecret: data.cursorSecret,
    workQueues: workQueues.queues,
    settings: {
      senderEmail: options.senderEmail ?? DEFAULT_SENDER_EMAIL,
      supportEmail: options.supportEmail ?? options.senderEmail ?? DEFAULT_SENDER_EMAIL,
      reauthWindowSeconds: options.reauthWindowSeconds ?? 300,
      retentionDays: options.retentionDays ?? DEFAULT_RETENTION_DAYS,
      ...(options.siteUrl ? { siteUrl: options.siteUrl } : {}),
    },
  };
  const callables = options.callables ?? registry;
  const api = new ApiStack(app, `${prefix}-Api`, {
    env,
    description: 'Advance Pay / eBenefits: HTTP API, one Lambda per callable',
    resources,
    userPoolClient: auth.userPoolClient,
    callables,
    originDomain: options.apiOrigin,
  });
  const jobs = options.jobs ?? SCHEDULED_JOBS;
  const uploadTriggers = options.uploadTriggers ?? UPLOAD_TRIGGERS;
  // An empty stack cannot be deployed: created once there is a job or a trigger.
  const events =
    jobs.length || uploadTriggers.length || workQueueDefinitions.length
      ? new EventsStack(app, `${prefix}-Events`, {
          env,
          description: 'Advance Pay / eBenefits: scheduled jobs, upload processing and work queue workers',
          resources,
          jobs,
          uploadTriggers,
          workQueues: workQueueDefinitions,
        })
      : undefined;
  // A distribution's web ACL must be in us-east-1, whatever the app's region: its own stack there,
  // its ARN read by the Web stack through a cross-region reference (SSM parameters CDK manages).
  const edge = callables.some((c) => addressLimitOf(c))
    ? new EdgeStack(app, `${prefix}-Edge`, {
        env: { account: env?.account, region: 'us-east-1' },
        description: 'Advance Pay / eBenefits: the site distribution web ACL (us-east-1)',
        crossRegionReferences: true,
        callables,
      })
    : undefined;
  const web = new WebStack(app, `${prefix}-Web`, {
    env,
    crossRegionReferences: true,
    webAclArn: edge?.webAclArn,
    description: 'Advance Pay / eBenefits: site on S3 + CloudFront, /api/* to the HTTP API',
    userPool: auth.userPool,
    userPoolClient: auth.userPoolClient,
    apiDomainName: api.apiDomainName,
    siteDir: options.siteDir,
    stage: options.stage,
  });

  const monitoring = new MonitoringStack(app, `${prefix}-Monitoring`, {
    env,
    description: 'Advance Pay / eBenefits: alarms (one SNS topic) and the operations dashboard',
    prefix,
    alarmEmail: options.alarmEmail,
    table: data.table,
    areas: callableAreas(callables),
    deadLetterQueues: [
      ...Object.entries(workQueues.deadLetterQueues).map(([name, queue]) => ({ name: `queue-${name}`, queue })),
      ...(events?.deadLetterQueues ?? []),
    ],
  });

  Tags.of(app).add('project', 'advance-pay');
  if (options.nag ?? true) Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { data, auth, api, events, edge, web, monitoring };
}
