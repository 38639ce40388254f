import { useCallback, useRef, useState } from 'react';
import { formatImportError } from '../../../../../shared/domain/employees/employee-import';
import { IMPORT_FILE_LIMITS, fileTooLargeMessage } from '../../../../../shared/domain/employees/employee-import-file';
import { ONLY_XLSX_AND_CSV } from '../../../../../shared/domain/files/spreadsheet-bytes';
import { notify } from '../../../components/notifications';
import type { RunProgress } from './import-runner';
import { UNREADABLE_FILE, type LoadedFile } from './load-import-file';
import { ParseRefusal, parseInWorker } from './parse-in-worker';

export { UNREADABLE_FILE, type LoadedFile, type PreviewRow } from './load-import-file';

/** Validation errors raised as toasts for one file; the rest are counted in one more toast. */
export const MAX_ERROR_TOASTS = 20;
/** A file not named .xlsx or .csv: the spec's message, as for one whose bytes are not what its name says. */
export const WRONG_FILE_TYPE = ONLY_XLSX_AND_CSV;

/** Read a file's bytes, reporting how far the browser got (large files take a moment). */
function readBytes(file: File, onProgress: (p: RunProgress) => void): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onprogress = (e) => {
      if (e.lengthComputable)
        onProgress({ percent: Math.round((e.loaded / e.total) * 100), label: `Reading ${file.name}` });
    };
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * The chosen file: refused at once when over the size limit, else read (with progress), then
 * parsed with `xlsx` and checked with the shared rules in a Web Worker (the page stays responsive,
 * and a hostile file is refused there with its reason); every problem raised as a persistent
 * toast, cleared when another file is chosen.
 */
export function useImportFile() {
  const [files, setFiles] = useState<File[]>([]);
  const [loaded, setLoaded] = useState<LoadedFile>();
  const [reading, setReading] = useState<RunProgress>();
  const toastIds = useRef<string[]>([]);
  // The file chosen last wins, however long an earlier one takes to read.
  const latest = useRef(0);
  // The parse under way, ended when another file is chosen.
  const parsing = useRef<() => void>(undefined);

  const clearToasts = useCallback(() => {
    toastIds.current.forEach((id) => notify.dismiss(id));
    toastIds.current = [];
  }, []);
  const choose = useCallback(
    async (chosen: File[]) => {
      const toast = (message: string) => toastIds.current.push(notify.error(message, 0));
      clearToasts();
      const mine = (latest.current += 1);
      parsing.current?.();
      setFiles(chosen);
      setLoaded(undefined);
      const file = chosen.at(0);
      if (!file) return;
      if (!/\.(xlsx|csv)$/i.test(file.name)) {
        toast(WRONG_FILE_TYPE);
        return;
      }
      // Before a byte is read: a file this large is no employee list.
      if (file.size > IMPORT_FILE_LIMITS.bytes) {
        toast(fileTooLargeMessage(file.size));
        return;
      }
      let next: LoadedFile;
      try {
        setReading({ percent: 0, label: `Reading ${file.name}` });
        const bytes = await readBytes(file, setReading);
        if (mine !== latest.current) return;
        setReading({ percent: 100, label: `Checking ${file.name}` });
        const parse = parseInWorker(file.name, bytes);
        parsing.current = parse.cancel;
        next = await parse.result;
      } catch (err) {
        if (mine === latest.current) toast(err instanceof ParseRefusal ? err.message : UNREADABLE_FILE);
        return;
      } finally {
        if (mine === latest.current) {
          setReading(undefined);
          parsing.current = undefined;
        }
      }
      if (mine !== latest.current) return;
      if (!next.result.ok) {
        const errors = next.result.errors;
        errors.slice(0, MAX_ERROR_TOASTS).forEach((e) => toast(formatImportError(e)));
        if (errors.length > MAX_ERROR_TOASTS)
          toast(
            `…and ${errors.length - MAX_ERROR_TOASTS} more problems in this file (see the Problems column of the preview).`,
          );
      }
      setLoaded(next);
    },
    [clearToasts],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    parsing.current?.();
    clearToasts();
    setFiles([]);
    setLoaded(undefined);
  }, [clearToasts]);

  return { files, loaded, reading, choose, reset, clearToasts };
}
