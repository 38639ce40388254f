import { getOrgs } from '../../shared/callables/orgs';
import { makeHandler } from '../lib/make-handler';
import { listOrgs } from '../lib/repos/orgs';

export const handler = makeHandler(getOrgs, async (filter) => listOrgs(filter));
