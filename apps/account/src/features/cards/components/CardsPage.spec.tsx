import { act, fireEvent, screen, within } from '@testing-library/react';
import { fakeShopApi, ok, type FakeAnswer } from '@shop/api-client/testing';
import { changeLanguage, i18n } from '@shop/i18n';
import { notificationsStore } from '@shop/session';
import { refused, renderAccountAt, settle, startAccountPage } from '../../../testing/account-test-kit';
import type { CardTransaction, MemberCard, MemberCardProducts } from '../api/cards-api';

function card(overrides: Partial<MemberCard> = {}): MemberCard {
  return {
    cardId: '501',
    cardNumber: '************4242',
    balance: 15000,
    currency: 'AED',
    expiry: '2027-11-22T00:00:00.000Z',
    isExpired: false,
    isBlocked: false,
    isLocked: false,
    cardState: 'new',
    purchaseDate: '2026-11-22T10:00:00.000Z',
    deliveries: [],
    ...overrides,
  };
}

function products(cards: MemberCard[]): MemberCardProducts {
  return [
    {
      itemCode: 'SUPER-100',
      productName: 'Supermarket gift card',
      productImageUrl: '/assets/supermarket.png',
      howToUse: '',
      termOfService: '',
      transferMode: '',
      redeemPlace: '',
      isReloadable: false,
      isThirdPartyProduct: false,
      cardList: cards,
    },
  ];
}

function movement(index: number): CardTransaction {
  return {
    transactionId: String(index),
    type: index === 25 ? 'I' : 'P',
    amount: index === 25 ? 40000 : -1000,
    balanceAfter: 15000 + (index - 1) * 1000,
    reference: `order:${index}`,
    createdAt: '2026-11-20T10:00:00.000Z',
  };
}

/** A card service keeping the member's cards as the API does; any answer replaceable. */
function cardService(cards: MemberCard[], answers: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  let held = cards;
  return fakeShopApi({
    getMemberGiftCardsWithProduct: () => ok({ productList: products(held) }),
    updateCard: ({ cardId, action }) => {
      held = held.map((one) =>
        one.cardId !== cardId
          ? one
          : action === 'Block' || action === 'UnBlock'
            ? { ...one, isBlocked: action === 'Block' }
            : { ...one, cardState: action === 'USED' ? 'used' : 'new' },
      );
      return ok(held.find((one) => one.cardId === cardId));
    },
    cardTransfer: ({ cardId, receiverEmail }) => {
      const given = held.find((one) => one.cardId === cardId) as MemberCard;
      held = held.filter((one) => one.cardId !== cardId);
      return ok({ transferStatus: '03', receiverEmail, amount: given.balance, currency: given.currency });
    },
    cardResend: ({ receiverEmail }) => ok({ receiverEmail }),
    ...answers,
  });
}

const cardItem = () => screen.getByTestId('card-501');

beforeEach(async () => {
  await startAccountPage();
  for (const item of notificationsStore.getState().items) notificationsStore.getState().dismiss(item.id);
});

describe('My cards', () => {
  it("shows each card with its product, masked number, balance in the unit's currency, dates and states", async () => {
    cardService([card(), card({ cardId: '502', cardNumber: '************1111', isExpired: true, cardState: 'used' })]);
    await renderAccountAt('/account/cards');
    expect(screen.getByTestId('account-tab-cards')).toHaveAttribute('aria-current', 'page');
    const item = within(cardItem());
    expect(item.getByRole('heading', { name: 'Supermarket gift card' })).toBeInTheDocument();
    expect(screen.getByTestId('card-501-number')).toHaveTextContent('************4242');
    expect(screen.getByTestId('card-501-balance')).toHaveTextContent('AED 150.00');
    expect(screen.getByTestId('card-501-expiry')).toHaveTextContent('22 Nov 2027');
    expect(item.getByText('Bought on')).toBeInTheDocument();
    expect(screen.getByTestId('card-501-state-new')).toHaveTextContent('New');
    expect(screen.getByTestId('card-502-state-expired')).toHaveTextContent('Expired');
    expect(screen.getByTestId('card-502-state-used')).toHaveTextContent('Used');
    // An expired card cannot be given away or resent.
    expect(screen.queryByTestId('card-502-transfer')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Supermarket gift card card ending 1111' })).toBeInTheDocument();
  });

  it('says what to do when there are no cards, with a link to import one', async () => {
    cardService([]);
    await renderAccountAt('/account/cards');
    expect(screen.getByTestId('cards-empty')).toHaveTextContent('You have no gift cards yet.');
    fireEvent.click(screen.getByRole('link', { name: 'Import a card' }));
    await settle();
    expect(screen.getByTestId('account-tab-import')).toHaveAttribute('aria-current', 'page');
  });

  it('shows a loading state, then a failure with a retry that loads again', async () => {
    let fail = true;
    cardService([card()], {
      getMemberGiftCardsWithProduct: () =>
        fail ? refused(1234, 'Seems there are something went wrong.') : ok({ productList: products([card()]) }),
    });
    await renderAccountAt('/account/cards');
    expect(screen.getByTestId('cards-load-failed')).toHaveTextContent('Your cards could not be loaded.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your cards…');
    await settle();
    expect(cardItem()).toBeInTheDocument();
  });

  it('blocks and unblocks a card, and marks it used then new (updateCard)', async () => {
    const service = cardService([card()]);
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await settle();
    expect(screen.getByTestId('card-501-state-blocked')).toHaveTextContent('Blocked');
    fireEvent.click(screen.getByRole('button', { name: 'Unblock' }));
    await settle();
    expect(screen.queryByTestId('card-501-state-blocked')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as used' }));
    await settle();
    expect(screen.getByTestId('card-501-state-used')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Mark as new' }));
    await settle();
    expect(screen.getByTestId('card-501-state-new')).toBeInTheDocument();
    expect(service.callsOf('updateCard').map((input) => input.action)).toEqual(['Block', 'UnBlock', 'USED', 'NEW']);
    expect(service.callsOf('updateCard')[0]).toEqual({ custId: '1001', cardId: '501', action: 'Block' });
  });

  it('shows a failed update as an error notification and leaves the card as it was', async () => {
    cardService([card()], { updateCard: () => refused(11007, 'This card is not in your account.') });
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    await settle();
    expect(notificationsStore.getState().items.at(-1)).toMatchObject({
      type: 'error',
      content: { text: 'This card is not in your account.' },
    });
    expect(screen.queryByTestId('card-501-state-blocked')).not.toBeInTheDocument();
  });

  it('lists the transactions from page 1; "Show more" appends the next page', async () => {
    const all = Array.from({ length: 25 }, (_, index) => movement(index + 1));
    const service = cardService([card()], {
      cardTransactions: ({ page }) =>
        ok({ totalCount: 25, transactionList: all.slice((Number(page) - 1) * 20, Number(page) * 20) }),
    });
    await renderAccountAt('/account/cards');
    const toggle = screen.getByTestId('card-501-transactions');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await settle();
    const list = within(screen.getByRole('region', { name: 'Transactions' }));
    expect(list.getAllByTestId('card-501-transactions-row')).toHaveLength(20);
    expect(list.getByText('20 of 25 transactions')).toBeInTheDocument();
    expect(list.getAllByTestId('card-501-transactions-row')[0]).toHaveTextContent('Payment');
    expect(list.getAllByTestId('card-501-transactions-row')[0]).toHaveTextContent('-AED 10.00');
    fireEvent.click(list.getByRole('button', { name: 'Show more' }));
    await settle();
    expect(list.getAllByTestId('card-501-transactions-row')).toHaveLength(25);
    expect(list.getAllByTestId('card-501-transactions-row')[24]).toHaveTextContent('Card issued');
    expect(list.getAllByTestId('card-501-transactions-row')[24]).toHaveTextContent('AED 400.00');
    expect(list.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(service.callsOf('cardTransactions')).toEqual([
      { custId: '1001', cardId: '501', page: 1 },
      { custId: '1001', cardId: '501', page: 2 },
    ]);
  });

  it('shows the cards in the language switched to, keeping the open panel and the changes made', async () => {
    // The API answers in the page's language (the client sends it with every call).
    const inLanguage = (list: MemberCardProducts) =>
      i18n.language === 'ar' ? list.map((product) => ({ ...product, productName: 'بطاقة السوبرماركت' })) : list;
    let held = [card()];
    const service = cardService(held, {
      getMemberGiftCardsWithProduct: () => ok({ productList: inLanguage(products(held)) }),
      updateCard: ({ cardId }) => {
        held = held.map((one) => (one.cardId === cardId ? { ...one, isBlocked: true } : one));
        return ok(held[0]);
      },
      cardTransactions: () => ok({ totalCount: 1, transactionList: [movement(25)] }),
    });
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'Block' }));
    fireEvent.click(screen.getByTestId('card-501-transactions'));
    await settle();

    await act(() => changeLanguage('ar'));
    await settle();
    expect(within(cardItem()).getByRole('heading', { level: 3 })).toHaveTextContent('بطاقة السوبرماركت');
    // The open ledger stays open (a panel of the same card), the blocked state stays shown.
    expect(screen.getByRole('region', { name: 'المعاملات' })).toHaveTextContent('400.00');
    expect(screen.getByTestId('card-501-state-blocked')).toBeInTheDocument();
    expect(service.callsOf('getMemberGiftCardsWithProduct')).toEqual([{ custId: '1001' }, { custId: '1001' }]);

    await act(() => changeLanguage('en'));
    await settle();
    expect(within(cardItem()).getByRole('heading', { level: 3 })).toHaveTextContent('Supermarket gift card');
  });

  it('keeps the cards shown when asking in the new language fails', async () => {
    let fail = false;
    cardService([card()], {
      getMemberGiftCardsWithProduct: () =>
        fail ? refused(1234, 'Seems there are something went wrong.') : ok({ productList: products([card()]) }),
    });
    await renderAccountAt('/account/cards');
    fail = true;
    await act(() => changeLanguage('ar'));
    await settle();
    expect(within(cardItem()).getByRole('heading', { level: 3 })).toHaveTextContent('Supermarket gift card');
    expect(screen.queryByTestId('cards-load-failed')).not.toBeInTheDocument();
  });

  it('says when a card has no transactions', async () => {
    cardService([card()], { cardTransactions: () => ok({ totalCount: 0, transactionList: [] }) });
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByTestId('card-501-transactions'));
    await settle();
    expect(screen.getByText('No transactions on this card yet.')).toBeInTheDocument();
  });
});

describe('Sending a card to a friend', () => {
  async function fillTransfer(email: string, name = '') {
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'Send to a friend' }));
    fireEvent.change(screen.getByLabelText("Friend's email"), { target: { value: email } });
    fireEvent.change(screen.getByLabelText("Friend's name (optional)"), { target: { value: name } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await settle();
  }

  it('checks the email before anything is sent', async () => {
    const service = cardService([card()]);
    await fillTransfer('not-an-email');
    expect(screen.getByLabelText("Friend's email")).toHaveAccessibleDescription('not valid email format');
    expect(service.callsOf('cardTransfer')).toEqual([]);
  });

  it('asks to confirm first, then says the receiver got the card; the card leaves the list', async () => {
    const service = cardService([card()]);
    await fillTransfer('omar@example.com', 'Omar');
    const confirm = screen.getByTestId('card-501-transfer-confirm');
    expect(confirm).toHaveTextContent(
      'Send your Supermarket gift card card with AED 150.00 to Omar <omar@example.com>?',
    );
    expect(service.callsOf('cardTransfer')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, send the card' }));
    await settle();
    expect(service.callsOf('cardTransfer')).toEqual([
      { custId: '1001', cardId: '501', receiverEmail: 'omar@example.com', receiverName: 'Omar' },
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('omar@example.com has received the card with AED 150.00.');
    expect(screen.queryByTestId('card-501')).not.toBeInTheDocument();
    expect(screen.getByTestId('cards-empty')).toBeInTheDocument();
  });

  it('shows 11011 when the card pays an unfinished order, in the page language', async () => {
    cardService([card()], {
      cardTransfer: () =>
        refused(
          11011,
          'This card pays an order that is not finished yet. Try again once the order is paid or cancelled.',
        ),
    });
    await fillTransfer('omar@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send the card' }));
    await settle();
    expect(within(screen.getByTestId('card-501-transfer-confirm')).getByRole('alert')).toHaveTextContent(
      'This card pays an order that is not finished yet.',
    );
    expect(cardItem()).toBeInTheDocument();
  });

  it('puts "to yourself" (11010) next to the email field', async () => {
    cardService([card()], { cardTransfer: () => refused(11010, 'You cannot transfer a card to yourself.') });
    await fillTransfer('layla.haddad@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, send the card' }));
    await settle();
    expect(screen.getByLabelText("Friend's email")).toHaveAccessibleDescription(
      'You cannot transfer a card to yourself.',
    );
  });

  it('reads 11011 in Arabic on an Arabic page', async () => {
    await startAccountPage({ language: 'ar' });
    cardService([card()], { cardTransfer: () => refused(11011, 'This card pays an order that is not finished yet.') });
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'إرسال إلى صديق' }));
    fireEvent.change(screen.getByLabelText('البريد الإلكتروني لصديقك'), { target: { value: 'omar@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'متابعة' }));
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'نعم، أرسل البطاقة' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('هذه البطاقة تدفع طلبًا لم يكتمل بعد.');
  });
});

describe('Resending a card', () => {
  it('says "Email sent to" the receiver', async () => {
    const service = cardService([card()]);
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'Resend by email' }));
    fireEvent.change(screen.getByLabelText('Send to (email)'), { target: { value: 'omar@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await settle();
    expect(screen.getByTestId('card-501-resend-sent')).toHaveTextContent('Email sent to omar@example.com');
    expect(service.callsOf('cardResend')).toEqual([
      { custId: '1001', cardId: '501', receiverEmail: 'omar@example.com' },
    ]);
  });

  it('shows a refused resend in an alert', async () => {
    cardService([card()], { cardResend: () => refused(11002, 'This card is blocked.') });
    await renderAccountAt('/account/cards');
    fireEvent.click(screen.getByRole('button', { name: 'Resend by email' }));
    fireEvent.change(screen.getByLabelText('Send to (email)'), { target: { value: 'omar@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Resend' }));
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent('This card is blocked.');
  });
});
