/**
 * The namespaces every language has: shared UI words and the error catalogue (common), the shell's
 * frame and pages (shell), the remotes' page texts (pages), field validation messages (validation),
 * the sign-in pages (auth), the account area (account), the receiver's card page (cardLink) and the
 * shop's information pages (info: about, general conditions, FAQ), the consumer's buying steps (buying), the
 * checkout and balance query (checkout), the payment-return pages (orderResult) and the business area, its
 * sign-in and registration included (business), and the salesman area (salesman),
 * and the operators' remote (operator).
 */
export const NAMESPACES = [
  'common',
  'shell',
  'pages',
  'validation',
  'auth',
  'account',
  'cardLink',
  'info',
  'buying',
  'checkout',
  'orderResult',
  'business',
  'salesman',
  'operator',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Nested keys to texts, as i18next reads them. */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree;
}
export type LanguageResources = Readonly<Record<Namespace, ResourceTree>>;

/**
 * Namespaces of one area of the shop, downloaded when that area opens (loadNamespace), not with the
 * start page: the sign-in pages' texts (auth) and the account area's are the largest and no start page
 * shows them; the card page (cardLink) is opened from a link in a message, never from the start page;
 * the information pages (info) are reached from the footer; the buying steps, the checkout and the
 * payment-return pages open after the start page; the business and salesman areas' pages load with them.
 * The field messages (validation) load with any area (their forms are there), or alone where a start page
 * shows one.
 */
export const AREA_NAMESPACES = [
  'validation',
  'auth',
  'account',
  'cardLink',
  'info',
  'buying',
  'checkout',
  'orderResult',
  'business',
  'salesman',
  'operator',
] as const;
export type AreaNamespace = (typeof AREA_NAMESPACES)[number];
export type StartNamespace = Exclude<Namespace, AreaNamespace>;
/** A language's texts that load with the start page. */
export type StartResources = Readonly<Record<StartNamespace, ResourceTree>>;
