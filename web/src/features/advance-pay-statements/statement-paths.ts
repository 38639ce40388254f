/** The statement routes (spec part 3 §2.1, `{product}` = advance-pay). */
export const STATEMENTS_PATH = '/advance-pay/statements/monthly';
export const statementPath = (statementId: string) => `${STATEMENTS_PATH}/${encodeURIComponent(statementId)}`;
