import { MALAYSIAN_BANKS } from '../../../../shared/domain/money/banks';
import { COUNTRIES } from '../../../../shared/domain/employees/countries';
import { useAllPages } from '../../api/hooks';
import { useAllPagesOf } from '../../api/all-pages-of';

/** One choice of a select: the stored value and the text shown. */
export interface Choice {
  value: string;
  label: string;
}

export const BANK_CHOICES: readonly Choice[] = MALAYSIAN_BANKS.map((b) => ({ value: b.code, label: b.name }));
export const COUNTRY_CHOICES: readonly Choice[] = COUNTRIES.map((c) => ({ value: c.name, label: c.name }));

/** The toasts when a look-up list fails to load. */
export const LOOKUP_FAILED = {
  jobLevels: 'Failed to get Job Levels!',
  offices: 'Failed to get Offices!',
  teams: 'Unable to retrieve teams!',
  categories: 'Unable to retrieve employee categories!',
} as const;

const LOOKUP_STALE_MS = 5 * 60_000;

/**
 * The organisation's choices for an employee's job level, team, category and office (approved ones
 * only). Job levels, teams and categories are eBenefits' set-up lists: read only when the
 * organisation has it (the server refuses them otherwise).
 */
export function useEmployeeLookups(eBenefits: boolean) {
  const options = { staleTime: LOOKUP_STALE_MS };
  const ofEBenefits = { ...options, enabled: eBenefits };
  // Every page (a set-up list of a few dozen rows): the choices must offer them all.
  const jobLevels = useAllPagesOf(
    'jobLevels-getApproved',
    'jobLevels',
    {},
    { ...ofEBenefits, errorToast: LOOKUP_FAILED.jobLevels },
  );
  const offices = useAllPagesOf(
    'orgOffices-getOffices',
    'offices',
    {},
    { ...options, errorToast: LOOKUP_FAILED.offices },
  );
  const teams = useAllPages(
    'teams-getTeams',
    { status: 'Approved' },
    { ...ofEBenefits, errorToast: LOOKUP_FAILED.teams },
  );
  const categories = useAllPages(
    'employeeCategories-getEmployeeCategories',
    { status: 'Approved' },
    { ...ofEBenefits, errorToast: LOOKUP_FAILED.categories },
  );
  return {
    // The job level is stored by name (the employee record and the import carry names).
    jobLevels: (jobLevels.data?.jobLevels ?? []).map((j) => ({ value: j.name, label: j.name })),
    offices: (offices.data?.offices ?? []).map((o) => ({ value: o.id, label: o.name })),
    teams: (teams.data ?? []).map((t) => ({ value: t.code, label: t.teamName })),
    categories: (categories.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    // A list that is not read (eBenefits off) is not loading.
    loading: offices.isPending || (eBenefits && (jobLevels.isPending || teams.isPending || categories.isPending)),
  };
}
