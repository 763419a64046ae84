import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '@shop/i18n/react';
import { PagePurpose } from '@shop/ui';
import { MemberValidation } from '../features/member-validate/components/MemberValidation';
import { isPaymentReturnType, memberToValidate, unlockOrderNo } from '../return-params';

export function OrderResultPage() {
  const { t } = useTranslation('pages');
  const { number = '' } = useParams();
  return (
    <PagePurpose
      title={t('paymentReturn.order.title', { number })}
      purpose={t('paymentReturn.order.purpose')}
      pending={t('pendingApi')}
    />
  );
}

export function PaymentLoadingPage() {
  const { t } = useTranslation('pages');
  const { type } = useParams();
  if (!isPaymentReturnType(type)) return <Navigate to="/" replace />;
  return (
    <PagePurpose
      title={t('paymentReturn.loading.title')}
      purpose={t('paymentReturn.loading.purpose')}
      pending={t('pendingApi')}
    />
  );
}

export function UnlockPage() {
  const { t } = useTranslation('pages');
  const [search] = useSearchParams();
  const orderNo = unlockOrderNo(search);
  if (!orderNo) return <Navigate to="/" replace />;
  return (
    <PagePurpose
      title={t('paymentReturn.unlock.title')}
      purpose={t('paymentReturn.unlock.purpose', { orderNo })}
      pending={t('pendingApi')}
    />
  );
}

/** /memberValidate?token&info: approve or reject the account of an emailed validation link. */
export function MemberValidatePage() {
  const [search] = useSearchParams();
  const member = memberToValidate(search);
  if (!member) return <Navigate to="/" replace />;
  return <MemberValidation member={member} />;
}
