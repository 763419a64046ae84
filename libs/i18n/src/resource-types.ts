/**
 * The namespaces every language has: shared UI words and the error catalogue (common), the shell's
 * frame and pages (shell), the remotes' page texts (pages), field validation messages (validation),
 * the sign-in pages (auth) and the account area (account).
 */
export const NAMESPACES = ['common', 'shell', 'pages', 'validation', 'auth', 'account'] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Nested keys to texts, as i18next reads them. */
export interface ResourceTree {
  readonly [key: string]: string | ResourceTree;
}
export type LanguageResources = Readonly<Record<Namespace, ResourceTree>>;
