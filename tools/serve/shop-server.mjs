// The one small server that composes the shop on one origin: the shell at /, each remote's build
// under /remotes/<app>/, published remote releases under /deploys/, the remotes manifest, and the
// business-unit configuration. Security headers on every answer.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import { DEPLOYS_URL_PREFIX, REMOTES, REMOTES_URL_PREFIX, distDir, manifestPath, workspaceRoot } from '../shop-apps.mjs';
import { readManifest } from '../publish/manifest-file.mjs';

const HASHED_ASSET = /\.[0-9a-f]{10}\.js(\.map)?$/;

/** Content-hashed files never change; entries and pages must be revalidated on every load. */
function setCacheHeaders(res, filePath) {
  res.setHeader('Cache-Control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

export async function createShopServer({ dist = distDir, manifestFile = manifestPath, logger = false } = {}) {
  const shellDir = path.join(dist, 'apps/shell');
  if (!fs.existsSync(path.join(shellDir, 'index.html'))) {
    throw new Error(`No shell build in ${shellDir}: run "npm run build" first.`);
  }
  const app = Fastify({ logger });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // emotion injects <style> elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        // Served over plain HTTP on localhost; a TLS-terminating proxy in front adds HTTPS.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });

  for (const { dir } of REMOTES) {
    await app.register(fastifyStatic, {
      root: path.join(dist, 'apps', dir),
      prefix: `${REMOTES_URL_PREFIX}/${dir}/`,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders: setCacheHeaders,
    });
  }
  const deploysDir = path.join(dist, 'deploys');
  fs.mkdirSync(deploysDir, { recursive: true });
  await app.register(fastifyStatic, { root: deploysDir, prefix: `${DEPLOYS_URL_PREFIX}/`, decorateReply: false, index: false, cacheControl: false, setHeaders: setCacheHeaders });
  await app.register(fastifyStatic, {
    root: path.join(workspaceRoot, 'tools/seed/business-units'),
    prefix: '/config/business-units/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });

  // Read on every request: re-pointing a remote needs neither a shell rebuild nor a restart.
  app.get('/remotes.manifest.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return readManifest(manifestFile);
  });

  await app.register(fastifyStatic, { root: shellDir, prefix: '/', index: false, wildcard: false, cacheControl: false, setHeaders: setCacheHeaders });

  // Any other page path is a route of the shell's router (including /{buId}/...): serve the shell.
  app.setNotFoundHandler((request, reply) => {
    const wantsPage = (request.method === 'GET' || request.method === 'HEAD') && !path.extname(request.url.split('?')[0]);
    if (!wantsPage) return reply.code(404).type('text/plain').send('Not found');
    // Read per request (it is small and cached by the OS) so a redeployed shell needs no restart.
    return reply.type('text/html').header('Cache-Control', 'no-cache').send(fs.readFileSync(path.join(shellDir, 'index.html')));
  });

  return app;
}
