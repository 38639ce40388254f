import { approve } from '../../../shared/callables/suppliers';
import { makeHandler } from '../chain/make-handler';
import { reviewSupplier } from '../../services/benefits/supplier-review';

export const handler = makeHandler(approve, (input, caller) => reviewSupplier(caller, input, { kind: 'approve' }));
