import { blacklist } from '../../../shared/callables/suppliers';
import { makeHandler } from '../chain/make-handler';
import { reviewSupplier } from '../../services/benefits/supplier-review';

export const handler = makeHandler(blacklist, ({ blacklistedRemarks, ...input }, caller) =>
  reviewSupplier(caller, input, { kind: 'blacklist', remarks: blacklistedRemarks }),
);
