import { HISTORY_PAGE_SIZE, getMemberHistory, type HistoryRecord } from '@shop/contracts';
import { parseDate } from '@shop/validation';
import type * as v from 'valibot';
import { ApiFailure, invalidRequest } from '../../http/api-failure';
import { handler } from '../../http/handler';
import type { Call } from '../services';
import { lookupHashes } from '../gift-cards/card-key-chain';
import { normaliseCardNumber } from '../gift-cards/card-number';
import { walletMember } from '../wallet/wallet-access';
import { groupBy, orderDeliverySummary } from '../delivery/delivery-view';
import type { HistoryFilter, Page } from './history-repository';

type HistoryCall = Call<v.InferOutput<(typeof getMemberHistory)['request']>>;
type Records = Page<HistoryRecord>;

const DAY_MS = 24 * 3_600_000;

/** A calendar date of the unit's time zone as the instant it starts; undefined when it does not exist. */
function dayStart(date: string, gmtOffsetHours: number): Date | undefined {
  const parsed = parseDate(date);
  return parsed && new Date(parsed.getTime() - gmtOffsetHours * 3_600_000);
}

/** The period the dates give (both days included), or a 400 naming the date that is wrong. */
function period({ input, unit }: HistoryCall): { from?: Date; until?: Date } {
  const from = input.dateBegin === undefined ? undefined : dayStart(input.dateBegin, unit.gmtOffset);
  const lastDay = input.dateEnd === undefined ? undefined : dayStart(input.dateEnd, unit.gmtOffset);
  const issues = [];
  if (input.dateBegin !== undefined && !from) issues.push({ path: 'dateBegin', message: 'The format is not right' });
  if (input.dateEnd !== undefined && !lastDay) issues.push({ path: 'dateEnd', message: 'The format is not right' });
  if (from && lastDay && from > lastDay)
    issues.push({ path: 'dateEnd', message: 'The end date must not be before the begin date' });
  if (issues.length > 0) throw invalidRequest(issues);
  return { from, until: lastDay && new Date(lastDay.getTime() + DAY_MS) };
}

/** The typed card number in its canonical form (undefined when none is given), or a 400 on the field. */
function cardNumberFilter(typed: string | undefined): string | undefined {
  if (typed === undefined || typed === '') return undefined;
  const normalised = normaliseCardNumber(typed);
  if (!normalised) throw invalidRequest([{ path: 'cardNumber', message: 'This card number is not valid' }]);
  return normalised;
}

/** The hashes a typed card number may be stored under (one per configured card key, decision 0062). */
async function cardHashes({ services }: HistoryCall, cardNumber: string | undefined): Promise<string[] | undefined> {
  return cardNumber === undefined ? undefined : lookupHashes(await services.cardKeys.chain(), cardNumber);
}

async function walletRecords(call: HistoryCall, filter: HistoryFilter, cardNumber?: string): Promise<Records> {
  if (cardNumber !== undefined) {
    const wallet = await call.services.wallets.balanceOf(filter.accountId, filter.buId);
    if (wallet.cardNumber !== cardNumber) return { totalCount: 0, records: [] };
  }
  const page = await call.services.history.walletMovements(filter);
  return {
    totalCount: page.totalCount,
    records: page.records.map((row) => ({
      recordType: 'M',
      date: row.createdAt.toISOString(),
      transactionType: row.type,
      status: row.status,
      amount: row.amount,
      balanceAfter: row.balanceAfter,
      currency: row.currency,
      reference: row.reference,
      cardNumber: row.cardNumber,
    })),
  };
}

async function orderRecords(call: HistoryCall, filter: HistoryFilter, cardNumber?: string): Promise<Records> {
  const page = await call.services.history.orders(filter, await cardHashes(call, cardNumber));
  const deliveries = groupBy(
    await call.services.deliveries.forOrderNos(
      call.unit.buId,
      page.records.map((row) => row.orderNo),
    ),
    (row) => row.orderNo,
  );
  return {
    totalCount: page.totalCount,
    records: page.records.map((row) => ({
      recordType: 'O',
      orderNo: row.orderNo,
      date: row.createdAt.toISOString(),
      status: row.status,
      quantity: row.quantity,
      amount: row.amount,
      currency: row.currency,
      paymentType: row.paymentMean,
      productName: row.productName,
      deliveries: orderDeliverySummary(deliveries.get(row.orderNo) ?? []),
      invoiceNo: row.invoiceNo ?? '',
    })),
  };
}

async function transferRecords(
  call: HistoryCall,
  side: 'T' | 'R',
  filter: HistoryFilter,
  cardNumber?: string,
): Promise<Records> {
  const { services, language, unit } = call;
  const hash = await cardHashes(call, cardNumber);
  const page = await services.history.transfers(side, filter, language, unit.defaultLanguage, hash);
  return {
    totalCount: page.totalCount,
    records: page.records.map((row) => ({
      recordType: side,
      date: row.createdAt.toISOString(),
      status: row.status,
      productName: row.productName,
      amount: row.amount,
      currency: row.currency,
      counterpartName: row.counterpartName,
      counterpartEmail: row.counterpartEmail,
    })),
  };
}

/**
 * getMemberHistory v5: one type of the member's records a page, newest first. The wallet's movements
 * (M) follow the wallet's rules (57001 for salesmen and units without a wallet).
 */
export const getMemberHistoryHandler = handler(getMemberHistory, async (call) => {
  const { input, session, unit } = call;
  const { historyType, page } = input;
  if (!session) throw new ApiFailure('NO_AUTHORIZED');
  if (historyType === 'M') walletMember(session, unit);
  const cardNumber = cardNumberFilter(input.cardNumber);
  const productName = input.productName?.trim();
  const filter: HistoryFilter = {
    accountId: session.accountId,
    buId: unit.buId,
    ...period(call),
    status: input.status || undefined,
    productName: productName || undefined,
    offset: (page - 1) * HISTORY_PAGE_SIZE,
    limit: HISTORY_PAGE_SIZE,
  };
  const found =
    historyType === 'M'
      ? await walletRecords(call, filter, cardNumber)
      : historyType === 'O'
        ? await orderRecords(call, filter, cardNumber)
        : await transferRecords(call, historyType, filter, cardNumber);
  return { historyType, totalCount: found.totalCount, page, transactionRecords: found.records };
});

export const HISTORY_HANDLERS = [getMemberHistoryHandler];
