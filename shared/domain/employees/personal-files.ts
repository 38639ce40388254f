import { employeeFolder } from '../benefits/wallet-election';

/**
 * Where a person's own files are kept (docs/data-model.md#files-s3), one folder per employee in
 * each place, so the anonymisation (docs/rules.md#privacy) finds and deletes every one of them by
 * prefix, whether or not a record still points at it.
 */

/** The generated-files folder of an employee's statement PDFs (every language and version). */
export const statementFolder = (orgId: string, icNumber: string) => `statements/${orgId}/${icNumber}/`;

/** The generated-files folder of an employee's data downloads too long to answer inline. */
export const myDataFolder = (orgId: string, icNumber: string) => `my-data/${orgId}/${icNumber}/`;

/** Which buckets hold a person's files. */
export interface PersonalFolders {
  uploads: readonly string[];
  files: readonly string[];
}

/**
 * Every key a person's files may have, as IAM patterns (`*` any characters): the anonymisation job
 * may list and delete these and nothing else (infra/schedules.ts).
 */
export const PERSONAL_FILE_PATTERNS: PersonalFolders = {
  uploads: ['orgs/*/employees/*'],
  files: ['statements/*', 'my-data/*'],
};

/**
 * The folders of one employee's files: their uploads folder (e-wallet screenshots, any presigned
 * upload into it), their statement PDFs, their data downloads.
 */
export const personalFolders = (orgId: string, icNumber: string): PersonalFolders => ({
  uploads: [employeeFolder(orgId, icNumber)],
  files: [statementFolder(orgId, icNumber), myDataFolder(orgId, icNumber)],
});
