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
 * in the browser). `pageAnswers(requests, buId, language)` answers a page's first-screen calls.
 */
export function loadPageRenderer(dist, remotes, pageAnswers) {
  const file = path.join(dist, 'apps/shell/server/main.js');
  if (!fs.existsSync(file)) return null;
  const shell = require(file);
  const publishedFile = publishedFileResolver(dist, remotes);
  return async ({ url, data, cookieHeader, manifest }) => {
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
}

const HTML_ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);

/**
 * The shell's page with the rendered markup in its root, its preloads and styles, the unit's title and language,
 * and its notice that the shop could not start and its <noscript> text in that language.
 */
export function withRenderedPage(page, rendered, unit) {
  return (
    page
      .replace(/<html lang="[^"]*">/, () => `<html lang="${rendered.htmlLang}" dir="${rendered.dir}">`)
      .replace(/<title>[^<]*<\/title>/, () => `${rendered.firstPreloads}<title>${escapeHtml(unit.name)}</title>`)
      .replace('</head>', () => `${rendered.head}</head>`)
      .replace(/(<div id="shop-start-failed"[^>]*>)[\s\S]*?<\/div>/, (notice, open) =>
        rendered.startFailedNotice ? `${open}${rendered.startFailedNotice}</div>` : notice,
      )
      .replace(/<noscript>[^<]*<\/noscript>/, (tag) =>
        rendered.noScriptText ? `<noscript>${rendered.noScriptText}</noscript>` : tag,
      )
      // Last: the rendered markup is not searched for the template's parts.
      .replace(/<div id="root">[\s\S]*?<\/div>/, () => `<div id="root">${rendered.html}</div>`)
  );
}
