/**
 * An esbuild plugin that lets a Lambda bundle drop the shared constants its handler never uses.
 *
 * `shared/callables/<area>.ts` defines every callable of an area, each with its zod schemas, and
 * `shared/domain/*.ts` their building blocks. A handler imports one definition, but esbuild must
 * keep every other top-level `const x = z.object(...)` of those modules: a call may have side
 * effects, so an unused one is still run. Building them all was most of a bundle's own load time
 * (zod constructs each schema eagerly), for schemas the function never parses.
 *
 * These modules only define values (the registry's contract: no server code, no side effects at
 * load), so each top-level `const` initializer that calls something is wrapped as
 * `/* @__PURE__ *\/ (() => (<initializer>))()`: the same value, computed at the same moment, but
 * esbuild may now drop it when nothing in the bundle reads it. Only bundles see this; the sources,
 * the local stack and the tests run the modules as written.
 */
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The folders whose modules only define values (see above), repository-relative. */
const VALUE_ONLY_FOLDERS = /[\\/]shared[\\/](callables|domain|registry)[\\/][^\\/]+\.ts$/;

/** Initializers that are already free of side effects for esbuild (no call to run): left as written. */
const needsNoWrap = (init: ts.Expression): boolean =>
  ts.isArrowFunction(init) ||
  ts.isFunctionExpression(init) ||
  ts.isStringLiteral(init) ||
  ts.isNumericLiteral(init) ||
  ts.isNoSubstitutionTemplateLiteral(init) ||
  ts.isIdentifier(init) ||
  !/[(]/.test(init.getText());

/** The module's text with every top-level `const` initializer that calls something made droppable. */
export function markTopLevelConstantsPure(fileName: string, text: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!(statement.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || needsNoWrap(init)) continue;
      edits.push({ start: init.getStart(source), end: init.getEnd() });
    }
  }
  let out = text;
  // From the end, so earlier offsets stay valid.
  for (const { start, end } of edits.reverse()) {
    out = `${out.slice(0, start)}/* @__PURE__ */ (() => (${out.slice(start, end)}))()${out.slice(end)}`;
  }
  return out;
}

export const pureConstantsPlugin: Plugin = {
  name: 'pure-constants',
  setup(build) {
    build.onLoad({ filter: VALUE_ONLY_FOLDERS }, async (args) => ({
      contents: markTopLevelConstantsPure(args.path, await readFile(args.path, 'utf8')),
      loader: 'ts',
    }));
  },
};
