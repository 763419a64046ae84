import { boolean, char, integer, jsonb, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { at, bytea, id, money } from '../../db/columns';

// Orders (issue 9, migration 0007_orders), and the order's history of its money (migration 0014, decision 0020).

/** Spec 2 section 9 order statuses; their use here: docs/decisions/0008-order-statuses.md. */
export type OrderStatus = '03' | '041' | '044' | '09' | '042' | '091' | '02' | '04' | '099' | '098';
export type OrderKind = 'order' | 'quotation';
export type CardKindCode = 'D' | 'P' | 'CP';

export const orders = pgTable('orders', {
  id: id('id').primaryKey().generatedByDefaultAsIdentity(),
  orderNo: text('order_no').notNull().unique(),
  buId: text('bu_id').notNull(),
  kind: text('kind').$type<OrderKind>().notNull().default('order'),
  accountId: id('account_id'),
  custType: char('cust_type', { length: 1 }).$type<'C' | 'B' | 'S'>().notNull().default('C'),
  buyerEmail: text('buyer_email').notNull(),
  language: text('language').notNull().default('en'),
  status: text('status').$type<OrderStatus>().notNull(),
  currency: char('currency', { length: 3 }).notNull(),
  grossAmount: money('gross_amount').notNull(),
  discountAmount: money('discount_amount').notNull(),
  feeAmount: money('fee_amount').notNull(),
  shippingAmount: money('shipping_amount').notNull(),
  taxAmount: money('tax_amount').notNull(),
  totalAmount: money('total_amount').notNull(),
  couponAmount: money('coupon_amount').notNull().default(0),
  walletAmount: money('wallet_amount').notNull().default(0),
  dueAmount: money('due_amount').notNull(),
  paymentMean: text('payment_mean').notNull().default(''),
  paymentId: text('payment_id'),
  clientKey: text('client_key').notNull().unique(),
  hasPhysical: boolean('has_physical').notNull().default(false),
  isUnlocked: boolean('is_unlocked').notNull().default(true),
  unlockedAt: at('unlocked_at'),
  paymentWindowEndsAt: at('payment_window_ends_at'),
  isDisabled: boolean('is_disabled').notNull().default(false),
  confirmKey: text('confirm_key'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  confirmedAt: at('confirmed_at'),
  paidAt: at('paid_at'),
  canceledAt: at('canceled_at'),
  walletGivenBack: boolean('wallet_given_back').notNull().default(false),
  // Business orders (migration 0017): invoicing details, invoice number, the quotation ordered.
  invoiceDetails: jsonb('invoice_details').$type<InvoiceDetails | null>(),
  invoiceNo: text('invoice_no'),
  fromQuotationNo: text('from_quotation_no'),
});

/** What a business order's invoice prints of its buyer: the B2B additions and the company. */
export interface InvoiceDetails {
  invoiceReceiverName: string;
  invoiceAddress: string;
  invoiceZipCode: string;
  invoiceCity: string;
  invoiceCountryCode: string;
  invoiceEmail: string;
  invoiceMobileNo: string;
  companyName: string;
  sirenNumber: string;
  vatNumber: string;
}

/** The last invoice number of each unit (gap-free, taken in the settlement transaction). */
export const invoiceSequences = pgTable('invoice_sequences', {
  buId: text('bu_id').primaryKey(),
  lastNo: integer('last_no').notNull(),
});

export const orderLines = pgTable(
  'order_lines',
  {
    orderId: id('order_id').notNull(),
    lineNo: integer('line_no').notNull(),
    itemCode: text('item_code').notNull(),
    templateId: integer('template_id').notNull().default(0),
    kind: text('kind').$type<CardKindCode>().notNull(),
    productName: text('product_name').notNull().default(''),
    productImgUrl: text('product_img_url').notNull().default(''),
    categoryId: text('category_id').notNull().default(''),
    templateUrl: text('template_url').notNull().default(''),
    amount: money('amount').notNull(),
    qty: integer('qty').notNull(),
    discountRateBp: integer('discount_rate_bp').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    cardMadeFee: money('card_made_fee').notNull().default(0),
    extraCardMadeFee: money('extra_card_made_fee').notNull().default(0),
    letterTypeId: integer('letter_type_id'),
    letterPrice: money('letter_price').notNull().default(0),
    extraItemCode: text('extra_item_code').notNull().default(''),
    extraItemImgUrl: text('extra_item_img_url').notNull().default(''),
    extraProductName: text('extra_product_name').notNull().default(''),
    extraProductAmount: money('extra_product_amount').notNull().default(0),
    shipFee: money('ship_fee').notNull().default(0),
    taxAmount: money('tax_amount').notNull().default(0),
    lineTotal: money('line_total').notNull(),
    productTaxRateBp: integer('product_tax_rate_bp').notNull().default(0),
    additionalTaxRateBp: integer('additional_tax_rate_bp').notNull().default(0),
    parentItemCode: text('parent_item_code').notNull().default(''),
    validMonths: smallint('valid_months').notNull().default(12),
    deliverType: text('deliver_type').notNull().default('Email'),
    deliverDate: text('deliver_date').notNull().default(''),
    deliverTimeZone: text('deliver_time_zone').notNull().default(''),
    message: text('message').notNull().default(''),
    message2: text('message2').notNull().default(''),
    personalImageUrl: text('personal_image_url').notNull().default(''),
    senderName: text('sender_name').notNull().default(''),
    senderEmail: text('sender_email').notNull().default(''),
    senderMobileNo: text('sender_mobile_no').notNull().default(''),
    receiverName: text('receiver_name').notNull().default(''),
    receiverFirstName: text('receiver_first_name').notNull().default(''),
    receiverLastName: text('receiver_last_name').notNull().default(''),
    receiverCivility: text('receiver_civility').notNull().default(''),
    receiverEmail: text('receiver_email').notNull().default(''),
    receiverMobileAreaCode: text('receiver_mobile_area_code').notNull().default(''),
    receiverMobileNo: text('receiver_mobile_no').notNull().default(''),
    receiverAddress: text('receiver_address').notNull().default(''),
    receiverAddress2: text('receiver_address2').notNull().default(''),
    receiverCity: text('receiver_city').notNull().default(''),
    receiverZipCode: text('receiver_zip_code').notNull().default(''),
    receiverCountryCode: text('receiver_country_code').notNull().default(''),
    receiverVatNumber: text('receiver_vat_number').notNull().default(''),
    urssafId: text('urssaf_id').notNull().default(''),
    shelfId: text('shelf_id').notNull().default(''),
    customizeShelf: text('customize_shelf').notNull().default(''),
    draftPath: text('draft_path').notNull().default(''),
    fileType: text('file_type').notNull().default(''),
    fileName: text('file_name').notNull().default(''),
    tempId: text('temp_id').notNull().default(''),
    customerId: text('customer_id').notNull().default(''),
    customerName: text('customer_name').notNull().default(''),
    commisionType: text('commision_type').notNull().default(''),
    commisionValueBp: integer('commision_value_bp').notNull().default(0),
    newBeneficairyQty: integer('new_beneficairy_qty').notNull().default(0),
    isTaxCredit: smallint('is_tax_credit').$type<0 | 1>().notNull().default(0),
    salesmanId: text('salesman_id').notNull().default(''),
    orderAmount: money('order_amount').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.lineNo] })],
);

export const orderCoupons = pgTable(
  'order_coupons',
  {
    orderId: id('order_id').notNull(),
    cardId: id('card_id').notNull(),
    amount: money('amount').notNull(),
    givenBack: boolean('given_back').notNull().default(false),
    givenBackAt: at('given_back_at'),
  },
  (table) => [primaryKey({ columns: [table.orderId, table.cardId] })],
);

export const orderReceipts = pgTable('order_receipts', {
  orderId: id('order_id').primaryKey(),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  uploadedAt: at('uploaded_at').notNull(),
});

export type OrderEventName = 'canceled' | 'paid' | 'payment_voided' | 'refund_due' | 'refunded';

export const orderEvents = pgTable('order_events', {
  id: id('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: id('order_id').notNull(),
  at: at('at').notNull(),
  event: text('event').$type<OrderEventName>().notNull(),
  paymentId: text('payment_id'),
  amount: money('amount'),
  actor: text('actor').notNull().default(''),
});
