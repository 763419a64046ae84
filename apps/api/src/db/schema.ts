// Every table of the API, gathered from the files beside the features that own them: drizzle reads
// this module as its schema (db/database.ts), and schema-migrations.spec.ts checks it against the SQL
// migrations (db/migrations). A table file imports only drizzle and db/columns.ts.
export type { LocalisedText } from './columns';
export * from '../http/unit-tables';
export * from '../features/auth/auth-tables';
export * from '../security/security-tables';
export * from '../features/registration/registration-tables';
export * from '../features/idempotency/idempotency-tables';
export * from '../features/gift-cards/gift-card-tables';
export * from '../features/cards/card-tables';
export * from '../messaging/outbox-tables';
export * from '../features/member/member-tables';
export * from '../features/cart/cart-tables';
export * from '../features/catalogue/catalogue-tables';
export * from '../features/reference-data/reference-data-tables';
export * from '../features/wallet/wallet-tables';
export * from '../features/orders/order-tables';
export * from '../features/payments/payment-tables';
export * from '../features/delivery/delivery-tables';
export * from '../features/files/file-tables';
export * from '../features/business-accounts/business-account-tables';
export * from '../features/kyb/kyb-tables';
export * from '../features/salesmen/salesmen-tables';
export * from '../features/operators/operator-tables';
export * from '../features/back-office/back-office-tables';
