import type { PersonaliseResult } from './components/PersonaliseStep';
import type { ProductChoices } from '../product/api/product-api';

/** The personalise step before the buyer chose: the first design, no letter (unless one is needed), no extra. */
export function initialPersonalisation(choices: ProductChoices, physical: boolean): PersonaliseResult {
  const firstLetter = choices.letterTypes[0];
  return {
    values: {
      templateId: choices.templates[0] ? String(choices.templates[0].templateId) : '',
      message: '',
      message2: '',
      letterTypeId: physical && choices.product.letterRequired && firstLetter ? String(firstLetter.letterTypeId) : '',
      extraItemCode: '',
    },
    image: { url: '', preview: '', fileName: '' },
  };
}
