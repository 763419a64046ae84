import { fireEvent, screen } from '@testing-library/react';
import { ok } from '@shop/api-client/testing';
import { cartStore } from '@shop/cart-engine';
import type { ProductSummary } from '@shop/contracts';
import { catalogueService, renderBuyingAt, settle, startBuying } from '../../buying/testing/buying-test-kit';
import { PhoneCreditPage } from './PhoneCreditPage';

const credit = (itemCode: string, productName: string, denominations: number[]): ProductSummary => ({
  itemCode,
  productName,
  productImgUrl: `/img/${itemCode}.svg`,
  categoryId: 5,
  kind: 'D',
  productType: 'PHONE_CREDIT',
  countryCode: 'AE',
  currency: 'AED',
  minAmount: Math.min(...denominations),
  maxAmount: Math.max(...denominations),
  denominations,
  isReloadable: false,
  hasDiscount: false,
});
const FALCON = credit('MJ-FALCON-PC', 'Falcon Mobile', [2500, 5000]);
const OASIS = credit('MJ-OASIS-PC', 'Oasis Telecom', [2000, 5500]);
const GIFT = { ...credit('MJ-GROCERY-D', 'Grocery', [5000]), productType: 'GIFT_CARD' as const };

const errorOf = (name: string) => document.querySelector(`[data-field-error="${name}"]`)?.textContent;

// A whole form filled in twice: slow on a shared machine.
jest.setTimeout(30_000);

describe('phone credit', () => {
  beforeEach(() => startBuying());

  it('tops up a mobile number: operator, amount, owner and number, then the checkout', async () => {
    catalogueService({ getProducts: () => ok({ products: [GIFT, FALCON, OASIS], totalCount: 3, page: 1 }) });
    const { router } = await renderBuyingAt('/phone-credit?itemCode=MJ-OASIS-PC', <PhoneCreditPage />, '/phone-credit');
    expect(screen.getByRole('heading', { level: 1, name: 'Phone credit' })).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('radio')
        .slice(0, 2)
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['MJ-FALCON-PC', 'MJ-OASIS-PC']);
    expect(screen.getByRole('radio', { name: 'Oasis Telecom' })).toBeChecked();

    fireEvent.click(screen.getByRole('button', { name: 'Add to cart and check out' }));
    await settle();
    expect(errorOf('amount')).toBe('This field is required.');
    expect(errorOf('receiverName')).toBe('This field is required.');
    expect(errorOf('receiverPhone.number')).toBe('This field is required.');
    expect(errorOf('senderEmail')).toBe('This field is required.');

    fireEvent.click(screen.getByRole('radio', { name: /AED\s55\.00/ }));
    fireEvent.change(screen.getByLabelText("Name of the phone's owner"), { target: { value: 'Omar Haddad' } });
    fireEvent.change(screen.getByLabelText('Mobile number to top up'), { target: { value: '04 555 0190' } });
    fireEvent.change(screen.getByLabelText('Your email'), { target: { value: 'layla@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart and check out' }));
    await settle();
    expect(errorOf('receiverPhone.number')).toBe('wrong phone number');

    fireEvent.change(screen.getByLabelText('Mobile number to top up'), { target: { value: '050 123 4567' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart and check out' }));
    await settle();
    expect(router.location.pathname).toBe('/phone-credit/checkout');
    expect(cartStore.getState().cartItems[0].data).toMatchObject({
      itemCode: 'MJ-OASIS-PC',
      amount: 5500,
      qty: 1,
      deliverType: 'SMS',
      receiverName: 'Omar Haddad',
      receiverMobileAreaCode: '971',
      receiverMobileNo: '+971501234567',
      senderEmail: 'layla@example.com',
      draftPath: '/phone-credit',
    });
  });

  it('says so when the shop sells no phone credit', async () => {
    catalogueService({ getProducts: () => ok({ products: [GIFT], totalCount: 1, page: 1 }) });
    await renderBuyingAt('/phone-credit', <PhoneCreditPage />, '/phone-credit');
    expect(screen.getByRole('status')).toHaveTextContent('Phone credit is not sold in this shop.');
  });
});
