import { useMemo } from 'react';
import { useStore } from 'zustand';
import { cartStore } from '@shop/cart-engine';
import { checkEmployeeGiftExemption, type BeneficiaryLine } from '@shop/cart-rules';
import {
  fetchPaymentMeans,
  fetchProfile,
  fetchQuotation,
  fetchWalletBalance,
  findPreviousFile,
} from '../api/business-checkout-api';
import { beneficiaryLinesOfCart, beneficiaryOf, linesOfBuyingPath, type CheckoutSource } from '../checkout-source';
import { orderViewOfCart, orderViewOfQuotation } from '../order-view';
import { useLoaded } from './use-loaded';

const WALLET = '14';

/**
 * What the business checkout reads: the means offered (the contract type's), the member's profile (the
 * invoicing address to start from, the document check), the wallet when offered, and the order's
 * content: this buying page's cart lines, or the file or the quotation the address names.
 */
export function useCheckoutData({
  source,
  buyingPath,
  custId,
  currency,
}: {
  source: CheckoutSource;
  buyingPath: string;
  custId: string;
  currency: string;
}) {
  // The page's one cart store (a shared singleton), read directly: @shop/cart-engine/react's entry
  // would bring a copy of its own that nobody filled.
  const cartItems = useStore(cartStore, (state) => state.cartItems);
  const items = useMemo(
    () => (source.kind === 'cart' ? linesOfBuyingPath(cartItems, buyingPath) : []),
    [source.kind, cartItems, buyingPath],
  );
  const means = useLoaded(`means:${custId}`, fetchPaymentMeans);
  const profile = useLoaded(`profile:${custId}`, custId ? () => fetchProfile(custId) : null);
  const offered = useMemo(
    () => (means.state.status === 'ready' ? (means.state.data?.paymentMeans ?? []) : []),
    [means.state],
  );
  const walletOffered = offered.some((mean) => mean.code === WALLET);
  const wallet = useLoaded(
    `wallet:${custId}:${walletOffered}`,
    custId && walletOffered ? () => fetchWalletBalance(custId) : null,
  );
  const quotationNo = source.kind === 'quotation' ? source.orderNo : '';
  const quotation = useLoaded(
    `quotation:${custId}:${quotationNo}`,
    quotationNo && custId ? () => fetchQuotation(custId, quotationNo) : null,
  );
  const fileId = source.kind === 'file' ? source.fileId : '';
  const file = useLoaded(`file:${custId}:${fileId}`, fileId && custId ? () => findPreviousFile(custId, fileId) : null);

  const quotationData = quotation.state.status === 'ready' ? quotation.state.data : null;
  const view = useMemo(() => {
    if (source.kind === 'cart') return items.length > 0 ? orderViewOfCart(items) : null;
    return quotationData ? orderViewOfQuotation(quotationData) : null;
  }, [source.kind, items, quotationData]);

  const giftCheck = useMemo(() => {
    let lines: BeneficiaryLine[] = [];
    if (source.kind === 'cart') lines = beneficiaryLinesOfCart(items);
    if (quotationData)
      lines = quotationData.orderLines.map((line) => ({
        beneficiary: beneficiaryOf(line),
        amount: line.amount,
        qty: line.qty,
      }));
    return checkEmployeeGiftExemption(currency, lines);
  }, [source.kind, items, quotationData, currency]);

  return { items, means, offered, profile, wallet, quotation, file, view, giftCheck };
}
