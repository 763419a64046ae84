import type { ComponentType } from 'react';
import type { RemotePageKey } from '@shop/federation';
import { isPlannedPage } from '@shop/ui';

export type BusinessPage = RemotePageKey<'business'>;

/** The business remote's pages that work: a page still planned is never linked to. */
export type LivePages = ReadonlySet<BusinessPage>;

export function livePagesOf(pages: Readonly<Record<BusinessPage, ComponentType>>): LivePages {
  return new Set((Object.keys(pages) as BusinessPage[]).filter((name) => !isPlannedPage(pages[name])));
}
