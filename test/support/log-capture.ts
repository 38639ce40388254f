import { captureWorkerLogs } from './log-lines';

/** Setup of every `stack` test file: the worker's log lines go to the run's log file too (test/support/log-lines.ts). */
captureWorkerLogs();
