import * as v from 'valibot';
import { BuIdSchema } from '../business-unit';
import { defineEndpoint } from '../endpoint';
import { FileAnswerSchema } from '../file-answer';
import { MinorAmountSchema } from '../fields';
import { BUSINESS_VERIFICATION_STATES } from '../models';
import { StoredFileIdSchema } from './files';
import {
  KybBankInfoSchema,
  KybCompanyInfoSchema,
  KybEmbargoInfoSchema,
  KYB_DOSSIER_STATES,
  KybPersonSchema,
} from './kyb';
import { OrderNoSchema } from './orders';

// The back office of a unit (issue 21; decisions 0041-0043): the review queue of business accounts
// and KYB dossiers, orders waiting for a bank transfer (03) or a bank check (05), and refunds. Every
// call is an operator's (never a customer's token), names the unit it acts on (`buId`), is refused
// for a unit the operator does not run, and every action is written to the audit log.

/** Operators only: the operators' own sessions (a customer's token opens none of these calls). */
const OPERATOR = 'operator' as const;

const whole = v.pipe(v.number(), v.integer());
/** An ISO instant; '' when there is none. */
const instant = v.string();
const id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** Contract types an approval sets (spec 1 section 6): Light 1, En Compte 2, Registered 3. */
export const BACK_OFFICE_CONTRACT_TYPES = [1, 2, 3] as const;
/** The longest rejection reason (it goes into the company's email). */
export const REJECTION_REASON_MAX = 1000;
/** The contract type an approved KYB dossier gives by default: En Compte (decision 0033). */
export const KYB_APPROVAL_DEFAULT_CONTRACT_TYPE = 2;

const ContractTypeSchema = v.picklist(BACK_OFFICE_CONTRACT_TYPES);
/** Checked again by @shop/validation's rejectionReasonSchema (required, not only blanks, at most 1000). */
const ReasonSchema = v.pipe(v.string(), v.maxLength(REJECTION_REASON_MAX));

/** A document a reviewer opens inline (getReviewDocument): a business account's or a dossier person's. */
export const ReviewDocumentSchema = v.object({
  fileId: StoredFileIdSchema,
  /** A business account's document type (e.g. KBIS), or a person's ID / PASSPORT. */
  documentType: v.string(),
  contentType: v.string(),
  fileName: v.string(),
});
export type ReviewDocument = v.InferOutput<typeof ReviewDocumentSchema>;

/** A business account waiting for the manual document check (decision 0023). */
export const PendingBusinessAccountSchema = v.object({
  accountId: id,
  buId: BuIdSchema,
  email: v.string(),
  companyName: v.string(),
  sirenNumber: v.string(),
  contactName: v.string(),
  registeredAt: instant,
  contractTypeId: whole,
  businessVerification: v.picklist(BUSINESS_VERIFICATION_STATES),
  documents: v.array(ReviewDocumentSchema),
});
export type PendingBusinessAccount = v.InferOutput<typeof PendingBusinessAccountSchema>;

/** A KYB dossier in the queue (submitted, waiting for a review). */
export const KybQueueEntrySchema = v.object({
  dossierId: id,
  buId: BuIdSchema,
  email: v.string(),
  companyName: v.string(),
  state: v.picklist(KYB_DOSSIER_STATES),
  submittedAt: instant,
  transferReference: v.string(),
  /** When the 10-euro verification transfer was recorded; '' until then (approval needs it). */
  transferReceivedAt: instant,
});
export type KybQueueEntry = v.InferOutput<typeof KybQueueEntrySchema>;

export const getReviewQueue = defineEndpoint({
  name: 'getReviewQueue',
  group: 'Back office',
  summary:
    "The unit's review queue, oldest first: business accounts waiting for the document check (with their " +
    'documents) and submitted KYB dossiers.',
  method: 'POST',
  path: '/back-office/review-queue',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema }),
  response: v.object({
    businessAccounts: v.array(PendingBusinessAccountSchema),
    kybDossiers: v.array(KybQueueEntrySchema),
  }),
});

/** A dossier as a reviewer reads it: every tab, the people with their ID documents. */
export const KybReviewDossierSchema = v.object({
  ...KybQueueEntrySchema.entries,
  rejectionReason: v.string(),
  reviewedAt: instant,
  reviewedBy: v.string(),
  companyInfo: v.nullable(KybCompanyInfoSchema),
  embargoInfo: v.nullable(KybEmbargoInfoSchema),
  bankInfo: v.nullable(KybBankInfoSchema),
  /** The IBAN the recorded transfer came from; '' until recorded. */
  transferFromIban: v.string(),
  representatives: v.array(KybPersonSchema),
  shareholders: v.array(KybPersonSchema),
  /** The ID documents of the people, each openable with getReviewDocument. */
  documents: v.array(ReviewDocumentSchema),
});
export type KybReviewDossier = v.InferOutput<typeof KybReviewDossierSchema>;

export const getKybReviewDossier = defineEndpoint({
  name: 'getKybReviewDossier',
  group: 'Back office',
  summary: 'One KYB dossier of the unit with every tab and its ID documents (58062 when not of the unit).',
  method: 'POST',
  path: '/back-office/kyb-dossier',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, dossierId: id }),
  response: KybReviewDossierSchema,
});

export const getReviewDocument = defineEndpoint({
  name: 'getReviewDocument',
  group: 'Back office',
  summary:
    "A business account's or a KYB dossier's document of the unit, as its bytes with its own content type, " +
    'to open inline (58066 when the file is not one of them).',
  method: 'POST',
  path: '/back-office/document',
  versions: [''],
  auth: OPERATOR,
  rateLimit: 'download',
  download: true,
  request: v.object({ buId: BuIdSchema, fileId: StoredFileIdSchema }),
  response: FileAnswerSchema,
});

/** A business account after a decision. */
export const BusinessAccountDecisionSchema = v.object({
  accountId: id,
  email: v.string(),
  businessVerification: v.picklist(BUSINESS_VERIFICATION_STATES),
  contractTypeId: whole,
});

export const approveBusinessAccount = defineEndpoint({
  name: 'approveBusinessAccount',
  group: 'Back office',
  summary:
    'The documents are right: the business account is verified with the contract type given and may order; ' +
    'the company is emailed. 58061 when it is not pending.',
  method: 'POST',
  path: '/back-office/business-accounts/approve',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, accountId: id, contractTypeId: ContractTypeSchema }),
  response: BusinessAccountDecisionSchema,
});

export const rejectBusinessAccount = defineEndpoint({
  name: 'rejectBusinessAccount',
  group: 'Back office',
  summary:
    'The documents are not right: the account is refused and may not order; the reason is emailed to the ' +
    'company. 58061 when it is not pending.',
  method: 'POST',
  path: '/back-office/business-accounts/reject',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, accountId: id, reason: ReasonSchema }),
  response: BusinessAccountDecisionSchema,
});

/** A dossier after a reviewer's step. */
export const KybDecisionSchema = v.object({
  dossierId: id,
  state: v.picklist(KYB_DOSSIER_STATES),
  /** The unit's business account of the same email that the approval linked (and set the contract of). */
  linkedAccountId: v.nullable(id),
  transferReceivedAt: instant,
});

export const recordKybTransfer = defineEndpoint({
  name: 'recordKybTransfer',
  group: 'Back office',
  summary:
    "Records the 10-euro verification transfer seen on the shop's bank statement for a dossier: exactly " +
    '1000 EUR minor units from the IBAN the dossier gives (58065 otherwise).',
  method: 'POST',
  path: '/back-office/kyb/record-transfer',
  versions: [''],
  auth: OPERATOR,
  request: v.object({
    buId: BuIdSchema,
    dossierId: id,
    fromIban: v.pipe(v.string(), v.maxLength(50)),
    amount: MinorAmountSchema,
    currency: v.pipe(v.string(), v.length(3)),
  }),
  response: KybDecisionSchema,
});

export const approveKybDossier = defineEndpoint({
  name: 'approveKybDossier',
  group: 'Back office',
  summary:
    "Approves a submitted dossier whose transfer is recorded; the unit's business account of the same email " +
    'gets the contract type given (En Compte 2 by default) and is linked; the company is emailed.',
  method: 'POST',
  path: '/back-office/kyb/approve',
  versions: [''],
  auth: OPERATOR,
  request: v.object({
    buId: BuIdSchema,
    dossierId: id,
    contractTypeId: v.optional(ContractTypeSchema, KYB_APPROVAL_DEFAULT_CONTRACT_TYPE),
  }),
  response: KybDecisionSchema,
});

export const rejectKybDossier = defineEndpoint({
  name: 'rejectKybDossier',
  group: 'Back office',
  summary: 'Rejects a submitted dossier; the reason is emailed to the company, which may change it and submit again.',
  method: 'POST',
  path: '/back-office/kyb/reject',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, dossierId: id, reason: ReasonSchema }),
  response: KybDecisionSchema,
});

/** The means confirmed by hand: bank transfer 03, bank check 05. */
export const OFFLINE_PAYMENT_MEANS_CODES = ['03', '05'] as const;

/** An order waiting for its bank transfer or bank check. */
export const OfflinePaymentOrderSchema = v.object({
  orderNo: OrderNoSchema,
  buId: BuIdSchema,
  /** 041 confirmed, waiting; 04 waiting with the buyer's transfer receipt. */
  status: v.picklist(['041', '04']),
  paymentMean: v.picklist(OFFLINE_PAYMENT_MEANS_CODES),
  currency: v.string(),
  /** What the transfer or check must bring, in minor units. */
  dueAmount: MinorAmountSchema,
  decimalDigits: whole,
  buyerEmail: v.string(),
  companyName: v.string(),
  invoiceNo: v.string(),
  cardCount: whole,
  createdAt: instant,
  confirmedAt: instant,
  /** When the 30-minute payment window closes (created + 30 min for a check); cancel is offered after. */
  paymentWindowEndsAt: instant,
  canCancel: v.boolean(),
  /** The buyer uploaded a transfer receipt (getOfflinePaymentReceipt opens it). */
  hasReceipt: v.boolean(),
});
export type OfflinePaymentOrder = v.InferOutput<typeof OfflinePaymentOrderSchema>;

export const getOfflinePaymentOrders = defineEndpoint({
  name: 'getOfflinePaymentOrders',
  group: 'Back office',
  summary: "The unit's orders waiting for a bank transfer (03) or a bank check (05), oldest first.",
  method: 'POST',
  path: '/back-office/offline-payments',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema }),
  response: v.object({ orders: v.array(OfflinePaymentOrderSchema) }),
});

export const getOfflinePaymentReceipt = defineEndpoint({
  name: 'getOfflinePaymentReceipt',
  group: 'Back office',
  summary: "The buyer's bank-transfer receipt of an order, to open inline (58070 when none was uploaded).",
  method: 'POST',
  path: '/back-office/offline-payments/receipt',
  versions: [''],
  auth: OPERATOR,
  rateLimit: 'download',
  download: true,
  request: v.object({ buId: BuIdSchema, orderNo: OrderNoSchema }),
  response: FileAnswerSchema,
});

export const confirmOfflinePaymentOrder = defineEndpoint({
  name: 'confirmOfflinePaymentOrder',
  group: 'Back office',
  summary:
    'The transfer or check arrived: the order is paid (09), its cards issued and delivered, a business ' +
    "order's invoice numbered. A second confirm answers the same order and changes nothing.",
  method: 'POST',
  path: '/back-office/offline-payments/confirm',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, orderNo: OrderNoSchema }),
  response: v.object({
    orderNo: OrderNoSchema,
    status: v.string(),
    invoiceNo: v.string(),
    cardsIssued: whole,
    alreadyConfirmed: v.boolean(),
  }),
});

export const cancelOfflinePaymentOrder = defineEndpoint({
  name: 'cancelOfflinePaymentOrder',
  group: 'Back office',
  summary:
    'The money did not come: after the payment window the order is cancelled (02) and what it took from ' +
    'coupons or the wallet is given back (58069 while the window is open).',
  method: 'POST',
  path: '/back-office/offline-payments/cancel',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, orderNo: OrderNoSchema }),
  response: v.object({ orderNo: OrderNoSchema, status: v.string() }),
});

/** Where a refund gives the money back: the payment's provider (card payments), or the buyer's wallet. */
export const REFUND_DESTINATIONS = ['payment', 'wallet'] as const;
export type RefundDestination = (typeof REFUND_DESTINATIONS)[number];

/** A card of an order as the refund page shows it. */
export const RefundCardSchema = v.object({
  cardId: id,
  lineNo: whole,
  productName: v.string(),
  /** The last 4 digits of the card number are not kept in clear: the card's place in its line instead. */
  lineSeq: whole,
  initialAmount: MinorAmountSchema,
  balance: MinorAmountSchema,
  /** What refunding this card gives back (its share of what the order took, fees and tax included). */
  refundAmount: MinorAmountSchema,
  /** unused: may be refunded; used: some of it was spent; refunded: cancelled by a refund. */
  state: v.picklist(['unused', 'used', 'refunded', 'transferred']),
});
export type RefundCard = v.InferOutput<typeof RefundCardSchema>;

/** A refund made of an order. */
export const OrderRefundSchema = v.object({
  refundId: id,
  kind: v.picklist(['whole', 'partial']),
  destination: v.picklist(REFUND_DESTINATIONS),
  amount: MinorAmountSchema,
  /** done: the money is back; pending: the provider has not answered yet (asked again every minute). */
  state: v.picklist(['pending', 'done']),
  cardIds: v.array(id),
  operatorName: v.string(),
  reason: v.string(),
  createdAt: instant,
});
export type OrderRefund = v.InferOutput<typeof OrderRefundSchema>;

export const RefundableOrderSchema = v.object({
  orderNo: OrderNoSchema,
  buId: BuIdSchema,
  /** 09 paid, 098 partially returned, 099 fully returned; others cannot be refunded. */
  status: v.string(),
  paymentMean: v.string(),
  currency: v.string(),
  decimalDigits: whole,
  buyerEmail: v.string(),
  totalAmount: MinorAmountSchema,
  /** What is left to give back (the total less the refunds so far). */
  refundableAmount: MinorAmountSchema,
  /** The destinations this order can be refunded to (payment only when a provider took the money). */
  destinations: v.array(v.picklist(REFUND_DESTINATIONS)),
  cards: v.array(RefundCardSchema),
  refunds: v.array(OrderRefundSchema),
});
export type RefundableOrder = v.InferOutput<typeof RefundableOrderSchema>;

export const getRefundableOrder = defineEndpoint({
  name: 'getRefundableOrder',
  group: 'Back office',
  summary: 'An order of the unit with its cards (which may be refunded) and the refunds so far (58074 when none).',
  method: 'POST',
  path: '/back-office/refunds/order',
  versions: [''],
  auth: OPERATOR,
  request: v.object({ buId: BuIdSchema, orderNo: OrderNoSchema }),
  response: RefundableOrderSchema,
});

export const refundOrder = defineEndpoint({
  name: 'refundOrder',
  group: 'Back office',
  summary:
    'Refunds a paid order: whole (no cardIds: every card, 099) or partial (the cards chosen, 098; 099 once ' +
    'every card is refunded). The cards must be unused; they are cancelled (balance to 0, blocked), the money ' +
    "goes back through the payment's provider or to the buyer's wallet, and the ledgers are written, in one " +
    'transaction. Idempotent: a replay with the same key answers the first refund; a card is refunded once.',
  method: 'POST',
  path: '/back-office/refunds',
  versions: [''],
  auth: OPERATOR,
  idempotent: true,
  request: v.object({
    buId: BuIdSchema,
    orderNo: OrderNoSchema,
    /** Empty: the whole order. */
    cardIds: v.optional(v.pipe(v.array(id), v.maxLength(1000)), []),
    destination: v.picklist(REFUND_DESTINATIONS),
    reason: v.optional(ReasonSchema, ''),
  }),
  response: v.object({ refund: OrderRefundSchema, order: RefundableOrderSchema }),
});
