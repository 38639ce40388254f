import { getCurlecBalance } from '../../../shared/callables/payment-gateway';
import { asSen, senToRm } from '../../../shared/domain/money/money';
import { makeHandler } from '../chain/make-handler';
import { paymentGateway } from '../../services/finance/payment-gateway';

/** The payment gateway's balance available for payouts ('Available Curlec Balance'). */
export const handler = makeHandler(getCurlecBalance, async () => {
  const gateway = paymentGateway();
  return { balance: senToRm(asSen(await gateway.balance())), gateway: gateway.name };
});
