import { renderIssueMessage } from '../format-message';
import { validate } from '../issues';
import { englishMessages } from '../spec-helpers';
import { catalogueIssues, type CatalogueShape } from './catalogue-rules';
import { operatorAccountSchema } from './operator-account';
import { totpCodeSchema } from './operator-sign-in';

const product = (overrides: Partial<CatalogueShape['products'][number]> = {}) => ({
  itemCode: 'GC1',
  categoryId: 1,
  names: { en: 'Card' },
  minAmount: 1000,
  maxAmount: 50000,
  denominations: [2500, 5000],
  validMonths: 12,
  discountTiers: [
    { amountFrom: 0, amountTo: 9999, rateBp: 0 },
    { amountFrom: 10000, amountTo: 50000, rateBp: 250 },
  ],
  ...overrides,
});
const catalogue = (overrides: Partial<CatalogueShape> = {}): CatalogueShape => ({
  categories: [{ categoryId: 1, names: { en: 'Cards' } }],
  products: [product()],
  templateCategories: [{ categoryId: 7, names: { en: 'Birthday' } }],
  templates: [{ templateId: 70, categoryId: 7, names: { en: 'Cake' }, images: [{ itemCode: 'GC1' }] }],
  ...overrides,
});
const english = (shape: CatalogueShape) =>
  catalogueIssues(shape).map((issue) => `${issue.path}: ${renderIssueMessage(issue.message)}`);

describe('the TOTP code', () => {
  it('takes the 6 digits, spaces typed between them dropped', () => {
    expect(validate(totpCodeSchema, '123 456')).toEqual({ success: true, output: '123456' });
    expect(englishMessages(totpCodeSchema, '')).toEqual(['This field is required.']);
    expect(englishMessages(totpCodeSchema, '12345a')).toEqual(['Enter the 6 digits your authenticator app shows.']);
  });
});

describe('an operator account', () => {
  const account = {
    name: 'Ops',
    email: 'ops@giftshop.example',
    role: 'operator',
    unitIds: ['97'],
    password: 'Secret-12',
  };
  it('needs a unit for an operator, none for an administrator', () => {
    expect(englishMessages(operatorAccountSchema, account)).toEqual([]);
    expect(englishMessages(operatorAccountSchema, { ...account, unitIds: [] })).toEqual([
      'Choose at least one business unit.',
    ]);
    expect(englishMessages(operatorAccountSchema, { ...account, role: 'administrator', unitIds: [] })).toEqual([]);
  });
});

describe('the catalogue rules', () => {
  it('pass a sound catalogue', () => {
    expect(catalogueIssues(catalogue())).toEqual([]);
  });

  it('name each broken rule at its field', () => {
    const broken = catalogue({
      products: [
        product({ categoryId: 9, minAmount: 60000, denominations: [100], validMonths: 13 }),
        product({
          names: { en: ' ' },
          discountTiers: [
            { amountFrom: 0, amountTo: 5000, rateBp: 20000 },
            { amountFrom: 4000, amountTo: 3000, rateBp: 0 },
          ],
        }),
      ],
      templates: [{ templateId: 70, categoryId: 8, names: { en: 'Cake' }, images: [{ itemCode: 'NOPE' }] }],
    });
    expect(english(broken)).toEqual([
      'products.0.categoryId: Choose a category of this catalogue.',
      'products.0.maxAmount: The maximum amount cannot be below the minimum amount.',
      'products.0.denominations: Every fixed amount must lie between the minimum and the maximum amount.',
      'products.0.validMonths: A card is valid from 1 to 12 months.',
      'products.1.itemCode: This id is already used in this catalogue.',
      'products.1.names: Give the name in at least one language.',
      'products.1.discountTiers.0.rateBp: A discount is between 0 % and 100 %.',
      'products.1.discountTiers.1.amountTo: A discount tier must end at or above the amount it starts from.',
      'products.1.discountTiers: Discount tiers must not overlap.',
      'templates.0.categoryId: Choose a category of this catalogue.',
      'templates.0.images.0.itemCode: This product is not in the catalogue.',
    ]);
  });
});
