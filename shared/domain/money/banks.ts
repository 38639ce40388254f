/**
 * Malaysian banks an employee can be paid into: the SWIFT / BIC
 * code the bank transfer file needs, and the name shown and stored. The bank name of an
 * employee is always derived from the code chosen (`bankByCode`).
 */
export interface Bank {
  code: string;
  name: string;
}

export const MALAYSIAN_BANKS: readonly Bank[] = [
  { code: 'PHBMMYKL', name: 'Affin Bank' },
  { code: 'AIBBMYKL', name: 'Affin Islamic Bank' },
  { code: 'AGOBMYKL', name: 'Agrobank' },
  { code: 'RJHIMYKL', name: 'Al Rajhi Bank Malaysia' },
  { code: 'MFBBMYKL', name: 'Alliance Bank Malaysia' },
  { code: 'ALSRMYKL', name: 'Alliance Islamic Bank' },
  { code: 'ARBKMYKL', name: 'AmBank' },
  { code: 'AISLMYKL', name: 'AmBank Islamic' },
  { code: 'BIMBMYKL', name: 'Bank Islam Malaysia' },
  { code: 'BKRMMYKL', name: 'Bank Rakyat' },
  { code: 'BMMBMYKL', name: 'Bank Muamalat Malaysia' },
  { code: 'BOFAMY2X', name: 'Bank of America Malaysia' },
  { code: 'BKCHMYKL', name: 'Bank of China (Malaysia)' },
  { code: 'BSNAMYK1', name: 'Bank Simpanan Nasional' },
  { code: 'BNPAMYKL', name: 'BNP Paribas Malaysia' },
  { code: 'PCBCMYKL', name: 'China Construction Bank (Malaysia)' },
  { code: 'CIBBMYKL', name: 'CIMB Bank' },
  { code: 'CTBBMYKL', name: 'CIMB Islamic Bank' },
  { code: 'CITIMYKL', name: 'Citibank Malaysia' },
  { code: 'DEUTMYKL', name: 'Deutsche Bank (Malaysia)' },
  { code: 'HLBBMYKL', name: 'Hong Leong Bank' },
  { code: 'HLIBMYKL', name: 'Hong Leong Islamic Bank' },
  { code: 'HBMBMYKL', name: 'HSBC Bank Malaysia' },
  { code: 'HMABMYKL', name: 'HSBC Amanah Malaysia' },
  { code: 'ICBKMYKL', name: 'ICBC (Malaysia)' },
  { code: 'CHASMYKX', name: 'J.P. Morgan Chase Bank' },
  { code: 'KFHOMYKL', name: 'Kuwait Finance House (Malaysia)' },
  { code: 'MBBEMYKL', name: 'Maybank' },
  { code: 'MBISMYKL', name: 'Maybank Islamic' },
  { code: 'AFBQMYKL', name: 'MBSB Bank' },
  { code: 'MHCBMYKA', name: 'Mizuho Bank (Malaysia)' },
  { code: 'BOTKMYKX', name: 'MUFG Bank (Malaysia)' },
  { code: 'OCBCMYKL', name: 'OCBC Bank (Malaysia)' },
  { code: 'OABBMYKL', name: 'OCBC Al-Amin Bank' },
  { code: 'PBBEMYKL', name: 'Public Bank' },
  { code: 'PUIBMYK1', name: 'Public Islamic Bank' },
  { code: 'RHBBMYKL', name: 'RHB Bank' },
  { code: 'RHBAMYKL', name: 'RHB Islamic Bank' },
  { code: 'SCBLMYKX', name: 'Standard Chartered Bank Malaysia' },
  { code: 'SCSRMYKK', name: 'Standard Chartered Saadiq' },
  { code: 'SMBCMYKL', name: 'Sumitomo Mitsui Banking Corporation Malaysia' },
  { code: 'UOVBMYKL', name: 'UOB Malaysia' },
];

const BY_CODE = new Map(MALAYSIAN_BANKS.map((b) => [b.code, b]));
const BY_NAME = new Map(MALAYSIAN_BANKS.map((b) => [b.name, b]));

export const BANK_CODES = MALAYSIAN_BANKS.map((b) => b.code) as [string, ...string[]];

export const bankByCode = (code: string | undefined): Bank | undefined => (code ? BY_CODE.get(code) : undefined);
/** A bank by its exact name (the import file's `bank` column). */
export const bankByName = (name: string | undefined): Bank | undefined => (name ? BY_NAME.get(name) : undefined);
