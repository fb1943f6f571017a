import '../account-error-messages.js';
import { PaymentPage } from '../../features/payment/payment-page/payment-page.js';

export function Component() {
  return <PaymentPage />;
}
