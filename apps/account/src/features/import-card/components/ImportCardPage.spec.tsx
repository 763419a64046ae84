import { fireEvent, screen } from '@testing-library/react';
import { fakeShopApi, ok } from '@shop/api-client/testing';
import { notificationsStore } from '@shop/session';
import { refused, renderAccountAt, settle, startAccountPage } from '../../../testing/account-test-kit';

const REFUSED = 'The card number or PIN code is wrong, or the card is locked for a while after too many tries.';

const imported = {
  cardId: '777',
  cardNumber: '************9876',
  balance: 25000,
  currency: 'AED',
  expiry: '2027-11-22T00:00:00.000Z',
  isExpired: false,
  isBlocked: false,
  isLocked: false,
  cardState: 'new' as const,
  purchaseDate: '2026-11-22T10:00:00.000Z',
};

/** The member's cards as the API keeps them: an imported card joins them. */
function importService(importAnswer?: () => ReturnType<typeof refused>) {
  let cards: (typeof imported)[] = [];
  return fakeShopApi({
    importCard: () => {
      if (importAnswer) return importAnswer();
      cards = [imported];
      return ok({ cardId: '777', isActivateAccount: 1 });
    },
    getMemberGiftCardsWithProduct: () =>
      ok({
        productList: [
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
        ],
      }),
  });
}

async function importWith(cardNumber: string, pinCode: string) {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: cardNumber } });
  fireEvent.change(screen.getByLabelText('PIN code'), { target: { value: pinCode } });
  fireEvent.click(screen.getByRole('button', { name: 'Import the card' }));
  await settle();
}

beforeEach(async () => {
  await startAccountPage();
  for (const item of notificationsStore.getState().items) notificationsStore.getState().dismiss(item.id);
});

describe('Import a card', () => {
  it('asks for the number and the PIN before calling', async () => {
    const service = importService();
    await renderAccountAt('/account/import');
    expect(screen.getByTestId('account-tab-import')).toHaveAttribute('aria-current', 'page');
    await importWith('', '');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Spaces and dashes are fine. This field is required.',
    );
    expect(screen.getByLabelText('PIN code')).toHaveAccessibleDescription('This field is required.');
    expect(service.callsOf('importCard')).toEqual([]);
  });

  it('imports the card, then shows it in My cards', async () => {
    const service = importService();
    await renderAccountAt('/account/import');
    await importWith('4000 1234 5678 9876', '123456');
    expect(service.callsOf('importCard')).toEqual([
      { custId: '1001', cardNumber: '4000 1234 5678 9876', pinCode: '123456' },
    ]);
    expect(screen.getByTestId('account-tab-cards')).toHaveAttribute('aria-current', 'page');
    expect(notificationsStore.getState().items.at(-1)).toMatchObject({
      type: 'success',
      content: { key: 'account:importCard.imported' },
    });
    expect(screen.getByTestId('card-777-number')).toHaveTextContent('************9876');
  });

  it('puts the one answer for a wrong number or PIN (11001) next to the PIN, focused', async () => {
    importService(() => refused(11001, REFUSED));
    await renderAccountAt('/account/import');
    await importWith('4000 1234 5678 0000', '000000');
    const pin = screen.getByLabelText('PIN code');
    expect(pin).toHaveAccessibleDescription(REFUSED);
    expect(pin).toHaveAttribute('aria-invalid', 'true');
    expect(pin).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says 11001 in Arabic on an Arabic page', async () => {
    await startAccountPage({ language: 'ar' });
    importService(() => refused(11001, REFUSED));
    await renderAccountAt('/account/import');
    fireEvent.change(screen.getByLabelText('رقم البطاقة'), { target: { value: '4000123456780000' } });
    fireEvent.change(screen.getByLabelText('رمز PIN'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'استيراد البطاقة' }));
    await settle();
    expect(screen.getByLabelText('رمز PIN')).toHaveAccessibleDescription(
      'رقم البطاقة أو رمز PIN غير صحيح، أو أن البطاقة مقفلة لبعض الوقت بعد محاولات كثيرة جدًا.',
    );
  });

  it('puts a card already in another account (11008) next to the number', async () => {
    importService(() => refused(11008, 'This card is already in another account.'));
    await renderAccountAt('/account/import');
    await importWith('4000123456789876', '123456');
    expect(screen.getByLabelText('Card number')).toHaveAccessibleDescription(
      'Spaces and dashes are fine. This card is already in another account.',
    );
  });

  it('shows a refusal that names no field (too many tries) above the form', async () => {
    importService(() => refused(42900, 'Too many attempts, please try again later.'));
    await renderAccountAt('/account/import');
    await importWith('4000123456789876', '123456');
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
