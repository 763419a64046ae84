import type { PaymentProvider, ProviderName } from './payment-provider';
import {
  AmazonProvider,
  IngenicoProvider,
  LyraProvider,
  MarketPayProvider,
  UpstreamPayProvider,
} from './provider-shapes';
import { SandboxConnection } from './sandbox-connection';

const connection = new SandboxConnection();
const PROVIDERS: readonly PaymentProvider[] = [
  new UpstreamPayProvider(connection),
  new LyraProvider(connection),
  new IngenicoProvider(connection),
  new MarketPayProvider(connection),
  new AmazonProvider(connection),
];

/** The adapter of a pspProvider value (case-insensitive, as units spell it); null for an unknown one. */
export function providerNamed(pspProvider: string): PaymentProvider | null {
  const wanted = pspProvider.trim().toLowerCase();
  return PROVIDERS.find((provider) => provider.name.toLowerCase() === wanted) ?? null;
}

export type { PaymentProvider, ProviderName };
