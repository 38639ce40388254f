import { WelcomeImageSchema, type WelcomeImage } from '../../../shared/domain/files/welcome-image';
import { keys } from '../table/keys';
import { table, isWriteConflict } from '../table/table';

const VERSION = 1;
const WELCOME_IMAGE = 'WELCOME_IMAGE';

/** The welcome image of the dashboards (one platform-wide setting), or undefined when unset. */
export async function getWelcomeImage(): Promise<WelcomeImage | undefined> {
  const { Item } = await table.get({ Key: keys.platformSetting(WELCOME_IMAGE) });
  const parsed = WelcomeImageSchema.safeParse(Item ?? {});
  return parsed.success ? parsed.data : undefined;
}

/**
 * Set the welcome image. `onlyIfUnset` keeps one already set (seeding twice changes nothing);
 * answers whether it wrote.
 */
export async function putWelcomeImage(
  image: WelcomeImage,
  at: number,
  opts: { onlyIfUnset?: boolean } = {},
): Promise<boolean> {
  try {
    await table.put({
      Item: {
        ...keys.platformSetting(WELCOME_IMAGE),
        entity: 'platformSetting',
        version: VERSION,
        ...WelcomeImageSchema.parse(image),
        modifiedAt: at,
      },
      ...(opts.onlyIfUnset ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
    });
    return true;
  } catch (err) {
    if (isWriteConflict(err)) return false;
    throw err;
  }
}
