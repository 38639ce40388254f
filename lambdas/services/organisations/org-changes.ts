import { creditAfterLimitChange, outstandingCreditSen } from '../../../shared/domain/organisations/organisation-credit';
import { type Attachment } from '../../../shared/domain/organisations/organisation';
import { type OrganisationFields } from '../../../shared/domain/organisations/organisation-fields';
import type { OrganisationRecord } from '../../../shared/domain/organisations/organisation-record';
import { formatRm, rmToSen, senToRm } from '../../../shared/domain/money/money';
import { AppError } from '../../../shared/registry/errors';
import { getOrg } from '../../data/organisations/orgs';
import { listWallets } from '../../data/benefits/wallets';
import { uploadPrefix } from '../../core/uploads';

/**
 * The name of a franchisee's franchisor, which must be another live organisation of type
 * franchisor and status Active (422 otherwise); undefined for other franchise types.
 */
export async function franchisorNameOf(
  fields: Pick<OrganisationFields, 'franchiseType' | 'franchisorId'>,
  selfId?: string,
): Promise<string | undefined> {
  if (fields.franchiseType !== 'franchisee' || !fields.franchisorId) return undefined;
  const franchisor = fields.franchisorId === selfId ? undefined : await getOrg(fields.franchisorId);
  if (!franchisor || franchisor.franchiseType !== 'franchisor' || franchisor.status !== 'Active') {
    const message = 'The franchisor must be an Active franchisor organisation.';
    throw new AppError('FAILED_PRECONDITION', message, [{ field: 'franchisorId', message }]);
  }
  return franchisor.name;
}

/**
 * The disbursement settings to store: a new initial credit limit keeps what is outstanding
 * (initialCreditLimit − creditLimit, docs/rules.md#organisations), so the available credit moves by as much as the
 * limit; a limit below the outstanding balance is refused (422). Switched off, the amounts
 * granted and used stay recorded (the balance does not vanish) and come back when switched on.
 */
export function disbursementsAfter(
  fields: OrganisationFields,
  before?: OrganisationRecord['disbursements'],
): OrganisationRecord['disbursements'] {
  const kept = { initialCreditLimitSen: before?.initialCreditLimitSen, creditLimitSen: before?.creditLimitSen };
  const d = fields.disbursements;
  if (d.enable !== 'yes' || d.initialCreditLimit === undefined) return { ...before, enable: d.enable, ...kept };
  // The form's limit is RM: sen from here on.
  const credit = creditAfterLimitChange(before, rmToSen(d.initialCreditLimit));
  if (!credit) {
    const message = `The initial credit limit cannot be below the outstanding balance of ${formatRm(senToRm(outstandingCreditSen(before)))}.`;
    throw new AppError('FAILED_PRECONDITION', message, [{ field: 'disbursements.initialCreditLimit', message }]);
  }
  return {
    enable: 'yes',
    initialCreditLimitSen: credit.initialCreditLimitSen,
    creditLimitSen: credit.creditLimitSen,
    platformFeePercentage: d.platformFeePercentage,
    monthlyFeePercentage: d.monthlyFeePercentage,
  };
}

/** Attachments must be files uploaded for this organisation (uploads-getUploadUrl, purpose orgAttachment). */
export function checkAttachments(orgId: string, attachments: Attachment[] | undefined): void {
  const prefix = uploadPrefix('orgAttachment', orgId);
  const foreign = (attachments ?? []).findIndex((a) => !a.key.startsWith(prefix) || a.key.includes('..'));
  if (foreign >= 0) {
    throw new AppError(
      'INVALID_ARGUMENT',
      'An attachment is not a file uploaded for this organization. Upload it again.',
      [{ field: `attachments.${foreign}.key`, message: 'Not a file of this organisation' }],
    );
  }
}

/**
 * The e-wallets offered must exist (not deleted) and be Active; one already offered may stay
 * after it was made InActive, so an unrelated edit never fails on it (400 on `wallets`).
 */
export async function checkWallets(walletIds: string[], before: string[] = []): Promise<void> {
  const unique = [...new Set(walletIds)];
  const wallets = new Map((await listWallets()).map((w) => [w.id, w]));
  const refused = unique.filter((id) => {
    const wallet = wallets.get(id);
    return !wallet || (wallet.status !== 'Active' && !before.includes(id));
  });
  if (refused.length) {
    const message = `Not an Active e-wallet: ${refused.join(', ')}. Choose from the E-Wallets list.`;
    throw new AppError('INVALID_ARGUMENT', message, [{ field: 'wallets', message }]);
  }
}

/**
 * The record of an organisation from the administrator's fields (RM: the Advance Pay maximum
 * becomes sen here) and what the server keeps or derives.
 */
export function organisationOf(
  fields: OrganisationFields,
  kept: Pick<OrganisationRecord, 'id' | 'tenantId' | 'createdAt' | 'createdBy' | 'attachments' | 'disbursements'> &
    Partial<Pick<OrganisationRecord, 'makerChecker'>> & {
      franchisorName?: string;
    },
  by: string,
  at: number,
): OrganisationRecord {
  // `OrganisationFields` types the maximum as always undefined (its cleaning's spread); it is RM when Advance Pay is on.
  const {
    disbursements: _d,
    advancePayMax,
    ...rest
  } = fields as Omit<OrganisationFields, 'advancePayMax'> & {
    id?: string;
    modifiedAt?: number;
    advancePayMax?: number;
  };
  return {
    ...rest,
    ...(advancePayMax !== undefined ? { advancePayMaxSen: rmToSen(advancePayMax) } : {}),
    ...kept,
    modifiedAt: at,
    modifiedBy: by,
  };
}
