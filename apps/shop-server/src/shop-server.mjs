// The one small server that composes the shop on one origin: the shell at /, each remote's build
// under /remotes/<app>/, published remote releases under /deploys/, the remotes manifest, and the
// platform API under /api (with its embedded database unless DATABASE_URL names a PostgreSQL).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import {
  DEPLOYS_URL_PREFIX,
  REMOTES_URL_PREFIX,
  defaultDistDir,
  defaultManifestOf,
  readManifestOr,
  remotesOf,
} from './remotes.mjs';
import { allowingInlineScripts, inlineScriptHashes } from './inline-scripts.mjs';
import { loadPageRenderer, withPageFrame, withRenderedPage } from './rendered-pages.mjs';

const require = createRequire(import.meta.url);
// A hashed file, or its gzip copy made by the build (sent as it is: preCompressed below).
const HASHED_ASSET = /\.[0-9a-f]{10}\.js(\.map)?(\.gz)?$/;
export const API_PREFIX = '/api';

/** Content-hashed files never change; entries and pages must be revalidated on every load. */
function setCacheHeaders(res, filePath) {
  res.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // The same address answers gzip or plain by the request's Accept-Encoding: a shared cache must keep both.
  res.setHeader('Vary', 'Accept-Encoding');
}

function requireBuild(file, what) {
  if (!fs.existsSync(file)) throw new Error(`No ${what} build at ${file}: run "npm run build" first.`);
  return file;
}

/** The unit served without a /{buId} prefix: DEFAULT_BU_ID of libs/contracts (held together by a journey). */
const DEFAULT_BU_ID = '97';
/** The element libs/startup reads (STARTUP_DATA_ELEMENT_ID in libs/startup/src/inline-startup-data.ts). */
const STARTUP_DATA_ELEMENT_ID = 'shop-startup-data';

/**
 * What start-up would ask the API for first, read in-process from the API's services: the unit list and
 * the unit the path selects (a known first segment, else the default unit), as getBuList and
 * getBuParameter answer them. Null when the unit is unknown: the page then asks the API and shows its error.
 */
async function readStartupData({ services }, url, previewToken) {
  const units = await services.units.list();
  const firstSegment = decodeURIComponent(url.split('?')[0]).split('/').filter(Boolean)[0];
  const buId = units.some((unit) => unit.buId === firstSegment) ? firstSegment : DEFAULT_BU_ID;
  // An operator's preview of a settings version of this unit (issue 21): that version instead of the live one.
  const previewed = previewToken ? await services.unitPreviews.unitFor(previewToken, buId) : null;
  const unit = previewed ?? (await services.units.find(buId));
  return unit ? { units, unit } : null;
}

/** The preview link's query parameter and the cookie that keeps the preview in that browser (decision 0040). */
const PREVIEW_PARAM = 'preview';
const PREVIEW_COOKIE = 'shop_preview';

/** The preview token of a page request: the link's parameter, else the browser's preview cookie. */
export function previewTokenOf(request) {
  const fromLink = new URL(request.url, 'http://shop.invalid').searchParams.get(PREVIEW_PARAM);
  if (fromLink) return { token: fromLink, fromLink: true };
  const cookie = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${PREVIEW_COOKIE}=`));
  return cookie ? { token: decodeURIComponent(cookie.slice(PREVIEW_COOKIE.length + 1)), fromLink: false } : null;
}

/**
 * The page with its start-up data as a non-executable JSON script (allowed by the content security
 * policy); `<`, `>`, `&` and the JavaScript line separators are escaped so no text can end the element.
 */
export function withStartupData(page, data) {
  const json = JSON.stringify(data).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  const script = `<script type="application/json" id="${STARTUP_DATA_ELEMENT_ID}">${json}</script>`;
  return page.replace('</head>', `${script}</head>`);
}

/** A remote's server container (its server/ folder) is the shop server's, never sent to a browser. */
const isBrowserFile = (pathName) => !/(^|\/)server\//.test(pathName);

/** The shell, the remotes and the manifest, with the site's security headers. */
async function siteRoutes(site, { dist, manifestFile, startupData, previewExpiry, helmetOptions, pageAnswers }) {
  const shellDir = path.dirname(requireBuild(path.join(dist, 'apps/shell/index.html'), 'shell'));
  const remotes = remotesOf(dist);
  const renderer = loadPageRenderer(dist, remotes, pageAnswers);
  // The pages' security headers come with the API's build (SHOP_PAGE_HELMET_OPTIONS), so a page and an
  // API answer never disagree on who may frame them.
  await site.register(fastifyHelmet, helmetOptions);

  // Brotli or gzip for scripts and pages: the shell and a remote are several times smaller on the wire.
  await site.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  // preCompressed: a script's <file>.gz from the build (gzip's best level, tools/webpack) goes out as it is.
  const statics = {
    decorateReply: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: setCacheHeaders,
  };
  for (const { dir } of remotes) {
    await site.register(fastifyStatic, {
      ...statics,
      allowedPath: isBrowserFile,
      root: path.join(dist, 'apps', dir),
      prefix: `${REMOTES_URL_PREFIX}/${dir}/`,
    });
  }
  const deploysDir = path.join(dist, 'deploys');
  fs.mkdirSync(deploysDir, { recursive: true });
  await site.register(fastifyStatic, {
    ...statics,
    root: deploysDir,
    prefix: `${DEPLOYS_URL_PREFIX}/`,
    allowedPath: isBrowserFile,
  });

  // Read on every request: re-pointing a remote needs neither a shell rebuild nor a restart.
  const readManifest = () => readManifestOr(manifestFile, () => defaultManifestOf(remotes));
  site.get('/remotes.manifest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readManifest();
  });

  // A page the browser renders (an account's, a preview, one past the renders waiting) still speaks its language
  // from the first byte: without its frame it would say "Loading the shop…" in English, left to right.
  const localisedPage = async (page, rendered, data, request) => {
    if (rendered) return withRenderedPage(page, rendered);
    const frame = await renderer?.frame({ data, cookieHeader: request.headers.cookie ?? '' }).catch((error) => {
      request.log.error(error, "The page's frame could not be put in its language; it goes as built");
      return null;
    });
    return frame ? withPageFrame(page, frame) : page;
  };

  // Read per request (it is small and cached by the OS) so a redeployed shell needs no restart. The unit
  // list and the page's unit go with it, read per request as the API answers them (never a stale copy).
  const sendShellPage = async (request, reply) => {
    const page = fs.readFileSync(path.join(shellDir, 'index.html'), 'utf8');
    // The page's own inline script, as built (before any data or markup goes in), is allowed by its hash.
    const policy = reply.getHeader('content-security-policy');
    if (policy) reply.header('Content-Security-Policy', allowingInlineScripts(policy, inlineScriptHashes(page)));
    const preview = previewTokenOf(request);
    // The operator's link keeps its preview in this browser for the token's life (15 minutes at most).
    const previewEnd = preview?.fromLink ? previewExpiry?.(preview.token) : null;
    if (previewEnd) {
      const maxAge = Math.max(0, Math.floor((previewEnd - Date.now()) / 1000));
      const cookie = `${PREVIEW_COOKIE}=${encodeURIComponent(preview.token)}`;
      reply.header('Set-Cookie', `${cookie}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax`);
    }
    const data = await startupData?.(request.url, preview?.token ?? null).catch((error) => {
      request.log.error(error, 'The start-up data could not be read; the page asks the API');
      return null;
    });
    // The public pages come rendered, with their first screen's data; a failed render sends the page as before.
    // An operator's preview shows a settings version the catalogue answers do not follow: rendered in the browser.
    const rendered =
      data && !preview
        ? await renderer
            ?.render({
              url: request.url,
              data,
              cookieHeader: request.headers.cookie ?? '',
              manifest: readManifest(),
            })
            .catch((error) => {
              request.log.error(error, 'The page could not be rendered on the server; the browser renders it');
              return null;
            })
        : null;
    const startup = rendered
      ? { ...data, rendered: { language: rendered.language, answers: rendered.answers, areas: rendered.areas } }
      : data;
    const sent = startup ? withStartupData(await localisedPage(page, rendered, data, request), startup) : page;
    // no-store: the page carries this request's unit data (and an operator's preview), never to be kept.
    return reply.type('text/html').header('Cache-Control', 'no-store').send(sent);
  };
  site.get('/', sendShellPage);

  // Files are looked up per request (wildcard), so a rebuilt shell's new chunks are served without a
  // restart; a path that is no file falls through to the page handler below.
  await site.register(fastifyStatic, { ...statics, root: shellDir, prefix: '/', allowedPath: isBrowserFile });

  // Any other page path is a route of the shell's router (including /{buId}/...): serve the shell.
  site.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    return sendShellPage(request, reply);
  });
}

/**
 * @param {object} [options]
 * @param {string} [options.dist]          the production builds (dist/)
 * @param {string} [options.manifestFile]  the remotes manifest to serve
 * @param {string|false} [options.trustProxy] the proxies in front (fastify's trustProxy): their X-Forwarded-For
 *                                         names the client, which the rate limits and the dev mailbox see
 * @param {object} [options.api]           options of the API's mountApi (dataDir, databaseUrl, ...)
 */
export async function createShopServer({
  dist = defaultDistDir,
  manifestFile = path.join(dist, 'remotes.manifest.json'),
  logger = false,
  trustProxy = false,
  api = {},
} = {}) {
  const apiBuild = require(requireBuild(path.join(dist, 'apps/api/index.js'), 'API'));
  const { mountApi, SHOP_PAGE_HELMET_OPTIONS } = apiBuild;
  const app = Fastify({ logger, trustProxy });
  // Read when a page is served: the API (mounted below) decorates the host with its services.
  const startupData = (url, previewToken) => readStartupData(app.shopApi, url, previewToken);
  const previewExpiry = (token) => app.shopApi.services.unitPreviews.read(token)?.expiresAt ?? null;
  // A rendered page's first-screen calls, answered in-process as the API answers a guest.
  const pageAnswers = (requests, buId, language) =>
    apiBuild.pageAnswers(app.shopApi.services, { buId, language }, requests);
  await app.register(siteRoutes, {
    pageAnswers,
    dist,
    manifestFile,
    startupData,
    previewExpiry,
    helmetOptions: SHOP_PAGE_HELMET_OPTIONS,
  });
  await mountApi(app, { prefix: API_PREFIX, ...api });
  return app;
}
