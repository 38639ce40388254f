import { blacklist } from '../../shared/callables/suppliers';
import { makeHandler } from '../core/make-handler';
import { reviewSupplier } from '../services/supplier-review';

export const handler = makeHandler(blacklist, ({ blacklistedRemarks, ...input }, caller) =>
  reviewSupplier(caller, input, { kind: 'blacklist', remarks: blacklistedRemarks }),
);
