import { ApiFailure } from '../../../http/api-failure';
import { ProviderUnavailable, type PaymentProvider } from './payment-provider';
import { providerNamed } from './provider-for';

/** The unit's provider adapter; a unit without a known pspProvider takes no hosted payment. */
export function unitProvider(pspProvider: string): PaymentProvider {
  const provider = providerNamed(pspProvider);
  if (!provider) throw new ApiFailure('PAYMENT_MEAN_NOT_OFFERED');
  return provider;
}

/** Runs a provider call; an unreachable or confused provider is 59007 (nothing was decided). */
export async function withProvider<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new ApiFailure('PAYMENT_PROVIDER_UNAVAILABLE');
    throw error;
  }
}
