import { approve } from '../../shared/callables/suppliers';
import { makeHandler } from '../core/make-handler';
import { reviewSupplier } from '../services/supplier-review';

export const handler = makeHandler(approve, (input, caller) => reviewSupplier(caller, input, { kind: 'approve' }));
