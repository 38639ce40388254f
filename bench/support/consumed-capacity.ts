import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { OUTBOX_PK } from '../../lambdas/data/messages/outbox';
import { currentClientHook, setClientHook } from '../../lambdas/core/clients/hook';
import { isReadCommand } from '../../test/support/dynamo-requests';

/**
 * What the product's AWS clients consume, counted as AWS bills it (bench/cost.ts): DynamoDB read
 * and write request units as DynamoDB reports them (every request asks for
 * `ReturnConsumedCapacity: 'TOTAL'`), S3 requests by class, and the messages the deployed product
 * would hand to SES (e-mail) and SNS (SMS). Locally those messages are recorded in the outbox
 * partition of the table instead (lambdas/data/messages/outbox.ts): such a write is counted as
 * the message it stands for, not as a write unit.
 */
export interface Consumption {
  /** DynamoDB read request units (on-demand: RRU). */
  readUnits: number;
  /** DynamoDB write request units (on-demand: WRU). */
  writeUnits: number;
  dynamoRequests: number;
  /** S3 PUT, COPY, POST and LIST requests (priced together). */
  s3Writes: number;
  /** S3 GET and every other request (priced together). */
  s3Reads: number;
  emails: number;
  /** SMS message parts (what SNS bills: a long or non-Latin text is several). */
  sms: number;
}

export const noConsumption = (): Consumption => ({
  readUnits: 0,
  writeUnits: 0,
  dynamoRequests: 0,
  s3Writes: 0,
  s3Reads: 0,
  emails: 0,
  sms: 0,
});

/** The S3 commands AWS prices as "PUT, COPY, POST, LIST"; every other is priced as a GET. */
const S3_WRITE_COMMANDS = /^(Put|Copy|Post|List|CreateMultipartUpload|UploadPart|CompleteMultipartUpload)/;

interface Capacity {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
  WriteCapacityUnits?: number;
}

/** The local outbox's item in a PutItem's input, if that is what it writes. */
const outboxItem = (input: { Item?: Record<string, unknown> }): { channel?: unknown; text?: unknown } | undefined =>
  input.Item?.pk === OUTBOX_PK ? input.Item : undefined;

/** GSM 03.38's basic characters (an SMS of only these is 7-bit: 160 a part, 153 when split). */
const GSM_7 = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]*$/;

/**
 * The parts SNS sends `text` in: 7-bit 160 (153 each when split), else UCS-2 70 (67 each), counted
 * in UTF-16 code units as UCS-2 counts them.
 */
export function smsParts(text: string): number {
  const length = text.length;
  const [single, each] = GSM_7.test(text) ? [160, 153] : [70, 67];
  return length <= single ? 1 : Math.ceil(length / each);
}

/**
 * Start counting on every AWS client the product creates from now on; `current` is the running
 * total (read and reset it between steps). Answers how to stop.
 */
export function countConsumption(): { current: () => Consumption; reset: () => void; stop: () => void } {
  let total = noConsumption();
  const previous = currentClientHook();
  // The hook sees each client as it is created (the cached ones are dropped now).
  setClientHook((client) => {
    previous?.(client);
    const stack = (client as unknown as { middlewareStack: MiddlewareStack }).middlewareStack;
    if (client instanceof DynamoDBClient)
      stack.add(
        dynamoMiddleware(() => total),
        { step: 'initialize', name: 'consumedCapacity' },
      );
    if (client instanceof S3Client)
      stack.add(
        (next, context) => (args) => {
          if (S3_WRITE_COMMANDS.test(context.commandName ?? '')) total.s3Writes += 1;
          else total.s3Reads += 1;
          return next(args);
        },
        { step: 'initialize', name: 'consumedCapacityS3' },
      );
  });
  const stop = () => setClientHook(previous);
  return {
    current: () => ({ ...total }),
    reset: () => {
      total = noConsumption();
    },
    stop,
  };
}

type Handler = (args: { input: Record<string, unknown> }) => Promise<{ output: Record<string, unknown> }>;
interface MiddlewareStack {
  add(
    middleware: (next: Handler, context: { commandName?: string }) => Handler,
    options: { step: 'initialize'; name: string },
  ): void;
}

function dynamoMiddleware(total: () => Consumption) {
  return (next: Handler, context: { commandName?: string }): Handler =>
    async (args) => {
      const message = outboxItem(args.input);
      if (message) {
        if (message.channel === 'sms') total().sms += smsParts(typeof message.text === 'string' ? message.text : '');
        else total().emails += 1;
        return next(args);
      }
      const result = await next({ ...args, input: { ...args.input, ReturnConsumedCapacity: 'TOTAL' } });
      const consumed = result.output.ConsumedCapacity as Capacity | Capacity[] | undefined;
      const read = isReadCommand(context.commandName ?? '');
      const sum = total();
      sum.dynamoRequests += 1;
      for (const c of [consumed ?? []].flat()) {
        const units = c.CapacityUnits ?? 0;
        // DynamoDB reports the split when a request both reads and writes (a transaction's checks).
        if (c.ReadCapacityUnits !== undefined || c.WriteCapacityUnits !== undefined) {
          sum.readUnits += c.ReadCapacityUnits ?? 0;
          sum.writeUnits += c.WriteCapacityUnits ?? 0;
        } else if (read) sum.readUnits += units;
        else sum.writeUnits += units;
      }
      return result;
    };
}
