import { getFailedWagesList } from '../../shared/callables/advance-pay-admin';
import { makeHandler } from '../lib/make-handler';
import { listFailedWages } from '../lib/repos/failed-earned-wages';

/** The open failed earned wages of every organisation, a page at a time. */
export const handler = makeHandler(getFailedWagesList, async ({ cursor }) => listFailedWages({ cursor }));
