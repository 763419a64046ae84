import type { Db } from '../db/database';
import { RateCounters } from '../security/rate-counters';
import { AccountRepository } from './auth/account-repository';
import { LoginLockout } from './auth/login-lockout';
import { CartRepository } from './cart/cart-repository';
import { CatalogueRepository } from './catalogue/catalogue-repository';
import { IdempotencyKeys } from './idempotency/idempotency-keys';
import { GiftCardStore } from './gift-cards/gift-card-store';
import { OrderRepository } from './orders/order-repository';
import { CardKeyring } from './gift-cards/card-keys';
import { CardRepository } from './cards/card-repository';
import { ProductRepository } from './catalogue/product-repository';
import { MemberRepository } from './member/member-repository';
import { PaymentStore } from './payments/payment-store';
import { AccountTokens } from './registration/account-tokens';
import { OneTimeCodes } from './registration/one-time-codes';
import { PendingRegistrations } from './registration/pending-registrations';
import { ReferenceDataRepository } from './reference-data/reference-data-repository';
import { PhoneCountries } from './registration/phone-countries';
import { WalletStore } from './wallet/wallet-store';
import { WalletTopUps } from './wallet/wallet-top-ups';
import { HistoryRepository } from './history/history-repository';
import { StoredFileRepository } from './files/stored-file-repository';
import { DeliveryRepository } from './delivery/delivery-repository';
import { BusinessRegistrations } from './business-accounts/business-registrations';
import { BusinessVerifications } from './business-accounts/business-verifications';
import { StandInCompanyRegister } from './business-accounts/company-register';
import { KybAccounts } from './kyb/kyb-accounts';
import { KybDossiers } from './kyb/kyb-dossiers';
import { KybEmailVerifications } from './kyb/kyb-verifications';
import { KybReviews } from './kyb/kyb-reviews';
import { SalesmanRepository } from './salesmen/salesman-repository';
import { OperatorAccounts } from './operators/operator-accounts';
import { OperatorSessions } from './operators/operator-sessions';
import { AuditLog } from './operators/audit-log';
import { UnitVersions } from './operators/unit-versions';
import { RefundRepository } from './back-office/refund-repository';

/** The feature groups' repositories: their queries, one instance per server (see Services). */
export function featureRepositories(db: Db, now: () => number) {
  return {
    accounts: new AccountRepository(db),
    loginLockout: new LoginLockout(db, now, new RateCounters(db, now)),
    carts: new CartRepository(db, now),
    catalogue: new CatalogueRepository(db),
    products: new ProductRepository(db),
    members: new MemberRepository(db, now),
    registrations: new PendingRegistrations(db, now),
    accountTokens: new AccountTokens(db, now),
    oneTimeCodes: new OneTimeCodes(db, now),
    phoneCountries: new PhoneCountries(db, now),
    referenceData: new ReferenceDataRepository(db),
    idempotencyKeys: new IdempotencyKeys(db, now),
    giftCards: new GiftCardStore(db, now),
    payments: new PaymentStore(db, now),
    orders: new OrderRepository(db, now),
    cardKeys: new CardKeyring(db),
    cards: new CardRepository(db, now),
    wallets: new WalletStore(db, now),
    walletTopUps: new WalletTopUps(db, now, new WalletStore(db, now)),
    history: new HistoryRepository(db),
    storedFiles: new StoredFileRepository(db, now),
    deliveries: new DeliveryRepository(db, now),
    businessRegistrations: new BusinessRegistrations(db, now),
    businessVerifications: new BusinessVerifications(db, now),
    companyRegister: new StandInCompanyRegister(new ReferenceDataRepository(db)),
    kybVerifications: new KybEmailVerifications(db, now),
    kybAccounts: new KybAccounts(db, now),
    kybDossiers: new KybDossiers(db, now),
    kybReviews: new KybReviews(db, now),
    salesmen: new SalesmanRepository(db),
    operators: new OperatorAccounts(db, now),
    operatorSessions: new OperatorSessions(db, now),
    audit: new AuditLog(db, now),
    unitVersions: new UnitVersions(db, now),
    refunds: new RefundRepository(db, now),
  };
}
