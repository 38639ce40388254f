/** Spec part 2 §2: the job level routes (admin catalogue, and the organisation's own). */
export const ADMIN_JOB_LEVELS_PATH = '/internal/jobLevels';
/** Spelled as the spec has it (lower-case 'joblevels'). */
export const ADMIN_JOB_LEVEL_CREATE_PATH = '/internal/joblevels/create';
export const adminJobLevelEditPath = (id: string) => `/internal/jobLevels/${encodeURIComponent(id)}/edit`;

export const JOB_LEVELS_PATH = '/jobLevels';
export const JOB_LEVEL_CREATE_PATH = '/jobLevels/create';
export const jobLevelEditPath = (id: string) => `/jobLevels/${encodeURIComponent(id)}/edit`;
