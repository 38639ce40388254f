import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES } from '../registry/roles';
import { EmptyInput } from './common';

export const getCurlecBalance = defineCallable({
  name: 'paymentGateway-getCurlecBalance',
  product: 'disbursements',
  summary:
    "The payment gateway's available balance (RM) for paying disbursements (administrators): 'Available Curlec " +
    "Balance'. `gateway` names the adapter in use ('sandbox' locally and by default).",
  input: EmptyInput,
  output: z.object({ balance: z.number(), gateway: z.string() }),
  roles: [...ADMIN_ROLES],
  access: { table: 'read' },
  terms: false,
  example: {},
});
