import { paths } from '../../../../shared/routes';

/** The statement pages' paths. */
export const STATEMENTS_PATH = paths.statements();
export const statementPath = (statementId: string) => paths.statement({ statementId });
