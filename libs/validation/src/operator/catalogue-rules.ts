import { VALID_MONTHS_MAX, VALID_MONTHS_MIN } from '../limits';
import { messageRef } from '../message-ref';

// The rules a unit's catalogue keeps beyond its wire shape (issue 21, decision 0039): the catalogue editor
// shows them next to the field and the server refuses a draft that breaks one (58057 with these issues).

/** Discount rates are basis points: 0 to 10 000 (100 %). */
export const RATE_BP_MAX = 10_000;

/** The parts of a catalogue these rules read (the contract's CatalogueDocument fits). */
export interface CatalogueShape {
  categories: readonly { categoryId: number; names: Readonly<Record<string, string>> }[];
  products: readonly {
    itemCode: string;
    categoryId: number;
    names: Readonly<Record<string, string>>;
    minAmount: number;
    maxAmount: number;
    denominations: readonly number[];
    validMonths: number;
    discountTiers: readonly { amountFrom: number; amountTo: number; rateBp: number }[];
  }[];
  templateCategories: readonly { categoryId: number; names: Readonly<Record<string, string>> }[];
  templates: readonly {
    templateId: number;
    categoryId: number;
    names: Readonly<Record<string, string>>;
    images: readonly { itemCode: string; discountBp?: number }[];
  }[];
}

/** A broken rule: the dotted path of the field and its message reference (messageRef). */
export interface CatalogueIssue {
  path: string;
  message: string;
}

function hasName(names: Readonly<Record<string, string>>): boolean {
  return Object.values(names).some((name) => name.trim() !== '');
}

function duplicates<T>(items: readonly T[], idOf: (item: T) => string | number): Set<number> {
  const seen = new Set<string | number>();
  const repeated = new Set<number>();
  items.forEach((item, index) => {
    const id = idOf(item);
    if (seen.has(id)) repeated.add(index);
    seen.add(id);
  });
  return repeated;
}

function productIssues(catalogue: CatalogueShape, push: (path: string, message: string) => void): void {
  const categoryIds = new Set(catalogue.categories.map((category) => category.categoryId));
  const repeated = duplicates(catalogue.products, (product) => product.itemCode);
  catalogue.products.forEach((product, index) => {
    const at = `products.${index}`;
    if (repeated.has(index)) push(`${at}.itemCode`, messageRef('catalogueDuplicateId'));
    if (!hasName(product.names)) push(`${at}.names`, messageRef('catalogueName'));
    if (!categoryIds.has(product.categoryId)) push(`${at}.categoryId`, messageRef('catalogueUnknownCategory'));
    if (product.minAmount > product.maxAmount) push(`${at}.maxAmount`, messageRef('catalogueAmountRange'));
    if (product.denominations.some((amount) => amount < product.minAmount || amount > product.maxAmount)) {
      push(`${at}.denominations`, messageRef('catalogueDenomination'));
    }
    if (product.validMonths < VALID_MONTHS_MIN || product.validMonths > VALID_MONTHS_MAX) {
      push(`${at}.validMonths`, messageRef('catalogueValidMonths', { min: VALID_MONTHS_MIN, max: VALID_MONTHS_MAX }));
    }
    const tiers = [...product.discountTiers].sort((left, right) => left.amountFrom - right.amountFrom);
    product.discountTiers.forEach((tier, tierIndex) => {
      const tierAt = `${at}.discountTiers.${tierIndex}`;
      if (tier.amountFrom > tier.amountTo) push(`${tierAt}.amountTo`, messageRef('catalogueTierRange'));
      if (tier.rateBp < 0 || tier.rateBp > RATE_BP_MAX) push(`${tierAt}.rateBp`, messageRef('catalogueRate'));
    });
    if (tiers.some((tier, tierIndex) => tierIndex > 0 && tier.amountFrom <= tiers[tierIndex - 1].amountTo)) {
      push(`${at}.discountTiers`, messageRef('catalogueTierOverlap'));
    }
  });
}

function templateIssues(catalogue: CatalogueShape, push: (path: string, message: string) => void): void {
  const categoryIds = new Set(catalogue.templateCategories.map((category) => category.categoryId));
  const itemCodes = new Set(catalogue.products.map((product) => product.itemCode));
  const repeatedCategories = duplicates(catalogue.templateCategories, (category) => category.categoryId);
  catalogue.templateCategories.forEach((category, index) => {
    if (repeatedCategories.has(index))
      push(`templateCategories.${index}.categoryId`, messageRef('catalogueDuplicateId'));
    if (!hasName(category.names)) push(`templateCategories.${index}.names`, messageRef('catalogueName'));
  });
  const repeated = duplicates(catalogue.templates, (template) => template.templateId);
  catalogue.templates.forEach((template, index) => {
    const at = `templates.${index}`;
    if (repeated.has(index)) push(`${at}.templateId`, messageRef('catalogueDuplicateId'));
    if (!hasName(template.names)) push(`${at}.names`, messageRef('catalogueName'));
    if (!categoryIds.has(template.categoryId)) push(`${at}.categoryId`, messageRef('catalogueUnknownCategory'));
    const repeatedImages = duplicates(template.images, (image) => image.itemCode);
    template.images.forEach((image, imageIndex) => {
      const imageAt = `${at}.images.${imageIndex}`;
      if (repeatedImages.has(imageIndex)) push(`${imageAt}.itemCode`, messageRef('catalogueDuplicateId'));
      if (!itemCodes.has(image.itemCode)) push(`${imageAt}.itemCode`, messageRef('catalogueUnknownProduct'));
      const rate = image.discountBp ?? 0;
      if (rate < 0 || rate > RATE_BP_MAX) push(`${imageAt}.discountBp`, messageRef('catalogueRate'));
    });
  });
}

/** Every rule the catalogue breaks, in document order; empty when it may be saved. */
export function catalogueIssues(catalogue: CatalogueShape): CatalogueIssue[] {
  const issues: CatalogueIssue[] = [];
  const push = (path: string, message: string) => issues.push({ path, message });
  const repeatedCategories = duplicates(catalogue.categories, (category) => category.categoryId);
  catalogue.categories.forEach((category, index) => {
    if (repeatedCategories.has(index)) push(`categories.${index}.categoryId`, messageRef('catalogueDuplicateId'));
    if (!hasName(category.names)) push(`categories.${index}.names`, messageRef('catalogueName'));
  });
  productIssues(catalogue, push);
  templateIssues(catalogue, push);
  return issues;
}
