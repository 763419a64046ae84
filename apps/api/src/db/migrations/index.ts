import platform from './0001_platform.sql';
import catalogue from './0002_catalogue.sql';
import accountSecurity from './0003_account_security.sql';
import idempotencyKeys from './0004_idempotency_keys.sql';
import giftCards from './0005_gift_cards.sql';
import cardTransfers from './0006_card_transfers.sql';
import orders from './0007_orders.sql';
import payments from './0008_payments.sql';
import wallets from './0009_wallets.sql';
import deliveries from './0010_deliveries.sql';
import outboxDelivery from './0011_outbox_delivery.sql';
import storedFiles from './0012_stored_files.sql';
import requestNonces from './0013_request_nonces.sql';
import orderPaymentStates from './0014_order_payment_states.sql';
import businessAccounts from './0016_business_accounts.sql';
import businessOrders from './0017_business_orders.sql';
import kyb from './0018_kyb.sql';
import salesmen from './0019_salesmen.sql';
import kybDraftMembers from './0020_kyb_draft_members.sql';
import operators from './0021_operators.sql';
import backOffice from './0023_back_office.sql';
import sso from './0025_sso.sql';
import accountSecurity2 from './0027_account_security_2.sql';
import cardKeyVersions from './0032_card_key_versions.sql';

/** The migrations in the order they apply; a name is never reused or edited once released. */
export const MIGRATIONS: readonly { name: string; sql: string }[] = [
  { name: '0001_platform', sql: platform },
  { name: '0002_catalogue', sql: catalogue },
  { name: '0003_account_security', sql: accountSecurity },
  { name: '0004_idempotency_keys', sql: idempotencyKeys },
  { name: '0005_gift_cards', sql: giftCards },
  { name: '0006_card_transfers', sql: cardTransfers },
  { name: '0007_orders', sql: orders },
  { name: '0008_payments', sql: payments },
  { name: '0009_wallets', sql: wallets },
  { name: '0010_deliveries', sql: deliveries },
  { name: '0011_outbox_delivery', sql: outboxDelivery },
  { name: '0012_stored_files', sql: storedFiles },
  { name: '0013_request_nonces', sql: requestNonces },
  { name: '0014_order_payment_states', sql: orderPaymentStates },
  { name: '0016_business_accounts', sql: businessAccounts },
  { name: '0017_business_orders', sql: businessOrders },
  { name: '0018_kyb', sql: kyb },
  { name: '0019_salesmen', sql: salesmen },
  { name: '0020_kyb_draft_members', sql: kybDraftMembers },
  { name: '0021_operators', sql: operators },
  { name: '0023_back_office', sql: backOffice },
  { name: '0025_sso', sql: sso },
  { name: '0027_account_security_2', sql: accountSecurity2 },
  { name: '0032_card_key_versions', sql: cardKeyVersions },
];
