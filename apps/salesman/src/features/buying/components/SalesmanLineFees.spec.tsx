import { act, fireEvent, screen } from '@testing-library/react';
import { keepChosenCustomer } from '../../customers/chosen-customer';
import { draftStorageKey, readDraft } from '../../draft-order/draft-storage';
import {
  customer,
  ok,
  product,
  renderSalesmanPage,
  settle,
  startSalesmanPage,
} from '../../../testing/salesman-test-kit';
import { SalesmanBuyingPage } from './SalesmanBuyingPage';

// A salesman's line by post with a letter and an extra product, and his discounts of their fees.
const answers = {
  getProducts: () =>
    ok({ totalCount: 2, products: [product(), product('MC-SALARIES-P', { productName: 'Paper card', kind: 'P' })] }),
  getAdditionalProducts: () =>
    ok({
      products: [
        {
          extraItemCode: 'MC-CHOCO',
          extraProductName: 'Chocolates',
          extraProductAmount: 1290,
          extraItemImgUrl: '/images/choco.png',
          itemCodes: [],
        },
      ],
    }),
  getLetterTypes: () =>
    ok({ letterTypes: [{ letterTypeId: 2, name: 'Gift sleeve', price: 250, imageUrl: '/images/letter.svg' }] }),
  getCountryCodes: () => ok({ countryList: [{ countryCode: 'FR', countryName: 'France', areaCode: '33' }] }),
};
const key = { buId: '97', salesmanId: '3001', custId: '2001', mode: 'others' as const };

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const fieldError = (name: string) => document.querySelector(`[data-field-error="${name}"]`);

async function openBuying() {
  await startSalesmanPage({ answers });
  const { custId, companyName, contactName, email, contractTypeId, orderBlock } = customer();
  keepChosenCustomer('97', '3001', { custId, companyName, contactName, email, contractTypeId, orderBlock });
  await renderSalesmanPage('/salesman/buying', <SalesmanBuyingPage mode="others" />);
}

async function add() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add the line' }));
  });
  await settle();
}

function postedLine() {
  fill('Delivery', 'Physical');
  fill('Card', 'MC-SALARIES-P');
  fill('Amount (EUR)', '5000');
  fill('Quantity', '2');
  fill('Card-made fee per card (EUR)', '15');
  fill('Letter', '2');
  fill("Recipient's name", 'Équipe atelier');
  fill('Address', '12 rue des Lilas');
  fill('Zip code', '75011');
  fill('City', 'Paris');
  fill('Country', 'FR');
}

describe("a salesman's line with a letter and an extra product", () => {
  it('goes by post in a letter with a fixed letter-fee discount, and checks the postal address', async () => {
    await openBuying();
    // Posted cards only: the e-mailed card is not offered by post.
    fill('Delivery', 'Physical');
    expect(screen.queryByRole('option', { name: 'Card MC-CE-D' })).toBeNull();
    fill('Card', 'MC-SALARIES-P');
    await add();
    expect(fieldError('letterTypeId')).not.toBeNull();
    expect(fieldError('receiverAddress')).not.toBeNull();
    expect(fieldError('receiverCity')).not.toBeNull();
    postedLine();
    // The discount fields appear with a letter that costs something.
    fill('Letter fee discount', 'V');
    fill('Letter fee discount per card (EUR)', '1');
    await add();
    const [line] = readDraft(localStorage, key).lines;
    expect(line).toMatchObject({
      deliverType: 'Physical',
      letterTypeId: 2,
      letterPrice: 250,
      shipFeeDiscType: 'V',
      shipFeeDiscValue: 100,
      receiverAddress: '12 rue des Lilas',
      receiverZipCode: '75011',
      receiverCity: 'Paris',
      receiverCountryCode: 'FR',
      receiverEmail: '',
    });
    expect(screen.getByTestId('draft-line-extras')).toHaveTextContent('Gift sleeve, €1.50 per card');
    // 100 EUR of cards, 15 EUR fee and 1.50 EUR of letter per card.
    expect(screen.getByTestId('draft-total')).toHaveTextContent('133.00');
    // The next line of this order goes by post too.
    expect(screen.getByLabelText('Delivery')).toHaveValue('Physical');
    expect(screen.getByText(/All cards of one order go the same way/)).toBeInTheDocument();
  });

  it('carries an extra product with a percent discount', async () => {
    await openBuying();
    fill('Card', 'MC-CE-D');
    await settle();
    fill('Amount (EUR)', '5000');
    fill('Quantity', '1');
    fill("Recipient's name", 'Équipe atelier');
    fill("Recipient's email", 'equipe@atelier-durand.com');
    expect(screen.queryByLabelText('Extra product discount')).toBeNull();
    fill('Extra product', 'MC-CHOCO');
    fill('Extra product discount', 'P');
    fill('Extra product discount (%)', '50');
    await add();
    const [line] = readDraft(localStorage, key).lines;
    expect(line).toMatchObject({
      deliverType: 'Email',
      letterTypeId: null,
      extraItemCode: 'MC-CHOCO',
      extraProductAmount: 1290,
      extraFeeDiscType: 'P',
      extraFeeDiscValue: 50,
    });
    // 50 EUR card, 15 EUR fee, 6.45 EUR of chocolates.
    expect(screen.getByTestId('draft-total')).toHaveTextContent('71.45');
  });

  it('refuses a discount out of its bounds next to its field', async () => {
    await openBuying();
    postedLine();
    fill('Letter fee discount', 'V');
    fill('Letter fee discount per card (EUR)', '3');
    fill('Extra product', 'MC-CHOCO');
    fill('Extra product discount', 'P');
    fill('Extra product discount (%)', '101');
    await add();
    expect(fieldError('shipFeeDiscValue')).toHaveTextContent(
      'A fixed discount must be between 0 and 2.5 euros per card.',
    );
    expect(fieldError('extraFeeDiscValue')).toHaveTextContent('A percentage discount must be between 0% and 100%.');
    expect(screen.getByLabelText('Letter fee discount per card (EUR)')).toHaveAccessibleDescription(
      /A fixed discount must be between 0 and 2.5 euros per card./,
    );
    expect(screen.queryAllByTestId('draft-line')).toHaveLength(0);
    expect(localStorage.getItem(draftStorageKey(key))).toBeNull();
  });
});
