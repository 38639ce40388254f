import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { awsBehaviour, caseInsensitiveUsername, withStandardClaims } from './cognito-behaviour';
import { smsSignInBehaviour } from './cognito-sms-sign-in';
import { SIGN_IN_SMS_MESSAGE } from '../shared/domain/identity/mobile-sign-in';
import {
  CognitoIdentityProviderClient,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolClientCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';

// cognito-local is CommonJS without an exports map: its parts are loaded by path so it runs
// in this process with an absolute data folder (its CLI keeps data under the cwd).
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';
const require = createRequire(import.meta.url);

export interface LocalCognito {
  /** `http://localhost:<port>`: the endpoint of the SDK and Amplify (`userPoolEndpoint`). */
  url: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The `iss` of its tokens. */
  issuer: string;
  /** Where its JSON Web Key Set is served. */
  jwksUrl: string;
  stop(): Promise<void>;
}

/** A code or message Cognito itself sends (forgotten password, attribute verification). */
export interface CognitoMessage {
  channel: 'email' | 'sms';
  to: string;
  subject?: string;
  text: string;
  code?: string;
}

export interface CognitoOptions {
  /** Folder of its data (`db/`) and of the saved pool / client ids. */
  dir: string;
  port: number;
  /** Where Cognito's own messages go (the outbox); default: dropped. */
  onMessage?: (message: CognitoMessage) => Promise<void>;
}

const IDS_FILE = 'ids.json';
const POOL_NAME = 'advance-pay-local';

/** The custom attributes (docs/rules.md#roles-and-tenants). */
const CUSTOM_ATTRIBUTES = ['role', 'tenantId', 'acceptedTerms'];

const silentLogger = () => {
  const logger: Record<string, unknown> = {};
  for (const level of ['trace', 'debug', 'info', 'warn', 'error', 'fatal']) logger[level] = () => undefined;
  logger.child = () => logger;
  logger.level = 'silent';
  return logger;
};

/**
 * Start cognito-local in this process on `port`, with one user pool (username = e-mail, the
 * custom attributes) and one app client (USER_PASSWORD_AUTH + REFRESH_TOKEN_AUTH), created on
 * the first start and reused after (ids saved in `dir`).
 */
export async function startCognito({ dir, port, onMessage }: CognitoOptions): Promise<LocalCognito> {
  const dbDir = join(dir, 'db');
  mkdirSync(dbDir, { recursive: true });
  const url = `http://localhost:${port}`;

  const { createServer } = require('cognito-local/lib/server/server.js');
  const { Router } = require('cognito-local/lib/server/Router.js');
  const { DefaultConfig } = require('cognito-local/lib/server/config.js');
  const { StormDBDataStoreFactory } = require('cognito-local/lib/services/dataStore/stormDb.js');
  const { CognitoServiceFactoryImpl } = require('cognito-local/lib/services/cognitoService.js');
  const { UserPoolServiceFactoryImpl } = require('cognito-local/lib/services/userPoolService.js');
  const services = require('cognito-local/lib/services/index.js');
  const { CryptoService } = require('cognito-local/lib/services/crypto.js');
  const { MessageDeliveryService } = require('cognito-local/lib/services/messageDelivery/messageDelivery.js');
  const { otp } = require('cognito-local/lib/services/otp.js');
  const { JwtTokenGenerator } = require('cognito-local/lib/services/tokenGenerator.js');

  const logger = silentLogger();
  const ctx = { logger };
  const config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: url },
    ServerConfig: { port, hostname: 'localhost', development: false, https: false },
  };
  const clock = new services.DateClock();
  const storeFactory = new StormDBDataStoreFactory(dbDir);
  const cognito = await new CognitoServiceFactoryImpl(
    dbDir,
    storeFactory,
    new UserPoolServiceFactoryImpl(clock, storeFactory),
  ).create(ctx, config.UserPoolDefaults);
  // No Lambda triggers locally: a client that is never called stands in for AWS.Lambda.
  const noLambda = {
    invoke: () => {
      throw new Error('Lambda triggers are not available in the local stack');
    },
  };
  const triggers = new services.TriggersService(
    clock,
    cognito,
    new services.LambdaService({}, noLambda),
    new CryptoService(config.KMSConfig),
  );
  const sender = {
    async sendEmail(_c: unknown, _user: unknown, destination: string, message: Record<string, string>) {
      await onMessage?.({
        channel: 'email',
        to: destination,
        subject: message.emailSubject,
        text: message.emailMessage ?? `Your code is ${message.__code}`,
        code: message.__code,
      });
    },
    async sendSms(_c: unknown, _user: unknown, destination: string, message: Record<string, string>) {
      await onMessage?.({
        channel: 'sms',
        to: destination,
        text: message.smsMessage ?? `Your code is ${message.__code}`,
        code: message.__code,
      });
    },
  };
  const allServices = {
    clock,
    cognito,
    config,
    messages: new services.MessagesService(triggers, new MessageDeliveryService(sender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, withStandardClaims(triggers), config.TokenConfig),
    triggers,
  };
  const router = Router(allServices);
  const standIns = {
    ...awsBehaviour(allServices, router),
    ...smsSignInBehaviour(allServices, router, (m) => onMessage?.({ channel: 'sms', ...m }) ?? Promise.resolve()),
  };
  const server: Server = await createServer(
    (target: string) => {
      const route = standIns[target] ?? router(target);
      return (c: unknown, req: Record<string, any>) => route(c, caseInsensitiveUsername(req));
    },
    logger,
    config.ServerConfig,
    allServices,
  ).start();

  const stop = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections?.();
      server.close(() => resolve());
    });

  try {
    const ids = await ensurePool(url, dir);
    return {
      url,
      ...ids,
      issuer: `${url}/${ids.userPoolId}`,
      jwksUrl: `${url}/${ids.userPoolId}/.well-known/jwks.json`,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function ensurePool(url: string, dir: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = new CognitoIdentityProviderClient({
    region: 'local',
    endpoint: url,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  const idsPath = join(dir, IDS_FILE);
  try {
    if (existsSync(idsPath)) {
      const saved = JSON.parse(readFileSync(idsPath, 'utf8')) as { userPoolId: string; userPoolClientId: string };
      const found = await Promise.all([
        client.send(new DescribeUserPoolCommand({ UserPoolId: saved.userPoolId })),
        client.send(
          new DescribeUserPoolClientCommand({ UserPoolId: saved.userPoolId, ClientId: saved.userPoolClientId }),
        ),
      ]).then(
        () => true,
        () => false,
      );
      if (found) return saved;
    }
    const { UserPool } = await client.send(
      new CreateUserPoolCommand({
        PoolName: POOL_NAME,
        UsernameAttributes: ['email'],
        UsernameConfiguration: { CaseSensitive: false },
        AutoVerifiedAttributes: ['email'],
        // As deployed (infra/stacks/auth-stack.ts): the text of a sign-in code.
        SmsAuthenticationMessage: SIGN_IN_SMS_MESSAGE,
        Policies: {
          PasswordPolicy: {
            MinimumLength: 8,
            RequireLowercase: true,
            RequireUppercase: true,
            RequireNumbers: true,
            RequireSymbols: true,
          },
        },
        Schema: CUSTOM_ATTRIBUTES.map((Name) => ({
          Name,
          AttributeDataType: 'String',
          Mutable: true,
          StringAttributeConstraints: { MinLength: '0', MaxLength: '64' },
        })),
      }),
    );
    const userPoolId = UserPool!.Id!;
    const { UserPoolClient } = await client.send(
      new CreateUserPoolClientCommand({
        UserPoolId: userPoolId,
        ClientName: 'web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH', 'ALLOW_USER_AUTH'],
        // As in AWS (infra/stacks/auth-stack.ts): the app client may read the custom attributes, never write them.
        ReadAttributes: [
          'email',
          'email_verified',
          'given_name',
          'family_name',
          'name',
          ...CUSTOM_ATTRIBUTES.map((n) => `custom:${n}`),
        ],
        WriteAttributes: ['given_name', 'family_name', 'name'],
      }),
    );
    const ids = { userPoolId, userPoolClientId: UserPoolClient!.ClientId! };
    writeFileSync(idsPath, JSON.stringify(ids, null, 2));
    return ids;
  } finally {
    client.destroy();
  }
}
