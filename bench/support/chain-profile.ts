/**
 * Where a call's CPU goes (docs/benchmarks.md#where-a-call-spends-its-cpu), for bench/load.ts: calls made
 * one at a time with the chain's probe installed (lambdas/core/chain-probe.ts), so the process CPU
 * between two laps is that step's own. Waiting on DynamoDB Local (a Java process of its own) costs
 * this process no CPU; the SDK's work on each request (building, signing, parsing) does, and is
 * counted in the step that made it.
 */
import { installChainProbe, type ChainProbe } from '../../lambdas/core/chain-probe';

/** The laps, in the order a call takes them (the gateway's token check, then the handler's chain). */
export const STEPS = ['token', 'claims', 'caller', 'gate', 'input', 'audit', 'body', 'output', 'total'] as const;

interface Lap {
  cpu: number;
  wall: number;
}
type CallLaps = Partial<Record<string, Lap>>;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};
const fixed = (n: number, digits = 2) => (Number.isNaN(n) ? '-' : n.toFixed(digits));

export class ChainProfile implements ChainProbe {
  private readonly calls = new Map<string, CallLaps[]>();
  private current: CallLaps | undefined;

  record(_callable: string, step: string, cpuMs: number, wallMs: number): void {
    if (this.current) this.current[step] = { cpu: cpuMs, wall: wallMs };
  }

  /** One call, alone: its laps, and the process CPU and wall time of the whole of it (client and gateway too). */
  async call(callable: string, make: () => Promise<boolean>): Promise<void> {
    const laps: CallLaps = {};
    this.current = laps;
    installChainProbe(this);
    const cpu = process.cpuUsage();
    const started = performance.now();
    try {
      const ok = await make();
      const used = process.cpuUsage(cpu);
      laps.call = { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
      if (ok) this.calls.set(callable, [...(this.calls.get(callable) ?? []), laps]);
    } finally {
      installChainProbe(undefined);
      this.current = undefined;
    }
  }

  /**
   * Per callable, the median of each step's CPU (ms), the chain's own (token check + the handler's
   * total − its body), the body's, the whole call's process CPU and its wall time.
   */
  report(log: (line: string) => void): void {
    const steps = STEPS.filter((s) => s !== 'total');
    log(
      `${'callable (one call at a time)'.padEnd(42)} calls  wall  call CPU  chain CPU  body  ${steps.map((s) => s.padStart(6)).join('')}`,
    );
    for (const [name, calls] of [...this.calls].sort(([a], [b]) => a.localeCompare(b))) {
      const cpuOf = (step: string) => calls.map((c) => c[step]?.cpu ?? 0);
      const chain = calls.map((c) => (c.token?.cpu ?? 0) + (c.total?.cpu ?? 0) - (c.body?.cpu ?? 0));
      log(
        `${name.padEnd(42)} ${String(calls.length).padStart(5)} ${fixed(median(calls.map((c) => c.call?.wall ?? 0)), 1).padStart(5)} ` +
          `${fixed(median(cpuOf('call'))).padStart(9)} ${fixed(median(chain)).padStart(10)} ${fixed(median(cpuOf('body'))).padStart(5)} ` +
          steps.map((s) => fixed(median(cpuOf(s))).padStart(6)).join(''),
      );
    }
    log(
      'ms, medians. call CPU: the whole process for the call (client, gateway, handler); chain CPU: token + the ' +
        "handler's total − body; the rest of total (not shown) is middy's logger and metrics and the answer's log line.",
    );
  }
}
