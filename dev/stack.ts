import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { appendFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createServer as createNetServer } from 'node:net';
import getPort from 'get-port';
import type { RuntimeConfig } from '../shared/runtime-config';
import { DROP_PREFIXES } from '../shared/domain/finance/uploaded-document';
import { UPLOAD_TRIGGERS, type UploadTriggerDefinition } from '../infra/upload-triggers';
import { SCHEDULED_JOBS, type ScheduledJob } from '../infra/schedules';
import { installAccessCheck } from './access-check';
import { startCognito } from './cognito';
import { ensureTable, startDynamo } from './dynamo';
import { createGateway, sendJson } from './gateway';
import { formatOutboxLine, outboxJson, outboxPage } from './outbox-page';
import { startS3 } from './s3';
import { startScheduler } from './scheduler';
import { ensureLocalQueues } from './queues';
import { staticSite, viteSite, VITE_CONFIG, type Site } from './site';
import { describeError } from './describe-error';
import { setLogSink } from '../lambdas/core/powertools';

export interface LocalStackOptions {
  /** Keep the data here (kept across restarts); undefined = a fresh temporary folder removed on stop. */
  dataDir?: string;
  /** Port of the site and API; 0 or undefined = a free port. */
  port?: number;
  /** Create the demo organisations and logins when missing (dev/seeds/seed.ts). */
  seed?: boolean;
  /** The site: Vite dev server in middleware mode, the built `web/dist`, or none. Default 'none'. */
  web?: 'dev' | 'dist' | 'none';
  /** Print nothing but errors. */
  quiet?: boolean;
  /** Fire the scheduled jobs at their Malaysia times. Default false. */
  scheduler?: boolean;
  /** Upload triggers to route s3rver's events to (default: infra/upload-triggers.ts). */
  uploadTriggers?: UploadTriggerDefinition[];
  /** Scheduled jobs (default: infra/schedules.ts). */
  scheduledJobs?: ScheduledJob[];
  /**
   * Set the handler environment (table, pool, buckets, endpoints) on this process, which the
   * in-process handlers and repositories read. Default true.
   */
  setProcessEnv?: boolean;
  /**
   * Refuse, as IAM would, what a callable, job or trigger does not declare (dev/
   * access-check.ts). Default true; applies with `setProcessEnv`.
   */
  accessCheck?: boolean;
  /**
   * Also append every log line the handlers of this process write (JSON, one a line) to this file,
   * which tests read (docs/local-stack.md "Logs"). Default: `STACK_LOG_FILE` when set.
   */
  logFile?: string;
}

/**
 * Where a partner's system drops files on the local stack (docs/deployment.md "Partner drops"): the S3 emulator,
 * the uploads bucket and the prefix of each file type. Only the local stack's `/config.json` carries
 * it; the deployed one never does (partners get a role there, not an endpoint).
 */
export interface LocalS3Config {
  endpoint: string;
  uploadsBucket: string;
  dropPrefixes: { sales: string; settlements: string };
}

/** The local stack's `/config.json`: the deployed fields plus {@link LocalS3Config}. */
export interface LocalRuntimeConfig extends RuntimeConfig {
  localS3: LocalS3Config;
}

export interface LocalStack {
  /** The site and API, e.g. `http://localhost:4173`. */
  url: string;
  /** The handlers' environment variables, emulator endpoints included. */
  env: Record<string, string>;
  /** What `GET /config.json` answers. */
  config: LocalRuntimeConfig;
  /** cognito-local's endpoint. */
  cognitoUrl: string;
  /** The data folder in use. */
  dataDir: string;
  /** Resolves when the upload triggers started so far have finished. */
  uploadsIdle(): Promise<void>;
  stop(): Promise<void>;
}

// The SDK warns on every start that Node 20 support ends in 2027: noise on a developer's console.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export const LOCAL_TABLE_NAME = 'advance-pay-local';
export const LOCAL_BUCKETS = { uploads: 'advance-pay-uploads', files: 'advance-pay-files' } as const;
export const LOCAL_REGION = 'ap-southeast-1';
/** Written in the data folder while a stack runs (for `npm run job`). */
export const STATE_FILE = 'stack.json';

/** Can a server listen on this port of localhost right now? */
const isFree = (port: number) =>
  new Promise<boolean>((ok) => {
    const probe = createNetServer();
    probe.once('error', () => ok(false));
    probe.listen(port, 'localhost', () => probe.close(() => ok(true)));
  });

/**
 * The preferred port when it is free, else any free one. (get-port alone would refuse a port
 * it handed out in the last seconds, as when a stack restarts in the same process.)
 */
async function preferPort(preferred: number | undefined, exclude: number[]): Promise<number> {
  if (preferred && !exclude.includes(preferred) && (await isFree(preferred))) return preferred;
  return getPort({ exclude });
}

/**
 * The secret page cursors are sealed with: kept beside the data (so the cursors a browser holds
 * survive a restart), or new for a temporary stack. Never in the repository.
 */
async function localCursorSecret(dataDir: string | undefined): Promise<string> {
  const { newCursorSecret } = await import('../lambdas/data/table/cursors');
  if (!dataDir) return newCursorSecret();
  const file = join(dataDir, 'cursor-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  const secret = newCursorSecret();
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Start the embedded local stack (docs/architecture.md#local-stack): DynamoDB Local, cognito-local and s3rver on
 * free ports, then one HTTP server for the site, the API gateway, `/config.json` and the outbox.
 */
export async function startLocalStack(options: LocalStackOptions = {}): Promise<LocalStack> {
  const started = Date.now();
  const log = (line: string) => {
    if (!options.quiet) console.log(line);
  };
  const logError = (line: string) => console.error(line);
  const temporary = options.dataDir === undefined;
  const dataDir = temporary ? mkdtempSync(join(tmpdir(), 'advance-pay-stack-')) : resolve(options.dataDir ?? '.');
  mkdirSync(dataDir, { recursive: true });

  /** Run in reverse order by stop(); each awaited, a failure logged and the rest still run. */
  const cleanups: (() => void | Promise<void>)[] = [];
  const logFile = options.logFile ?? process.env.STACK_LOG_FILE;
  if (logFile) {
    setLogSink((line) => appendFileSync(logFile, `${line}\n`), { only: !!options.quiet });
    cleanups.push(() => setLogSink(undefined));
  }
  const stopAll = async () => {
    for (const cleanup of cleanups.reverse()) {
      try {
        await cleanup();
      } catch (err) {
        logError(`Stopping the local stack: ${(err as Error).message}`);
      }
    }
    cleanups.length = 0;
    if (temporary) rmSync(dataDir, { recursive: true, force: true });
  };

  const starting: Promise<unknown>[] = [];
  try {
    const port = options.port ? options.port : await getPort();
    // A kept data folder reuses its emulator ports when free: the token issuer (Cognito's URL)
    // then stays the same, and a browser's session survives a restart.
    const portsFile = join(dataDir, 'ports.json');
    const saved = (!temporary && existsSync(portsFile) ? JSON.parse(readFileSync(portsFile, 'utf8')) : {}) as Partial<
      Record<'dynamo' | 'cognito' | 's3', number>
    >;
    const dynamoPort = await preferPort(saved.dynamo, [port]);
    const cognitoPort = await preferPort(saved.cognito, [port, dynamoPort]);
    const s3Port = await preferPort(saved.s3, [port, dynamoPort, cognitoPort]);
    if (!temporary) writeFileSync(portsFile, JSON.stringify({ dynamo: dynamoPort, cognito: cognitoPort, s3: s3Port }));
    const url = `http://localhost:${port}`;

    // The emulators start side by side: java is the slow one.
    const dynamoStarting = startDynamo(join(dataDir, 'dynamodb'), dynamoPort, log);
    dynamoStarting.then(
      (d) => {
        cleanups.push(() => d.stop());
        // If this process ends without stop(), java must not outlive it.
        const kill = () => {
          try {
            process.kill(-d.pid, 'SIGKILL');
          } catch {
            /* gone */
          }
        };
        process.once('exit', kill);
        cleanups.push(() => {
          process.off('exit', kill);
        });
      },
      () => undefined,
    );
    const cognitoStarting = startCognito({
      dir: join(dataDir, 'cognito'),
      port: cognitoPort,
      onMessage: async (m) => {
        const { sendEmail, sendSms } = await import('../lambdas/services/messages/outbox');
        if (m.channel === 'sms') await sendSms({ to: m.to, text: m.text });
        else await sendEmail({ to: m.to, subject: m.subject ?? 'Your verification code', text: m.text });
      },
    });
    cognitoStarting.then(
      (c) => cleanups.push(() => c.stop()),
      () => undefined,
    );
    const s3Starting = startS3({
      dir: join(dataDir, 's3'),
      port: s3Port,
      buckets: { ...LOCAL_BUCKETS },
      origins: [url, `http://127.0.0.1:${port}`],
      triggers: options.uploadTriggers ?? UPLOAD_TRIGGERS,
      log: logError,
    });
    s3Starting.then(
      (s) => cleanups.push(() => s.stop()),
      () => undefined,
    );
    starting.push(dynamoStarting, cognitoStarting, s3Starting);
    const [dynamo, cognito, s3] = await Promise.all([dynamoStarting, cognitoStarting, s3Starting]);
    await ensureTable(dynamo.endpoint, LOCAL_TABLE_NAME);
    const cursorSecret = await localCursorSecret(temporary ? undefined : dataDir);

    const env: Record<string, string> = {
      AWS_REGION: LOCAL_REGION,
      TABLE_NAME: LOCAL_TABLE_NAME,
      USER_POOL_ID: cognito.userPoolId,
      USER_POOL_CLIENT_ID: cognito.userPoolClientId,
      UPLOADS_BUCKET: LOCAL_BUCKETS.uploads,
      FILES_BUCKET: LOCAL_BUCKETS.files,
      DYNAMODB_ENDPOINT: dynamo.endpoint,
      COGNITO_ENDPOINT: cognito.url,
      S3_ENDPOINT: s3.endpoint,
      CURSOR_SECRET: cursorSecret,
      STAGE: 'local',
      SITE_URL: url,
      // Powertools would print every metric as an EMF line: nobody reads them locally.
      POWERTOOLS_METRICS_DISABLED: 'true',
    };
    if (options.setProcessEnv ?? true) {
      Object.assign(process.env, env);
      // Also drops the cached clients, which point at the previous endpoints.
      await installAccessCheck(logError, options.accessCheck ?? true);
      // The work queues' workers run in this process (dev/queues.ts).
      const queues = ensureLocalQueues(logError);
      cleanups.push(async () => {
        await queues.idle();
        queues.stop();
      });
    }

    const config: LocalRuntimeConfig = {
      region: LOCAL_REGION,
      userPoolId: cognito.userPoolId,
      userPoolClientId: cognito.userPoolClientId,
      cognitoEndpoint: cognito.url,
      apiBasePath: '/api',
      stage: 'local',
      localS3: {
        endpoint: s3.endpoint,
        uploadsBucket: LOCAL_BUCKETS.uploads,
        dropPrefixes: { sales: DROP_PREFIXES.SALES, settlements: DROP_PREFIXES.SETTLEMENTS },
      },
    };

    const { onOutboxMessage } = await import('../lambdas/services/messages/outbox');
    const stopListening = onOutboxMessage((m) => log(formatOutboxLine(m)));
    cleanups.push(() => {
      stopListening();
    });

    const gateway = createGateway({
      jwksUrl: cognito.jwksUrl,
      issuer: cognito.issuer,
      audience: cognito.userPoolClientId,
      log: logError,
    });
    let site: Site | undefined;
    const server = createServer((req: IncomingMessage, res: ServerResponse) => {
      route(req, res).catch((err: unknown) => {
        logError(`${req.method} ${req.url}: ${describeError(err)}`);
        if (!res.headersSent)
          sendJson(res, 500, {
            errorInfo: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again later.' },
          });
        else res.end();
      });
    });
    async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
      if (await gateway(req, res)) return;
      const u = new URL(req.url ?? '/', 'http://localhost');
      const isGet = req.method === 'GET' || req.method === 'HEAD';
      if (isGet && u.pathname === '/config.json') {
        sendJson(res, 200, config);
        return;
      }
      if (isGet && u.pathname === '/outbox.json') return outboxJson(res, u);
      if (isGet && (u.pathname === '/outbox' || u.pathname === '/outbox/')) return outboxPage(res, u);
      if (site) {
        site.handle(req, res);
        return;
      }
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found (this stack serves no site)');
    }
    await new Promise<void>((ok, fail) => {
      server.once('error', fail);
      server.listen(port, 'localhost', () => {
        server.off('error', fail);
        ok();
      });
    });
    cleanups.push(
      () =>
        new Promise<void>((ok) => {
          server.closeAllConnections();
          server.close(() => ok());
        }),
    );

    const web = options.web ?? 'none';
    if (web === 'dev') {
      if (existsSync(VITE_CONFIG)) {
        const devSite = await viteSite(server);
        site = devSite;
        cleanups.push(() => devSite.close());
      } else {
        log('No web/vite.config.ts: serving the API only');
      }
    } else if (web === 'dist') {
      site = staticSite();
    }

    if (options.seed) {
      const { seedDemoData } = await import('./seeds/seed');
      const seeded = await seedDemoData();
      if (seeded) log('Seeded the demo organisations and logins');
    }

    if (options.scheduler) {
      const scheduler = startScheduler(options.scheduledJobs ?? SCHEDULED_JOBS, { log });
      cleanups.push(() => scheduler.stop());
    }

    const stateFile = join(dataDir, STATE_FILE);
    writeFileSync(stateFile, JSON.stringify({ pid: process.pid, url, env }, null, 2));
    cleanups.push(() => {
      rmSync(stateFile, { force: true });
    });

    log(`Local stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s on ${url}`);
    return {
      url,
      env,
      config,
      cognitoUrl: cognito.url,
      dataDir,
      uploadsIdle: () => s3.idle(),
      stop: stopAll,
    };
  } catch (err) {
    // Whatever did start must stop, even when another part failed first.
    await Promise.allSettled(starting);
    await stopAll();
    throw err;
  }
}
