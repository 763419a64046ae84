import * as v from 'valibot';
import { CatalogueDocumentSchema, type CatalogueDocument } from '@shop/contracts';
import { catalogueIssues, validate, type FieldError } from '@shop/validation';

/**
 * The catalogue as the editor holds it: the document itself, except a product's fixed amounts, typed as
 * one list ("2500, 5000") in minor units.
 */
export type CatalogueValues = Omit<CatalogueDocument, 'products'> & {
  products: (Omit<CatalogueDocument['products'][number], 'denominations'> & { denominations: string })[];
};

/** The languages the catalogue's names are written in (English first), so each gets a box. */
export function catalogueLanguages(document: CatalogueDocument): string[] {
  const found = new Set<string>(['en']);
  const collect = (names: Readonly<Record<string, string>>) => Object.keys(names).forEach((key) => found.add(key));
  document.categories.forEach((category) => collect(category.names));
  document.products.forEach((product) => collect(product.names));
  document.templateCategories.forEach((category) => collect(category.names));
  document.templates.forEach((template) => collect(template.names));
  return [...found];
}

export function toCatalogueValues(document: CatalogueDocument): CatalogueValues {
  return {
    ...document,
    products: document.products.map((product) => ({ ...product, denominations: product.denominations.join(', ') })),
  };
}

/** The numbers of a list typed by hand; NaN for a part that is not a whole number, which the schema refuses. */
function parseAmounts(list: string): number[] {
  return list
    .split(/[,\s]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
}

/** Names left empty are dropped: a name is given in the languages the operator filled. */
function filledNames(names: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim() !== ''));
}

export function toCatalogueDocument(values: CatalogueValues): unknown {
  return {
    categories: values.categories.map((category) => ({ ...category, names: filledNames(category.names) })),
    products: values.products.map((product) => ({
      ...product,
      names: filledNames(product.names),
      denominations: parseAmounts(product.denominations),
    })),
    templateCategories: values.templateCategories.map((category) => ({
      ...category,
      names: filledNames(category.names),
    })),
    templates: values.templates.map((template) => ({ ...template, names: filledNames(template.names) })),
  };
}

/** The catalogue checked as the server checks it: its wire shape, then the catalogue rules, each at its field. */
export function checkCatalogue(
  values: CatalogueValues,
): { ok: true; document: CatalogueDocument } | { ok: false; errors: FieldError[] } {
  const shaped = validate(CatalogueDocumentSchema, toCatalogueDocument(values));
  if (!shaped.success) return { ok: false, errors: shaped.errors };
  const issues = catalogueIssues(shaped.output);
  if (issues.length > 0)
    return { ok: false, errors: issues.map((issue) => ({ path: issue.path, message: issue.message })) };
  return { ok: true, document: v.parse(CatalogueDocumentSchema, shaped.output) };
}
