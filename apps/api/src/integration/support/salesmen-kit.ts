import { salesmanCheckout, salesmanLogin, type RequestOf } from '@shop/contracts';
import { DEMO_PASSWORD, type TestApi } from '../../testing/test-api';

/** The seeded people of issue 20 (tools/seed/accounts.json), unit 250. */
export const SALESMEN = {
  julien: 'julien.moreau@maison-cadeaux.com',
  claire: 'claire.bernard@maison-cadeaux.com',
  /** Registered (3), verified, Julien's. */
  atelier: 'achats@atelier-durand.com',
  /** En Compte (2), verified, Julien's. */
  lefevre: 'cse@transports-lefevre.com',
  /** Registered (3), not verified yet, Claire's. */
  garnier: 'contact@fleurs-garnier.fr',
} as const;

export type SalesmanCheckoutRequest = RequestOf<typeof salesmanCheckout>;
export type SalesmanLine = SalesmanCheckoutRequest['order'][number];

/** What the salesmen specs build on, with the test file's own API (started in its beforeAll). */
export function salesmenKit(current: () => TestApi) {
  /** A salesman signed in through salesmanLogin, as the salesman login page does. */
  async function signedIn(email: string) {
    const api = current();
    const client = api.client({ buId: '250' });
    const answer = await client.call(salesmanLogin, {
      account: email,
      password: DEMO_PASSWORD,
      captchaToken: await api.captchaToken('250'),
    });
    if (!answer.ok) throw new Error(`salesman login refused: ${JSON.stringify(answer.error)}`);
    const session = answer.data;
    return { client: api.client({ buId: '250', accessToken: session.accessToken }), session };
  }

  let receiverSeq = 0;
  /** The journey's line: an email card, 10 % line discount, 20 euro card-made fee, 5 % commission. */
  const line = (overrides: Partial<SalesmanLine> = {}): SalesmanLine => ({
    itemCode: 'MC-CE-D',
    amount: 10000,
    qty: 2,
    deliverType: 'Email',
    senderName: 'Atelier Durand',
    receiverName: 'Camille Martin',
    receiverEmail: `salarie.s${(receiverSeq += 1)}@atelier-durand.com`,
    discountRate: 10,
    cardMadeFee: 2000,
    commissionType: 'P',
    commissionValue: 5,
    ...overrides,
  });

  const order = (custId: string, overrides: Partial<SalesmanCheckoutRequest> = {}): SalesmanCheckoutRequest => ({
    custId,
    order: [line()],
    paymentMean: '03',
    rewardType: 'commission',
    ...overrides,
  });

  return { signedIn, line, order };
}
