/**
 * Opt-in timing of the steps of a call (docs/benchmarks.md#where-a-call-spends-its-cpu): the load
 * benchmark installs a probe and makes its calls one at a time, so the process CPU between two laps
 * is that step's own (the SDK's work on a request included, the wait on DynamoDB Local, another
 * process, not). Off (nothing installed, as deployed and in tests) a step costs one comparison and
 * allocates nothing.
 */
export interface ChainProbe {
  /** One step of one call: its process CPU and wall time, in milliseconds. */
  record(callable: string, step: string, cpuMs: number, wallMs: number): void;
}

let installed: ChainProbe | undefined;

/** Install (or, with undefined, remove) the probe; only a benchmark does. */
export function installChainProbe(probe: ChainProbe | undefined): void {
  installed = probe;
}

/** The laps of one call: each `lap(step)` records the CPU and wall time since the previous lap. */
export class ChainTimer {
  private cpu = process.cpuUsage();
  private wall = performance.now();

  constructor(
    private readonly probe: ChainProbe,
    private readonly callable: string,
  ) {}

  lap(step: string): void {
    const cpu = process.cpuUsage(this.cpu);
    const now = performance.now();
    this.probe.record(this.callable, step, (cpu.user + cpu.system) / 1000, now - this.wall);
    this.cpu = process.cpuUsage();
    this.wall = performance.now();
  }
}

/** A timer for one call when a probe is installed; otherwise undefined. */
export const chainTimer = (callable: string): ChainTimer | undefined =>
  installed ? new ChainTimer(installed, callable) : undefined;
