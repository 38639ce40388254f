import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { REPO_ROOT } from './handlers';
import { DROP_PREFIXES } from '../shared/domain/finance/uploaded-document';
import { LOCAL_BUCKETS, LOCAL_REGION, STATE_FILE, type LocalS3Config } from './stack';

/**
 * `npm run drop -- <file> --type sales|settlements`: put a file into the running local stack's
 * uploads bucket under its type's drop prefix, exactly as a partner's system does once deployed
 * (one S3 PutObject with its own credentials; no callable, no session). The bucket's trigger then
 * processes it; the document appears at /internal/uploaded-documents.
 *
 *   npm run drop -- sales.csv --type sales
 *   npm run drop -- settlements.xlsx --type settlements --endpoint http://localhost:4569
 *
 * The stack is found through the state file `npm start` writes in `.local/` (its site URL, whose
 * `/config.json` names the S3 endpoint and bucket), or given with `--endpoint` (and `--bucket`).
 */

export const DROP_TYPES = ['sales', 'settlements'] as const;
export type DropType = (typeof DROP_TYPES)[number];

/** A problem the person running the command can fix: printed without a stack trace. */
export class DropError extends Error {
  override readonly name = 'DropError';
}

const USAGE = 'Usage: npm run drop -- <file> --type sales|settlements [--endpoint <url>] [--bucket <name>]';

/** The emulator accepts these; a partner's system uses the partner role's credentials instead. */
const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

const CONTENT_TYPES: Record<string, string> = {
  '.csv': 'text/csv',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export interface DropArgs {
  file: string;
  type: DropType;
  endpoint?: string;
  bucket?: string;
}

/** The command line's arguments, or a {@link DropError} saying what is wrong. */
export function parseDropArgs(argv: readonly string[]): DropArgs {
  const positional: string[] = [];
  const flags: Partial<Record<string, string>> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg.startsWith('--')) {
      const eq = arg.indexOf('=');
      const name = eq < 0 ? arg.slice(2) : arg.slice(2, eq);
      const value = eq < 0 ? argv.at(++i) : arg.slice(eq + 1);
      if (value === undefined || value.startsWith('--')) throw new DropError(`--${name} needs a value.\n${USAGE}`);
      flags[name] = value;
    } else {
      positional.push(arg);
    }
  }
  const unknown = Object.keys(flags).filter((name) => !['type', 'endpoint', 'bucket'].includes(name));
  if (unknown.length) throw new DropError(`Unknown option --${unknown[0]}.\n${USAGE}`);
  if (positional.length !== 1) throw new DropError(`Give exactly one file.\n${USAGE}`);
  const type = flags.type?.toLowerCase();
  if (!type) throw new DropError(`Give the file's type: --type sales or --type settlements.\n${USAGE}`);
  if (!(DROP_TYPES as readonly string[]).includes(type))
    throw new DropError(`Unknown type "${type}": use --type sales or --type settlements.`);
  return { file: positional[0], type: type as DropType, endpoint: flags.endpoint, bucket: flags.bucket };
}

/** `<type prefix><timestamp>-<file name>`: a new key on every drop, sortable by time. */
export function dropKey(prefixes: LocalS3Config['dropPrefixes'], type: DropType, fileName: string, at = new Date()) {
  const stamp = at.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${prefixes[type]}${stamp}-${fileName}`;
}

/** Is a process with this id alive? */
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * The S3 side of a running local stack, from its `/config.json` (the local stack's only: the
 * deployed config.json has no `localS3`).
 */
export async function localS3OfSite(siteUrl: string): Promise<LocalS3Config> {
  let res: Response;
  try {
    res = await fetch(new URL('/config.json', siteUrl));
  } catch {
    throw new DropError(`The local stack at ${siteUrl} does not answer: start it with npm start.`);
  }
  if (!res.ok) throw new DropError(`${siteUrl}/config.json answered ${res.status}: is this the local stack?`);
  const config = (await res.json()) as { localS3?: LocalS3Config };
  if (!config.localS3) throw new DropError(`${siteUrl}/config.json names no local S3: this is not a local stack.`);
  return config.localS3;
}

/** The running `npm start` stack's site URL, from the state file it keeps in `.local/` while it runs. */
export function runningStackUrl(dataDir = join(REPO_ROOT, '.local')): string {
  const statePath = join(dataDir, STATE_FILE);
  const state = existsSync(statePath)
    ? (JSON.parse(readFileSync(statePath, 'utf8')) as { pid?: number; url?: string })
    : undefined;
  if (!state?.url || !state.pid || !alive(state.pid))
    throw new DropError('No local stack is running: start it with npm start (or give --endpoint <S3 endpoint>).');
  return state.url;
}

export interface DropInput {
  /** Path of the file to drop. */
  file: string;
  type: DropType;
  /** The local S3 to drop into. */
  s3: LocalS3Config;
  /** The drop's time (its key's timestamp); default now. */
  at?: Date;
}

export interface DropResult {
  bucket: string;
  key: string;
  /** The object's ETag, quotes removed (with the key, it names the uploaded document). */
  eTag: string;
  size: number;
}

/** Put the file under its type's drop prefix with one PutObject, as a partner's system does. */
export async function dropFile(input: DropInput): Promise<DropResult> {
  if (!existsSync(input.file)) throw new DropError(`No such file: ${input.file}`);
  if (!statSync(input.file).isFile()) throw new DropError(`Not a file: ${input.file}`);
  const body = readFileSync(input.file);
  const fileName = basename(input.file);
  const key = dropKey(input.s3.dropPrefixes, input.type, fileName, input.at);
  const client = new S3Client({
    region: LOCAL_REGION,
    endpoint: input.s3.endpoint,
    credentials: LOCAL_CREDENTIALS,
    forcePathStyle: true,
    // A plain PUT as partners' tools send it: the emulator does not take the SDK's default
    // streamed (aws-chunked) checksum.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  try {
    const out = await client.send(
      new PutObjectCommand({
        Bucket: input.s3.uploadsBucket,
        Key: key,
        Body: body,
        ContentType: CONTENT_TYPES[extname(fileName).toLowerCase()] ?? 'application/octet-stream',
      }),
    );
    return { bucket: input.s3.uploadsBucket, key, eTag: (out.ETag ?? '').replace(/"/g, ''), size: body.length };
  } catch (err) {
    const code =
      (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
    if (code === 'ECONNREFUSED')
      throw new DropError(`Nothing answers at ${input.s3.endpoint}: is the local stack running (npm start)?`);
    throw err;
  } finally {
    client.destroy();
  }
}

/** Where the command drops: `--endpoint` (and `--bucket`) as given, else the running stack's config. */
async function targetOf(args: DropArgs): Promise<LocalS3Config> {
  if (args.endpoint) {
    return {
      endpoint: args.endpoint,
      uploadsBucket: args.bucket ?? LOCAL_BUCKETS.uploads,
      dropPrefixes: { sales: DROP_PREFIXES.SALES, settlements: DROP_PREFIXES.SETTLEMENTS },
    };
  }
  const s3 = await localS3OfSite(runningStackUrl());
  return args.bucket ? { ...s3, uploadsBucket: args.bucket } : s3;
}

async function main(): Promise<number> {
  try {
    const args = parseDropArgs(process.argv.slice(2));
    const s3 = await targetOf(args);
    const dropped = await dropFile({ file: args.file, type: args.type, s3 });
    console.log(`Dropped ${args.file} (${dropped.size.toLocaleString('en')} bytes)`);
    console.log(`  to s3://${dropped.bucket}/${dropped.key}`);
    console.log(`  at ${s3.endpoint}`);
    console.log('');
    console.log(
      'The trigger processes it now: watch its status and row logs at /internal/uploaded-documents (as an administrator).',
    );
    return 0;
  } catch (err) {
    if (err instanceof DropError) {
      console.error(err.message);
      return 1;
    }
    console.error(err);
    return 1;
  }
}

// Run as the command, not when a test or the bench imports it.
const entry = process.argv[1];
if (entry && realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url))) process.exitCode = await main();
