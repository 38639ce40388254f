import { ulid } from 'ulid';

let series = 0;

/**
 * IC and mobile numbers for the rows of one import file, unique to this call: IC numbers are
 * claimed per organisation and mobile numbers platform-wide, so rows made by another call, another
 * file or another run never collide. `icLetter` starts every IC number (it tells the files apart).
 */
export function uniqueImportNumbers(icLetter: string) {
  const tag = ulid().slice(-6);
  const run = `${Date.now() % 100000}`.padStart(5, '0');
  const s = (series += 1) % 10;
  return {
    employeeICNumber: (i: number) => `${icLetter}${tag}${String(i).padStart(5, '0')}`,
    mobileNumber: (i: number) => `+601${s}${run}${String(i).padStart(5, '0')}`,
  };
}
