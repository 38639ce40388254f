import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

/** The one Powertools module: the logger and metrics shared by every handler (docs/architecture.md#request-path). */
export const logger = new Logger({
  serviceName: 'advance-pay',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO') as LogLevel,
});
export const metrics = new Metrics({ namespace: 'AdvancePay', serviceName: 'advance-pay' });
