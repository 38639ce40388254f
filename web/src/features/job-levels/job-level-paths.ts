import { paths } from '../../../../shared/routes';

/** The job level pages' paths (the admin catalogue, and the organisation's own). */
export const ADMIN_JOB_LEVELS_PATH = paths.adminJobLevels();
export const ADMIN_JOB_LEVEL_CREATE_PATH = paths.adminJobLevelCreate();
export const adminJobLevelEditPath = (id: string) => paths.adminJobLevelEdit({ id });

export const JOB_LEVELS_PATH = paths.jobLevels();
export const JOB_LEVEL_CREATE_PATH = paths.jobLevelCreate();
export const jobLevelEditPath = (jobLevelId: string) => paths.jobLevelEdit({ jobLevelId });
