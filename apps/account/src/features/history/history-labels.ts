import {
  HISTORY_TYPES,
  ORDER_STATUS,
  TRANSFER_STATUS,
  WALLET_STATUS,
  type HistoryRecord,
  type HistoryType,
} from '@shop/contracts';

export { HISTORY_TYPES };

/** The label keys (account namespace) of spec 1 section 4's statuses, by the code tables of spec 2. */
const ORDER_STATUS_LABELS: Record<string, string> = Object.fromEntries(
  Object.entries(ORDER_STATUS).flatMap(([group, codes]) => codes.map((code) => [code, `history.statuses.${group}`])),
);
const TRANSFER_STATUS_LABELS: Record<string, string> = {
  [TRANSFER_STATUS.request]: 'history.statuses.request',
  [TRANSFER_STATUS.confirmed]: 'history.statuses.confirmed',
};
const WALLET_STATUS_LABELS: Record<string, string> = {
  [WALLET_STATUS.confirmed]: 'history.statuses.confirmed',
  [WALLET_STATUS.canceled]: 'history.statuses.canceled',
  [WALLET_STATUS.requesting]: 'history.statuses.requesting',
};

function labelsOf(type: HistoryType): Record<string, string> {
  if (type === 'O') return ORDER_STATUS_LABELS;
  if (type === 'M') return WALLET_STATUS_LABELS;
  return TRANSFER_STATUS_LABELS;
}

/** The label key of a record's status; undefined for a code the tables do not know (shown as the code). */
export function statusLabelKey(type: HistoryType, status: string): string | undefined {
  return labelsOf(type)[status];
}

/** The status filter's choices of a type: every code with its label key (orders have several codes a label). */
export function statusOptions(type: HistoryType): { code: string; labelKey: string }[] {
  return Object.entries(labelsOf(type)).map(([code, labelKey]) => ({ code, labelKey }));
}

/** The key of what a record is: its type, or for a wallet movement the movement (top-up, redeem, …). */
export function recordKindKey(record: HistoryRecord): string {
  return record.recordType === 'M' ? `history.movement.${record.transactionType}` : `history.kind.${record.recordType}`;
}

/** The status of a paid order (spec 2 section 9), the only one whose invoice PDF the API hands out. */
const PAID_ORDER_STATUS = ORDER_STATUS.confirmed[0];

type OrderRecord = Extract<HistoryRecord, { recordType: 'O' }>;

/** Whether the order history offers the record's invoice PDF: a paid order that has an invoice number. */
export function hasInvoice(record: HistoryRecord): record is OrderRecord & { invoiceNo: string } {
  return record.recordType === 'O' && record.status === PAID_ORDER_STATUS && record.invoiceNo !== '';
}
