import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { callables } from '../../shared/callables';
import { handlerPath } from '../../shared/registry/define';

const root = path.resolve(__dirname, '../..');
const GATE = 'lambdas/services/employees/payout-accounts.ts';

/** Relative modules a file loads at run time (type-only imports and exports left out). */
function runtimeImports(file: string): string[] {
  const source = fs.readFileSync(path.join(root, file), 'utf8');
  const specs = [
    ...source.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\s+from\s+)?['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => m[1]);
  return specs.flatMap((spec) => {
    const base = path.join(path.dirname(file), spec);
    const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base].find(
      (f) => fs.existsSync(path.join(root, f)) && fs.statSync(path.join(root, f)).isFile(),
    );
    return found ? [path.normalize(found)] : [];
  });
}

/** Whether a handler's run-time import graph reaches the payout-account gate. */
function reachesGate(entry: string): boolean {
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (file === GATE) return true;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...runtimeImports(file));
  }
  return false;
}

describe('the payout-account gate (docs/rules.md#where-wages-go-the-payout-account-gate)', () => {
  it.each(callables.map((c) => [c.name, c] as const))(
    '%s declares changesPayout exactly when its handler reaches the gate',
    (name, def) => {
      // act
      const reaches = reachesGate(handlerPath(name));
      // assess: a callable that reaches the gate declares it, and one that declares it reaches it
      expect(reaches, `${name}: changesPayout is ${String(def.changesPayout)}`).toBe(def.changesPayout === true);
    },
  );

  it('finds the gate through imports, and not through a type-only import', () => {
    expect(reachesGate('lambdas/handlers/employees/edit-employee.ts')).toBe(true);
    expect(runtimeImports('lambdas/services/employees/payout-accounts.ts')).not.toContain(
      path.normalize('shared/domain/finance/disbursement.ts'),
    );
    expect(reachesGate('lambdas/handlers/employees/get-employees.ts')).toBe(false);
  });

  it('the callables that change or choose where wages go are the expected ones', () => {
    expect(
      callables
        .filter((c) => c.changesPayout)
        .map((c) => c.name)
        .sort(),
    ).toEqual(
      [
        'disbursements-create',
        'disbursements-generateDetails',
        'disbursements-process',
        'disbursements-processWithCurlec',
        'disbursements-update',
        'employees-approveEmployees',
        'employees-createEmployee',
        'employees-editEmployee',
        'employees-employeeBulkImportAdd',
        'employees-employeeBulkImportOverwrite',
        'employees-undoImport',
        'employees-updateOwnProfile',
      ].sort(),
    );
  });
});
