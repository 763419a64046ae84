import { providerNamed } from './provider-for';

const query = (params: Record<string, string>) => new URLSearchParams(params);

describe('the provider shapes', () => {
  it('are picked by the unit pspProvider, whatever its case', () => {
    expect(providerNamed('UpstreamPay')?.name).toBe('UpstreamPay');
    expect(providerNamed('LYRA')?.name).toBe('lyra');
    expect(providerNamed(' ingenico ')?.name).toBe('ingenico');
    expect(providerNamed('marketpay')?.capturesOnReturn).toBe(true);
    expect(providerNamed('Amazon')?.name).toBe('amazon');
    expect(providerNamed('stripe')).toBeNull();
  });

  it('read the payment each return names, and nothing from a return of another shape', () => {
    const upstream = providerNamed('UpstreamPay');
    expect(upstream?.readReturn(query({ token: 'psp_1', status: 'SUCCESS' }))).toEqual({
      providerPaymentId: 'psp_1',
      returnMac: null,
    });
    expect(providerNamed('lyra')?.readReturn(query({ token: 'psp_2', vads_trans_status: 'REFUSED' }))).toEqual({
      providerPaymentId: 'psp_2',
      returnMac: null,
    });
    const ingenico = providerNamed('ingenico');
    expect(ingenico?.readReturn(query({ hostedCheckoutId: 'hc_1', RETURNMAC: 'mac' }))).toEqual({
      providerPaymentId: 'hc_1',
      returnMac: 'mac',
    });
    expect(ingenico?.readReturn(query({ hostedCheckoutId: 'hc_1' }))?.returnMac).toBe('');
    expect(ingenico?.readReturn(query({ token: 'psp_1' }))).toBeNull();
    expect(providerNamed('marketPay')?.readReturn(query({ transactionId: 'psp_3' }))?.providerPaymentId).toBe('psp_3');
    expect(upstream?.readReturn(query({ token: '  ' }))).toBeNull();
    const amazon = providerNamed('amazon');
    expect(amazon?.readReturn(query({ fort_id: 'psp_4', merchant_reference: 'pay_1', status: '14' }))).toEqual({
      providerPaymentId: 'psp_4',
      returnMac: null,
    });
    expect(amazon?.readReturn(query({ token: 'psp_1' }))).toBeNull();
  });

  it('offer get3dsUrl where the provider has it (amazon)', () => {
    expect(typeof providerNamed('amazon')?.threeDsUrl).toBe('function');
    expect(providerNamed('UpstreamPay')?.threeDsUrl).toBeUndefined();
  });
});
