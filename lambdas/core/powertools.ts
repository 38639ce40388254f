import { Logger } from '@aws-lambda-powertools/logger';
import { Metrics } from '@aws-lambda-powertools/metrics';

/** The one Powertools module (style.md): shared logger and metrics of every handler. */
export const logger = new Logger({ serviceName: 'advance-pay', logLevel: (process.env.LOG_LEVEL as 'INFO') ?? 'INFO' });
export const metrics = new Metrics({ namespace: 'AdvancePay', serviceName: 'advance-pay' });
