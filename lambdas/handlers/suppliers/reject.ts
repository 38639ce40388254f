import { reject } from '../../../shared/callables/suppliers';
import { makeHandler } from '../chain/make-handler';
import { reviewSupplier } from '../../services/benefits/supplier-review';

export const handler = makeHandler(reject, ({ rejectedRemarks, ...input }, caller) =>
  reviewSupplier(caller, input, { kind: 'reject', remarks: rejectedRemarks }),
);
