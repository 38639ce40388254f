import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { OrganisationSchema, type Organisation } from '../../../shared/domain/organisation';
import { rmToSen, senToRm } from '../../../shared/domain/money';
import { AppError } from '../../../shared/registry/errors';
import { ddbDoc } from '../aws';
import { env } from '../env';
import { keys } from '../keys';

const ENTITY = 'organisation';
const VERSION = 1;

/** Stored shape: amounts in integer sen (design.md §6), everything else as the API shape. */
function toItem(org: Organisation) {
  const { advancePayMax, disbursements, ...rest } = org;
  const { initialCreditLimit, creditLimit, ...disb } = disbursements;
  return {
    ...keys.org(org.id),
    entity: ENTITY,
    version: VERSION,
    ...rest,
    domain: org.domain?.trim(),
    ...(advancePayMax !== undefined ? { advancePayMaxSen: rmToSen(advancePayMax) } : {}),
    disbursements: {
      ...disb,
      ...(initialCreditLimit !== undefined ? { initialCreditLimitSen: rmToSen(initialCreditLimit) } : {}),
      ...(creditLimit !== undefined ? { creditLimitSen: rmToSen(creditLimit) } : {}),
    },
  };
}

function fromItem(item: Record<string, unknown>): Organisation {
  const { pk: _pk, sk: _sk, entity: _e, version: _v, advancePayMaxSen, disbursements, ...rest } = item as Record<string, any>;
  const { initialCreditLimitSen, creditLimitSen, ...disb } = disbursements ?? {};
  return OrganisationSchema.parse({
    ...rest,
    ...(advancePayMaxSen !== undefined ? { advancePayMax: senToRm(advancePayMaxSen) } : {}),
    disbursements: {
      ...disb,
      ...(initialCreditLimitSen !== undefined ? { initialCreditLimit: senToRm(initialCreditLimitSen) } : {}),
      ...(creditLimitSen !== undefined ? { creditLimit: senToRm(creditLimitSen) } : {}),
    },
  });
}

export async function getOrg(orgId: string): Promise<Organisation | undefined> {
  const { Item } = await ddbDoc().send(new GetCommand({ TableName: env.tableName, Key: keys.org(orgId) }));
  return Item ? fromItem(Item) : undefined;
}

/** The organisation id of an organisation code (its `domain`, case-insensitive). */
export async function findOrgIdByDomain(domain: string): Promise<string | undefined> {
  const { Item } = await ddbDoc().send(new GetCommand({ TableName: env.tableName, Key: keys.uniqueDomain(domain) }));
  return Item?.orgId as string | undefined;
}

/**
 * Store a new organisation with the platform-wide claim on its code, in one transaction:
 * a second organisation with the same code is refused (409).
 */
export async function createOrg(org: Organisation): Promise<Organisation> {
  const items: object[] = [{ Put: { TableName: env.tableName, Item: toItem(org), ConditionExpression: 'attribute_not_exists(pk)' } }];
  if (org.domain) {
    items.push({
      Put: {
        TableName: env.tableName,
        Item: { ...keys.uniqueDomain(org.domain), entity: 'uniqueDomain', version: VERSION, orgId: org.id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  try {
    await ddbDoc().send(new TransactWriteCommand({ TransactItems: items as never }));
  } catch (err) {
    if (err instanceof TransactionCanceledException) {
      throw new AppError('ALREADY_EXISTS', `The organisation code ${org.domain} is already taken.`, [{ field: 'domain', message: 'Organisation code already in use' }]);
    }
    throw err;
  }
  return org;
}
