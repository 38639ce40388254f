/**
 * Save text as a file in the browser (no server round trip): a Blob link clicked once. CSV files
 * start with a byte-order mark so spreadsheet programs read names in UTF-8.
 */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const bom = type.startsWith('text/csv') ? '\ufeff' : '';
  downloadBlob(fileName, new Blob([bom + text], { type }));
}

/** Save a Blob (bytes of a file made in the browser) as a download: a link clicked once. */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
