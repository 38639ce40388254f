import { getFailedWagesList } from '../../shared/callables/advance-pay-admin';
import { makeHandler } from '../core/make-handler';
import { listFailedWages } from '../data/failed-earned-wages';

/** The open failed earned wages of every organisation, a page at a time. */
export const handler = makeHandler(getFailedWagesList, async ({ cursor }) => listFailedWages({ cursor }));
