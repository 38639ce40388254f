import { getOrg } from '../../data/organisations/orgs';

/** What an invitation names: the organisation's code and name. */
export interface ApprovingOrg {
  code: string;
  name: string;
}

/** The organisation an invitation (an approval's, or a new one) names. */
export async function approvingOrg(orgId: string): Promise<ApprovingOrg> {
  const org = await getOrg(orgId);
  return { code: org?.domain ?? orgId, name: org?.name ?? orgId };
}
