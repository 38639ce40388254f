import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';
import type { LogLevel } from '@aws-lambda-powertools/logger/types';

/** The one Powertools module (style.md): shared logger and metrics of every handler. */
export const logger = new Logger({
  serviceName: 'advance-pay',
  logLevel: (process.env.LOG_LEVEL ?? 'INFO') as LogLevel,
});
export const metrics = new Metrics({ namespace: 'AdvancePay', serviceName: 'advance-pay' });
