import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { providePageAnswers, type PageAnswer } from '@shop/api-client';
import { brandStore } from '@shop/brand';
import type { BusinessUnit, Language } from '@shop/contracts';
import type { PageDataRequest, RemotesManifest } from '@shop/federation';
import { switchServerLanguage, takeServerRenderAreas, type AreaNamespace } from '@shop/i18n';
import { firstBannerPreloads } from '../app/brand/preload-first-banner';
import { loadRemoteRoutes, settledRemoteRoutes } from '../app/federation/remote-registry';
import { ShopRoutes } from '../app/routing/shop-routes';
import { ShopRoot } from '../app/ShopRoot';
import { escapeHtml, pageFrame, type PageFrame } from './page-frame';
import { followManifest, isPublishedHere, serverEntryPath } from './server-remotes';
import type { PublishedFileResolver } from './published-files-plugin';
import { oneAtATimeOrNone } from './render-queue';
import { renderedRouteOf, type RenderedRoute } from './rendered-route';

export type { PublishedFileResolver } from './published-files-plugin';

export interface PageRenderRequest {
  /** The page's path and query, as asked (with the unit's /{buId} prefix when it has one). */
  url: string;
  unit: BusinessUnit;
  /** The unit's /{buId} prefix, '' for the default unit. */
  basePath: string;
  /** The request's Cookie header: a language cookie chooses the page's language (spec 1 section 8). */
  cookieHeader: string;
  /** The remotes manifest as served to the browser right now. */
  manifest: RemotesManifest;
  /** Where a file published on the shop's origin is on this machine (remote entries and their chunks). */
  publishedFile: PublishedFileResolver;
  /** Answers a page's first-screen calls as the API answers a guest (apps/api page-answers). */
  answer(requests: readonly PageDataRequest[], language: Language): Promise<PageAnswer[]>;
}

/** A page rendered here: its frame, in the language the page was rendered in, and its markup. */
export interface RenderedPage extends PageFrame {
  /** The markup to put inside the page's root element. */
  html: string;
  /** For the head's top, before the scripts: the preloads of the first screen's largest image. */
  firstPreloads: string;
  /** For the page's head: the markup's preloads (its first screen's images) and emotion's style elements. */
  head: string;
  /** The calls' answers the page was rendered with, delivered with it for hydration. */
  answers: PageAnswer[];
  /** The area texts the page shows (useNamespace), which the browser loads before it hydrates the page. */
  areas: AreaNamespace[];
}

/**
 * Under a rush a page waits behind at most this many renders (some 130-300 ms at 16-37 ms a page): beyond,
 * it is sent at once without its markup and the browser renders it, as any page the server does not render.
 * Without a bound every page's first byte would wait longer than the browser takes to render it.
 */
export const MOST_RENDERS_WAITING = 8;

// The unit, the language and the delivered answers are the page's singletons (one per browser page, shared
// with the remotes): one render at a time per process, each setting them first. A render takes milliseconds.
const renderQueue = oneAtATimeOrNone(MOST_RENDERS_WAITING);

/**
 * The server-rendered page at `url`, or null when this page is rendered in the browser only, or when
 * MOST_RENDERS_WAITING renders are already waiting (decision 0075).
 */
export function renderPage(request: PageRenderRequest): Promise<RenderedPage | null> {
  return renderQueue(() => render(request));
}

async function render(request: PageRenderRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://shop.invalid');
  const pathname = url.pathname.slice(request.basePath.length) || '/';
  const route = renderedRouteOf(pathname, request.unit);
  if (!route) return null;
  followManifest(request.manifest, request.publishedFile);
  if (route.owner !== 'shell' && !(await renderableRemote(route, request))) return null;

  const requests = route.owner === 'shell' ? [] : await firstScreenCalls(route, url, request.unit.buId);
  // The browser's own choice, from what the request carries (page-frame.ts); the browser renders afresh when
  // its storage still holds another.
  const frame = await pageFrame(request);
  const { language } = frame;
  await switchServerLanguage(language);
  const answers = requests.length > 0 ? await request.answer(requests, language) : [];
  brandStore.getState().setUnit(request.unit, request.basePath);
  providePageAnswers(answers);

  takeServerRenderAreas(); // none left from a render that failed
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerenderToNodeStream(
    <CacheProvider value={cache}>
      <ShopRoot>
        <StaticRouter location={url.pathname + url.search} basename={request.basePath || '/'}>
          <ShopRoutes unit={request.unit} />
        </StaticRouter>
      </ShopRoot>
    </CacheProvider>,
  );
  const markup = await textOf(prelude as AsyncIterable<Uint8Array | string>);
  const areas = takeServerRenderAreas();
  // React writes the resources it hoists (the first screen's image preloads) first: they belong in the head.
  // A page's largest image (fetchPriority "high", as a card's on its page) goes before the start-up scripts'
  // preloads, so that it is not fetched after them.
  const [, hoisted = '', html = ''] = /^((?:<link [^>]*>)*)([\s\S]*)$/.exec(markup) ?? [];
  const hoistedLinks = hoisted.match(/<link [^>]*>/g) ?? [];
  const isHighPriority = (link: string) => /fetchpriority="high"/i.test(link);
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const head = hoistedLinks.filter((link) => !isHighPriority(link)).join('') + styles;
  const firstPreloads =
    bannerPreloadLinks(request.unit, url.pathname, request.basePath) + hoistedLinks.filter(isHighPriority).join('');
  return { ...frame, html, firstPreloads, head, answers, areas };
}

/**
 * The home page's first banner, its LCP element, fetched first: a <picture> chooses its image by the screen's
 * width, which React cannot preload for it, and the start-up scripts' preloads would otherwise come first.
 */
function bannerPreloadLinks(unit: BusinessUnit, pathname: string, basePath: string): string {
  return firstBannerPreloads(unit.banners, pathname, basePath)
    .map(({ href, media }) => {
      const mediaAttribute = media ? ` media="${escapeHtml(media)}"` : '';
      return `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high"${mediaAttribute}>`;
    })
    .join('');
}

/**
 * Whether a remote's page renders here: its server container is published beside its browser build (else
 * the browser renders the page). A remote whose browser build is gone is dead: the page renders with the
 * remote's fallback, as the browser would show it.
 */
async function renderableRemote(route: Exclude<RenderedRoute, { owner: 'shell' }>, request: PageRenderRequest) {
  const browserEntry = request.manifest[route.owner];
  if (!browserEntry || !isPublishedHere(browserEntry)) return false;
  const browserBuild = request.publishedFile(browserEntry);
  if (browserBuild !== null && request.publishedFile(serverEntryPath(browserEntry)) === null) return false;
  await loadRemoteRoutes(route.owner).catch((error: unknown) => {
    console.error(`The ${route.owner} remote's server container could not be loaded`, error);
  });
  return true;
}

/** The calls the remote's page makes for its first screen (its routes module's pageData). */
async function firstScreenCalls(route: Exclude<RenderedRoute, { owner: 'shell' }>, url: URL, buId: string) {
  const settled = settledRemoteRoutes(route.owner);
  if (settled === null || settled === 'failed') return [];
  const pageData = settled.pageData?.[route.page];
  return pageData ? await pageData(url, buId) : [];
}

async function textOf(stream: AsyncIterable<Uint8Array | string>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream) text += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  return text + decoder.decode();
}
