// Server-rendered pages (issue 23, decision 0068): the shell's server container renders a public page with its
// remote's server container, which it loads by the remotes manifest from the files published here. This module
// loads the shell's container, gives it the published files and the API's answers, and puts its markup into
// the shell's page.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEPLOYS_URL_PREFIX, REMOTES_URL_PREFIX } from './remotes.mjs';

const require = createRequire(import.meta.url);

/**
 * Where a file published on the shop's origin is, by its URL path: a remote's build under /remotes/<dir>/ or a
 * release under /deploys/. Null for any other path, a path leaving those folders, or a missing file.
 */
export function publishedFileResolver(dist, remotes) {
  const roots = new Map(remotes.map(({ dir }) => [`${REMOTES_URL_PREFIX}/${dir}/`, path.join(dist, 'apps', dir)]));
  roots.set(`${DEPLOYS_URL_PREFIX}/`, path.join(dist, 'deploys'));
  return (urlPath) => {
    for (const [prefix, root] of roots) {
      if (!urlPath.startsWith(prefix)) continue;
      const file = path.resolve(root, `.${decodeURIComponent(urlPath.slice(prefix.length - 1))}`);
      if (!file.startsWith(`${root}${path.sep}`)) return null;
      return fs.existsSync(file) ? file : null;
    }
    return null;
  };
}

/**
 * The page renderer, or null when the shell was built without its server container (every page then renders
 * in the browser, with the template as built). `pageAnswers(requests, buId, language)` answers a page's
 * first-screen calls. `render` answers null for a page the browser renders; `frame` gives such a page its
 * language, title and texts.
 */
export function loadPageRenderer(dist, remotes, pageAnswers) {
  const file = path.join(dist, 'apps/shell/server/main.js');
  if (!fs.existsSync(file)) return null;
  const shell = require(file);
  const publishedFile = publishedFileResolver(dist, remotes);
  const render = async ({ url, data, cookieHeader, manifest }) => {
    const firstSegment = decodeURIComponent(url.split('?')[0]).split('/').filter(Boolean)[0];
    const basePath = firstSegment === data.unit.buId ? `/${data.unit.buId}` : '';
    const { renderPage } = await shell;
    return renderPage({
      url,
      unit: data.unit,
      basePath,
      cookieHeader,
      manifest,
      publishedFile,
      answer: (requests, language) => pageAnswers(requests, data.unit.buId, language),
    });
  };
  const frame = async ({ data, cookieHeader }) => (await shell).pageFrame({ unit: data.unit, cookieHeader });
  return { render, frame };
}

/**
 * The shell's page in the page's language: its <html> lang and dir, the unit's name as its title, the text shown
 * until the scripts have run, its notice that the shop could not start and its <noscript> text (the shell's
 * server container writes them escaped).
 */
export function withPageFrame(page, frame) {
  return page
    .replace(/<html lang="[^"]*">/, () => `<html lang="${frame.htmlLang}" dir="${frame.dir}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${frame.title}</title>`)
    .replace(/(<p data-shop-loading[^>]*>)[^<]*<\/p>/, (_loading, open) => `${open}${frame.loadingText}</p>`)
    .replace(
      /(<div id="shop-start-failed"[^>]*>)[\s\S]*?<\/div>/,
      (_notice, open) => `${open}${frame.startFailedNotice}</div>`,
    )
    .replace(/<noscript>[^<]*<\/noscript>/, () => `<noscript>${frame.noScriptText}</noscript>`);
}

/** The shell's page in its language (withPageFrame), with the rendered markup in its root, its preloads and styles. */
export function withRenderedPage(page, rendered) {
  return (
    withPageFrame(page, rendered)
      .replace('<title>', () => `${rendered.firstPreloads}<title>`)
      .replace('</head>', () => `${rendered.head}</head>`)
      // Last: the rendered markup is not searched for the template's parts.
      .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${rendered.html}</div>`)
  );
}
