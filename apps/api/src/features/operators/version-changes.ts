// What a version changed, as dotted paths (the versions list's "what changed"): pure, no I/O.

/** Paths are listed to this many at most; the last entry then says how many more there were. */
export const MAX_CHANGES = 60;

type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON with object keys sorted: two values equal whatever order their keys came in. */
function canonical(value: Json): string {
  return JSON.stringify(value, (_key, item: Json) =>
    isPlainObject(item) ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1))) : item,
  );
}

function walk(before: Json, after: Json, path: string, out: string[]): void {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    for (const key of keys) walk(before[key], after[key], path ? `${path}.${key}` : key, out);
    return;
  }
  if (canonical(before) !== canonical(after)) out.push(path || '(all)');
}

/** Every leaf (or whole array) that differs between two JSON values, in key order. */
export function changedPaths(before: Json, after: Json): string[] {
  const out: string[] = [];
  walk(before, after, '', out);
  if (out.length <= MAX_CHANGES) return out;
  return [...out.slice(0, MAX_CHANGES - 1), `… ${out.length - MAX_CHANGES + 1} more`];
}

/** A catalogue with its lists keyed by their ids, so changes read 'products.GC-1.isActive', not indexes. */
export function keyedCatalogue(catalogue: {
  categories: readonly { categoryId: number }[];
  products: readonly { itemCode: string }[];
  templateCategories: readonly { categoryId: number }[];
  templates: readonly { templateId: number }[];
}): Record<string, Record<string, unknown>> {
  const byId = <T>(items: readonly T[], id: (item: T) => string | number) =>
    Object.fromEntries(items.map((item) => [String(id(item)), item]));
  return {
    categories: byId(catalogue.categories, (category) => category.categoryId),
    products: byId(catalogue.products, (product) => product.itemCode),
    templateCategories: byId(catalogue.templateCategories, (category) => category.categoryId),
    templates: byId(catalogue.templates, (template) => template.templateId),
  };
}
