import { sandboxGateway } from './payment-gateway-sandbox';

/**
 * The payment gateway disbursements are paid through (docs/rules.md#disbursements). The product
 * talks to it only through this interface; the adapter is chosen by `PAYMENT_GATEWAY` (only
 * `sandbox` ships, and is the default: it keeps its books in the table).
 */
export interface PayoutRequest {
  /** Idempotency key: a reference already paid is never paid again (the earlier result is answered). */
  reference: string;
  amountSen: number;
  bankCode: string;
  accountNumber: string;
  /** The account holder's name. */
  name: string;
}

export type PayoutResult =
  { status: 'paid'; reference: string } | { status: 'failed'; reference: string; reason: string };

export interface PaymentGateway {
  /** The adapter's name ('sandbox'). */
  readonly name: string;
  /** The balance available for payouts, in sen. */
  balance(): Promise<number>;
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

const GATEWAYS: Record<string, () => PaymentGateway> = { sandbox: () => sandboxGateway };

/** The gateway of this deployment (`PAYMENT_GATEWAY`, default sandbox); an unknown name is a configuration error. */
export function paymentGateway(): PaymentGateway {
  const name = process.env.PAYMENT_GATEWAY || 'sandbox';
  const make = GATEWAYS[name] as (() => PaymentGateway) | undefined;
  if (!make)
    throw new Error(`Unknown payment gateway ${name} (PAYMENT_GATEWAY); known: ${Object.keys(GATEWAYS).join(', ')}`);
  return make();
}
