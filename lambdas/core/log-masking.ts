/**
 * The one masking of personal data in log lines (docs/architecture.md#logging): every string the
 * logger writes goes through {@link maskLogValue}, so an IC number, a bank account or a mobile number
 * never reaches CloudWatch whole, whoever logged it and under whatever field name. What is kept is
 * the last four digits, enough to tell two records apart when reading a log.
 */

/** Field names whose string value is personal whatever it looks like (IC, account, mobile, phone). */
const PERSONAL_KEY = /(^|[^a-z])(ic|nric)([^a-z]|$)|icnumber|mobile|phone|accountnumber|bankaccount|accountno/i;

/** Malaysian IC (MyKad) numbers: 12 digits, with or without the dashes (YYMMDD-PB-###G). */
const IC_NUMBER = /(?<![\w-])\d{6}-?\d{2}-?\d{4}(?![\w-])/g;
/** Malaysian mobile numbers: +60 / 60 / 0, then 1x and 7-8 digits, spaces or dashes allowed. */
const MOBILE = /(?<![\w-])(?:\+?60|0)1\d[-\s]?\d{3,4}[-\s]?\d{4}(?![\w-])/g;
/** Any other run of 8-20 digits on its own (bank accounts): not part of an id, a key or a time. */
const ACCOUNT = /(?<![\w-])\d{8,20}(?![\w-])/g;

/** All but the last four digits of a match as `*` (separators kept). */
function lastFour(match: string): string {
  let digitsLeft = match.replace(/\D/g, '').length;
  return match.replace(/\d/g, (d) => (--digitsLeft < 4 ? d : '*')).replace(/^\+/, '+');
}

/** A text with every IC number, mobile number and account number in it masked. */
export function maskPersonalText(text: string): string {
  if (!/\d{4}/.test(text)) return text;
  return text.replace(IC_NUMBER, lastFour).replace(MOBILE, lastFour).replace(ACCOUNT, lastFour);
}

/** A whole value masked: `*` for all but its last four characters. */
function maskWhole(text: string): string {
  return text.length <= 4 ? '*'.repeat(text.length) : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
}

/** The logger's own fields: ids and ARNs (an account id is 12 digits), never personal. */
const OWN_FIELDS = new Set(['function_arn', 'function_request_id', 'correlation_id', 'xray_trace_id']);

/** What the logger writes for a field: a personal field's string masked whole, any other string scanned. */
export function maskLogValue(key: string, value: unknown): unknown {
  if (typeof value !== 'string' || OWN_FIELDS.has(key)) return value;
  if (key && PERSONAL_KEY.test(key)) return maskWhole(value);
  return maskPersonalText(value);
}
