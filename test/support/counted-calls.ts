import { decodeJwt } from 'jose';
import { runAs } from '../../dev/access-check';
import { lambdaContext, loadHandler } from '../../dev/handlers';
import { getCallable, type CallableInput, type CallableName } from '../../shared/callables';
import { handlerPath } from '../../shared/registry/define';
import { countRequestsByCallable, type RequestCount } from './dynamo-requests';

/** A handler's answer as the gateway gets it. */
export interface HandlerAnswer {
  statusCode: number;
  body: string;
}

/**
 * Calls of the callables' handlers here, in this worker, as the gateway makes them (the caller
 * from the token's claims), each with the DynamoDB requests it made (test/support/dynamo-requests.ts,
 * the counter of the load benchmark). `stop` ends the counting (call it in `afterAll`).
 */
export function countedCalls(): {
  call: <N extends CallableName>(
    name: N,
    input: CallableInput<N>,
    token: string,
  ) => Promise<{ answer: HandlerAnswer; requests: RequestCount }>;
  stop: () => void;
} {
  const counter = countRequestsByCallable();
  return {
    async call(name, input, token) {
      const handler = await loadHandler(handlerPath(name));
      const claims = Object.fromEntries(Object.entries(decodeJwt(token)).map(([k, v]) => [k, String(v)]));
      const event = {
        body: JSON.stringify(input),
        isBase64Encoded: false,
        requestContext: { authorizer: { jwt: { claims } } },
      };
      counter.counts.delete(name);
      const answer = (await runAs({ kind: 'callable', name, access: getCallable(name).access }, () =>
        handler(event, lambdaContext(name)),
      )) as HandlerAnswer;
      return { answer, requests: counter.counts.get(name) ?? { reads: 0, writes: 0, commands: [] } };
    },
    stop: () => counter.stop(),
  };
}
