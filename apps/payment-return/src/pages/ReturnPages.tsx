import { Navigate, useParams, useSearchParams } from 'react-router';
import { BrokenValidationLink } from '../features/member-validate/components/BrokenValidationLink';
import { MemberValidation } from '../features/member-validate/components/MemberValidation';
import { OrderResultView } from '../features/order-result/components/OrderResultView';
import { PaymentLoading } from '../features/payment-loading/components/PaymentLoading';
import { WithResultTexts } from '../features/result-layout/WithResultTexts';
import { UnlockDialog } from '../features/unlock/components/UnlockDialog';
import { isPaymentReturnType, memberToValidate, orderNumber, unlockOrderNo } from '../return-params';

/** /order/{number}: the order's result. A number the shop never makes shows "not found" as an unknown one. */
export function OrderResultPage() {
  const { number } = useParams();
  return (
    <WithResultTexts>
      <OrderResultView key={number} orderNo={orderNumber(number) ?? ''} />
    </WithResultTexts>
  );
}

/** /loading/{order|topup|topupWallet}: the provider's return; any other type goes home. */
export function PaymentLoadingPage() {
  const { type } = useParams();
  if (!isPaymentReturnType(type)) return <Navigate to="/" replace />;
  return (
    <WithResultTexts>
      <PaymentLoading type={type} />
    </WithResultTexts>
  );
}

/** /unlock?orderNo: without an order number the visitor goes home (spec 1 section 4). */
export function UnlockPage() {
  const [search] = useSearchParams();
  const orderNo = unlockOrderNo(search);
  if (!orderNo) return <Navigate to="/" replace />;
  return (
    <WithResultTexts>
      <UnlockDialog orderNo={orderNo} />
    </WithResultTexts>
  );
}

/** /memberValidate?token&info: approve or reject the account of an emailed validation link. */
export function MemberValidatePage() {
  const [search] = useSearchParams();
  const member = memberToValidate(search);
  return <WithResultTexts>{member ? <MemberValidation member={member} /> : <BrokenValidationLink />}</WithResultTexts>;
}
