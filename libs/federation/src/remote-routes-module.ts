import type { ComponentType } from 'react';
import type { RemoteName, RemotePageKey } from './remote-names';

/**
 * What a remote's `./routes` module exports. The shell owns the route table and its guards
 * (spec 1 section 2); each entry there names a remote and one of the pages below.
 * A page may render nested <Routes> for paths under its mount point (e.g. /account/*).
 */
export interface RemoteRoutesModule<Page extends string = string> {
  /** The remote's release label, shown as data-release on its root for deploy tracing. */
  release: string;
  pages: Record<Page, ComponentType>;
  /**
   * The calls a page makes for its first screen, by page, from the page's address and unit: a server
   * that renders the page answers them and delivers the answers with it (issue 23). A page not listed
   * renders on the server with what it has and asks for its data in the browser.
   */
  pageData?: Partial<Record<Page, (url: URL, buId: string) => PageDataRequest[] | Promise<PageDataRequest[]>>>;
  /**
   * The lazy code a page renders, by page: the browser loads it before it takes over a page the server
   * rendered, so the whole page is live at once (a form clicked before its code is there would send itself).
   */
  pageCode?: Partial<Record<Page, () => Promise<unknown>>>;
}

/** One call a page's first screen makes: its endpoint's name and the input as the page sends it. */
export interface PageDataRequest {
  endpoint: string;
  input: Record<string, unknown>;
}

/** A remote's routes module with exactly the pages the registry lists for it. */
export type RemoteRoutesModuleOf<R extends RemoteName> = RemoteRoutesModule<RemotePageKey<R>>;

export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<RemoteRoutesModule>;
  return typeof candidate.release === 'string' && typeof candidate.pages === 'object' && candidate.pages !== null;
}
