import { act, fireEvent, screen } from '@testing-library/react';
import { keepChosenCustomer } from '../../customers/chosen-customer';
import { draftStorageKey } from '../../draft-order/draft-storage';
import {
  LEFEVRE,
  customer,
  ok,
  product,
  renderSalesmanPage,
  settle,
  startSalesmanPage,
} from '../../../testing/salesman-test-kit';
import { SalesmanBuyingPage } from './SalesmanBuyingPage';

const products = () => ok({ totalCount: 1, products: [product()] });
const extras = () =>
  ok({
    products: [
      {
        extraItemCode: 'MC-BOX',
        extraProductName: 'Gift box',
        extraProductAmount: 300,
        extraItemImgUrl: '/images/box.png',
        itemCodes: ['MC-CE-D'],
      },
    ],
  });
const letters = () => ok({ letterTypes: [] });
const countries = () => ok({ countryList: [{ countryCode: 'FR', countryName: 'France', areaCode: '33' }] });
const answers = {
  getProducts: products,
  getAdditionalProducts: extras,
  getLetterTypes: letters,
  getCountryCodes: countries,
};
const durandDraft = draftStorageKey({ buId: '97', salesmanId: '3001', custId: '2001', mode: 'others' });

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function addLine(fee: string) {
  fill('Card', 'MC-CE-D');
  await settle();
  fill('Amount (EUR)', '5000');
  fill('Quantity', '2');
  fill('Line discount (%)', '10');
  fill('Card-made fee per card (EUR)', fee);
  fill("Recipient's name", 'Équipe atelier');
  fill("Recipient's email", 'equipe@atelier-durand.com');
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Add the line' }));
  });
  await settle();
}

function choose(chosen = customer()) {
  const { custId, companyName, contactName, email, contractTypeId, orderBlock } = chosen;
  keepChosenCustomer('97', '3001', { custId, companyName, contactName, email, contractTypeId, orderBlock });
}

describe('the salesman buying page', () => {
  it('adds a line with his discount and card-made fee to the draft kept for him and the customer', async () => {
    await startSalesmanPage({ answers });
    choose();
    await renderSalesmanPage('/salesman/buying', <SalesmanBuyingPage mode="others" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order for Atelier Durand SAS');
    // The sender starts as the customer's contact.
    expect(screen.getByLabelText("Sender's email")).toHaveValue('achats@atelier-durand.com');
    await addLine('20');
    expect(screen.getAllByTestId('draft-line')).toHaveLength(1);
    expect(screen.getByTestId('draft-total')).toHaveTextContent('130.00');
    expect(screen.getByTestId('draft-commission')).toHaveTextContent('4.50');
    expect(localStorage.getItem(durandDraft)).not.toBeNull();
    // A free extra product of the unit, at most one per card ordered.
    fill('Free item', 'MC-BOX');
    expect(screen.getByLabelText('Free item quantity')).toHaveValue('1');
    fill('Free item quantity', '3');
    expect(document.querySelector('[data-field-error="freeItemQty"]')).toHaveTextContent(/2/);
    fill('Free item quantity', '2');
    expect(document.querySelector('[data-field-error="freeItemQty"]')).toBeNull();
  });

  it('refuses a card-made fee outside 15-30 euros and a commission outside 3-10 %, next to the field', async () => {
    await startSalesmanPage({ answers });
    choose();
    await renderSalesmanPage('/salesman/buying', <SalesmanBuyingPage mode="others" />);
    await addLine('14');
    expect(document.querySelector('[data-field-error="cardMadeFee"]')).toHaveTextContent(/15.*30/);
    expect(screen.queryAllByTestId('draft-line')).toHaveLength(0);
    await addLine('31');
    expect(document.querySelector('[data-field-error="cardMadeFee"]')).toHaveTextContent(/15.*30/);
    await addLine('15');
    fill('Commission (%)', '11');
    expect(document.querySelector('[data-field-error="commission"]')).toHaveTextContent(/3.*10/);
    expect(screen.getByText('Your commission (5 %)')).toBeInTheDocument();
  });

  it('asks before leaving with a draft, then deletes it', async () => {
    await startSalesmanPage({ answers });
    choose();
    const { router } = await renderSalesmanPage('/salesman/buying', <SalesmanBuyingPage mode="others" />);
    await addLine('20');
    await act(async () => void router.navigate('/salesman'));
    // His own words: a draft order for the customer, not a cart.
    const dialog = screen.getByRole('alertdialog', { name: "Leave this customer's order?" });
    expect(dialog).toHaveAccessibleDescription(
      'The draft order you are preparing for this customer is not placed yet. ' +
        'If you leave this page, the draft order is deleted.',
    );
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, leave this page' }));
    });
    await settle();
    expect(screen.getByTestId('landed')).toHaveTextContent('/salesman');
    expect(localStorage.getItem(durandDraft)).toBeNull();
  });

  it("blocks an En Compte customer's order with the spec's message", async () => {
    await startSalesmanPage({ answers });
    choose(LEFEVRE);
    await renderSalesmanPage('/salesman/buying', <SalesmanBuyingPage mode="others" />);
    expect(screen.getByTestId('customer-blocked')).toHaveTextContent('This client is En Compte');
    expect(screen.queryByRole('button', { name: 'Add the line' })).toBeNull();
  });
});
