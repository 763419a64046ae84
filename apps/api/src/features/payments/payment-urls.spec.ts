import { afterPaymentPath, notificationUrl, returnPageUrl } from './payment-urls';

describe('payment pages', () => {
  it('send the provider back to the unit return page of the purpose, with the payment id', () => {
    expect(returnPageUrl('http://localhost:4200', '97', 'order', 'pay_x')).toBe(
      'http://localhost:4200/97/loading/order?paymentId=pay_x',
    );
    expect(returnPageUrl('https://shop.example/', '250', 'topupWallet', 'pay_y')).toBe(
      'https://shop.example/250/loading/topupWallet?paymentId=pay_y',
    );
  });

  it("send the provider's notifications to the API on the shop, unless PSP_NOTIFICATION_URL says elsewhere", () => {
    const saved = process.env.PSP_NOTIFICATION_URL;
    try {
      delete process.env.PSP_NOTIFICATION_URL;
      expect(notificationUrl('https://shop.example/')).toBe('https://shop.example/api/payments/notifications/sandbox');
      process.env.PSP_NOTIFICATION_URL = 'http://10.0.0.5:3333/api/payments/notifications/sandbox';
      expect(notificationUrl('https://shop.example/')).toBe('http://10.0.0.5:3333/api/payments/notifications/sandbox');
    } finally {
      if (saved === undefined) delete process.env.PSP_NOTIFICATION_URL;
      else process.env.PSP_NOTIFICATION_URL = saved;
    }
  });

  it('send the buyer on to the order result, the card page or the wallet page', () => {
    const payment = { buId: '97', reference: 'ORDER1', id: 'pay_x' };
    expect(afterPaymentPath({ ...payment, purpose: 'order' }, 'C04')).toBe(
      '/97/order/ORDER1?paymentId=pay_x&paymentMean=C04',
    );
    expect(afterPaymentPath({ ...payment, purpose: 'topup', reference: '12' }, 'C04')).toBe(
      '/97/account/cards?paymentId=pay_x&cardToken=12',
    );
    expect(afterPaymentPath({ ...payment, purpose: 'topupWallet' }, 'PP')).toBe('/97/account/wallet?paymentId=pay_x');
  });
});
