import { reject } from '../../shared/callables/suppliers';
import { makeHandler } from '../core/make-handler';
import { reviewSupplier } from '../services/supplier-review';

export const handler = makeHandler(reject, ({ rejectedRemarks, ...input }, caller) =>
  reviewSupplier(caller, input, { kind: 'reject', remarks: rejectedRemarks }),
);
