import { getOrgs } from '../../shared/callables/orgs';
import { makeHandler } from '../core/make-handler';
import { listOrgs } from '../data/orgs';

export const handler = makeHandler(getOrgs, async (filter) => listOrgs(filter));
