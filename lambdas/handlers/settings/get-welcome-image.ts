import { getWelcomeImage as def } from '../../../shared/callables/settings';
import { AppError } from '../../../shared/registry/errors';
import { makeHandler } from '../chain/make-handler';
import { getWelcomeImage } from '../../data/organisations/platform-settings';

/** The answer (404) when no welcome image is set; the dashboards show it in the image's place. */
export const IMAGE_NOT_FOUND = 'Image not found!';

export const handler = makeHandler(def, async () => {
  const image = await getWelcomeImage();
  if (!image) throw new AppError('NOT_FOUND', IMAGE_NOT_FOUND);
  return image;
});
