import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (one level above `infra/`), whatever the working directory. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Absolute path of a repository-relative file. */
export const fromRoot = (relative: string): string => path.join(REPO_ROOT, relative);

/**
 * The absolute path of a handler file, or a clear error naming what needs it: synth must not
 * go on without a handler (NodejsFunction's own message does not say which callable is missing).
 */
export function requireHandlerFile(relative: string, usedBy: string): string {
  const absolute = path.isAbsolute(relative) ? relative : fromRoot(relative);
  if (!existsSync(absolute)) {
    throw new Error(
      `${usedBy}: handler file ${path.relative(REPO_ROOT, absolute)} does not exist (it must export \`handler\`).`,
    );
  }
  return absolute;
}
