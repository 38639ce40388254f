import { useCallback, useRef, useState } from 'react';
import {
  formatImportError, IMPORT_COLUMNS, validateEmployeeImport, type EmployeeImportResult,
} from '../../../../../shared/domain/employee-import';
import { readEmployeeImportFile } from '../../../../../shared/domain/employee-import-file';
import { notify } from '../../../components/notifications';
import type { RunProgress } from './import-runner';

/** Validation errors raised as toasts for one file; the rest are counted in one more toast. */
export const MAX_ERROR_TOASTS = 20;
export const UNREADABLE_FILE = 'The file could not be read. Please upload an .xlsx or .csv file made from the template.';
export const WRONG_FILE_TYPE = 'Please upload an .xlsx or .csv file.';

/** A row of the preview: its sheet row, its cells as text, and what is wrong with it. */
export interface PreviewRow {
  row: number;
  cells: Record<string, string>;
  problems: string[];
}

export interface LoadedFile {
  name: string;
  /** The file's columns: ours in template order, then any others. */
  columns: string[];
  rows: PreviewRow[];
  result: EmployeeImportResult;
}

const asText = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** Read a file's bytes, reporting how far the browser got (large files take a moment). */
function readBytes(file: File, onProgress: (p: RunProgress) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable) onProgress({ percent: Math.round((e.loaded / e.total) * 100), label: `Reading ${file.name}` });
    };
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/** Parse and check a file with the shared rules (the server checks the same way again). */
export function loadImportFile(name: string, bytes: ArrayBuffer): LoadedFile {
  const sheet = readEmployeeImportFile(bytes, name);
  const result = validateEmployeeImport(sheet.rows, sheet);
  const problems = new Map<number, string[]>();
  if (!result.ok) for (const e of result.errors) problems.set(e.row, [...(problems.get(e.row) ?? []), e.message]);
  const present = new Set(sheet.headers.filter(Boolean));
  const columns = [...IMPORT_COLUMNS.filter((c) => present.has(c)), ...sheet.headers.filter((h) => h && !(IMPORT_COLUMNS as readonly string[]).includes(h))];
  const rows = sheet.rows
    .map((cells, i) => ({ row: sheet.rowNumbers[i], cells: Object.fromEntries(Object.entries(cells).map(([k, v]) => [k, asText(v)])) }))
    .filter((r) => Object.values(r.cells).some((v) => v.trim() !== ''))
    .map((r) => ({ ...r, problems: problems.get(r.row) ?? [] }));
  return { name, columns, rows, result };
}

/**
 * The chosen file: read (with progress), parsed with `xlsx`, checked with the shared rules;
 * every problem raised as a persistent toast (spec part 1 §5), cleared when another file is chosen.
 */
export function useImportFile() {
  const [files, setFiles] = useState<File[]>([]);
  const [loaded, setLoaded] = useState<LoadedFile>();
  const [reading, setReading] = useState<RunProgress>();
  const toastIds = useRef<string[]>([]);
  // The file chosen last wins, however long an earlier one takes to read.
  const latest = useRef(0);

  const clearToasts = useCallback(() => {
    toastIds.current.forEach((id) => notify.dismiss(id));
    toastIds.current = [];
  }, []);
  const choose = useCallback(async (chosen: File[]) => {
    const toast = (message: string) => toastIds.current.push(notify.error(message, 0));
    clearToasts();
    const mine = (latest.current += 1);
    setFiles(chosen);
    setLoaded(undefined);
    const file = chosen[0];
    if (!file) return;
    if (!/\.(xlsx|csv)$/i.test(file.name)) {
      toast(WRONG_FILE_TYPE);
      return;
    }
    let next: LoadedFile;
    try {
      setReading({ percent: 0, label: `Reading ${file.name}` });
      const bytes = await readBytes(file, setReading);
      setReading({ percent: 100, label: `Checking ${file.name}` });
      // Let the bar paint before the (synchronous) parse of a large file.
      await new Promise((r) => setTimeout(r, 0));
      if (mine !== latest.current) return;
      next = loadImportFile(file.name, bytes);
    } catch {
      if (mine === latest.current) toast(UNREADABLE_FILE);
      return;
    } finally {
      if (mine === latest.current) setReading(undefined);
    }
    if (!next.result.ok) {
      const errors = next.result.errors;
      errors.slice(0, MAX_ERROR_TOASTS).forEach((e) => toast(formatImportError(e)));
      if (errors.length > MAX_ERROR_TOASTS) toast(`…and ${errors.length - MAX_ERROR_TOASTS} more problems in this file (see the Problems column of the preview).`);
    }
    setLoaded(next);
  }, [clearToasts]);

  const reset = useCallback(() => {
    latest.current += 1;
    clearToasts();
    setFiles([]);
    setLoaded(undefined);
  }, [clearToasts]);

  return { files, loaded, reading, choose, reset, clearToasts };
}
