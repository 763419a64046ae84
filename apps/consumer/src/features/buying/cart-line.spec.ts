import { GROCERY } from './testing/buying-test-kit';
import { cartLineOf } from './cart-line';
import { personalChoiceOf } from './personal-choice';
import { initialDelivery } from './delivery-defaults';

const choices = {
  product: GROCERY,
  templates: [
    {
      templateId: 7,
      templateName: 'Stars',
      categoryId: 1,
      images: [
        { imageUrl: '/t/7.svg', itemCode: GROCERY.itemCode, discount: 0, cardMadeFee: 250, isPercentageCardFee: true },
      ],
    },
  ],
  letterTypes: [],
  extras: [],
  discountList: null,
};

describe('the cart line of the buying steps', () => {
  it("takes a design's percentage card fee on the amount, in minor units", () => {
    const choice = personalChoiceOf(
      choices,
      { amount: 10000, qty: 1 },
      {
        values: { templateId: '7', message: '', message2: '', letterTypeId: '', extraItemCode: '' },
        image: { url: '' },
      },
    );
    expect(choice).toMatchObject({
      templateId: 7,
      templateUrl: '/t/7.svg',
      cardMadeFee: 250,
      isPercentageCardFee: true,
    });
    const delivery = {
      ...initialDelivery({ senderName: 'Layla Haddad', countryCode: 'AE', timeZone: 'Asia/Dubai' }),
      senderEmail: ' layla@example.com ',
      receiverName: ' Omar ',
      receiverEmail: 'omar@example.com',
    };
    // 2.5 % of AED 100.
    expect(cartLineOf(GROCERY, choice, delivery, 'friend')).toMatchObject({
      cardMadeFee: 250,
      senderEmail: 'layla@example.com',
      receiverName: 'Omar',
      receiverMobileNo: '',
      letterTypeId: null,
    });
  });
});
