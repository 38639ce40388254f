import { getOrgs } from '../../../shared/callables/orgs';
import { makeHandler } from '../chain/make-handler';
import { listOrgs } from '../../data/organisations/orgs';

export const handler = makeHandler(getOrgs, async (filter) => listOrgs(filter));
