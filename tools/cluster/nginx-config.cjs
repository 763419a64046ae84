// The reverse proxy in front of the shop's replicas (docs/deploy.md): nginx from Debian. It serves the
// immutable built files itself (the remotes, the shell's chunks, published releases) and passes pages, the
// remotes manifest and /api to the replicas, moving to the next replica when one does not answer. CommonJS, so
// the fault tests (apps/api, compiled to CommonJS) start the same proxy.
'use strict';
const path = require('node:path');

/** Content-hashed file names (webpack's [contenthash:10]): they never change, so browsers keep them a year. */
const HASHED_FILE = String.raw`\.[0-9a-f]{10}\.(js|css|woff2?|png|svg|jpg|webp)(\.map)?$`;

/**
 * Headers nginx adds to the files it serves itself (add_header is not inherited into a location that sets
 * its own, so each static location repeats them). Pages and API answers carry the replicas' own headers.
 */
function staticHeaders(cacheControl) {
  return [
    `add_header Cache-Control "${cacheControl}" always;`,
    'add_header X-Content-Type-Options nosniff always;',
    'add_header Cross-Origin-Resource-Policy same-origin always;',
  ];
}

/** A folder of built files under a URL prefix: hashed files kept a year, the others revalidated each time. */
function staticLocation(urlPrefix, folder) {
  return [
    `location ${urlPrefix} {`,
    `  alias ${folder}/;`,
    '  try_files $uri =404;',
    // The build's <file>.gz (gzip's best level), sent as it is.
    '  gzip_static on;',
    ...staticHeaders('no-cache').map((line) => `  ${line}`),
    // A server container (server/, decision 0068) is the replicas' own code, never sent to a browser.
    '  location ~ "/server/" {',
    '    return 404;',
    '  }',
    `  location ~ "${HASHED_FILE}" {`,
    ...staticHeaders('public, max-age=31536000, immutable').map((line) => `    ${line}`),
    '  }',
    '}',
  ];
}

/**
 * HTTPS with HTTP/2 (decision 0077): a page's start-up scripts, preloaded together, share one connection
 * instead of waiting for one of a browser's six HTTP/1.1 connections to the origin.
 */
function httpsListen(listen, { certificate, key }) {
  return [
    // `http2` on the listen line: Debian's nginx 1.22 has no `http2 on;` (1.25.1 and later take both).
    `    listen ${listen} ssl http2;`,
    `    ssl_certificate ${certificate};`,
    `    ssl_certificate_key ${key};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    // A returning visitor resumes its TLS session: one round trip less before the page's first byte.
    '    ssl_session_cache shared:shop_tls:10m;',
    '    ssl_session_timeout 1d;',
  ];
}

/**
 * @param {object} options
 * @param {string} options.listen       host:port nginx listens on
 * @param {number[]} options.replicaPorts the replicas' loopback ports
 * @param {string} options.distDir      the production builds (dist/)
 * @param {{ dir: string }[]} options.remotes the remotes (tools/shop-apps.mjs REMOTES)
 * @param {string} options.runDir       where nginx keeps its pid, logs and temporary files
 * @param {string} options.mimeTypes    nginx's mime.types file
 * @param {number} [options.maxBodyMegabytes] the largest request body (the API's largest upload)
 * @param {{ certificate: string, key: string }} [options.tls] HTTPS and HTTP/2 on `listen` with these files
 */
function nginxConfig({ listen, replicaPorts, distDir, remotes, runDir, mimeTypes, maxBodyMegabytes = 30, tls }) {
  const replicas = replicaPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
  const toReplicas = [
    '    proxy_pass http://shop_replicas;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header Host $http_host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    // A replica that refuses the connection, dies or answers 502-504 (its database restarting) is skipped for
    // 5 s and the request goes to the next one. A POST already sent is never sent twice (nginx's default):
    // the browser's retry carries the same idempotency key.
    '    proxy_next_upstream error timeout http_502 http_503 http_504;',
    '    proxy_next_upstream_tries 3;',
    '    proxy_connect_timeout 2s;',
    '    proxy_read_timeout 120s;',
  ];
  const remoteLocations = remotes.flatMap(({ dir }) =>
    staticLocation(`/remotes/${dir}/`, path.join(distDir, 'apps', dir)),
  );
  const shellDir = path.join(distDir, 'apps', 'shell');
  return [
    'worker_processes 2;',
    `pid ${runDir}/nginx.pid;`,
    `error_log ${runDir}/error.log warn;`,
    'events { worker_connections 1024; }',
    'http {',
    `  include ${mimeTypes};`,
    '  default_type application/octet-stream;',
    `  access_log ${runDir}/access.log;`,
    `  client_body_temp_path ${runDir}/body;`,
    `  proxy_temp_path ${runDir}/proxy;`,
    `  fastcgi_temp_path ${runDir}/fastcgi;`,
    `  uwsgi_temp_path ${runDir}/uwsgi;`,
    `  scgi_temp_path ${runDir}/scgi;`,
    `  client_max_body_size ${maxBodyMegabytes}m;`,
    '  server_tokens off;',
    '  sendfile on;',
    '  gzip on;',
    '  gzip_vary on;',
    '  gzip_proxied any;',
    '  gzip_min_length 1024;',
    '  gzip_types text/css application/javascript application/json image/svg+xml text/plain;',
    '  upstream shop_replicas {',
    ...replicas,
    '    keepalive 32;',
    '  }',
    '  server {',
    ...(tls ? httpsListen(listen, tls) : [`    listen ${listen};`]),
    ...remoteLocations.map((line) => `    ${line}`),
    ...staticLocation('/deploys/', path.join(distDir, 'deploys')).map((line) => `    ${line}`),
    // The shell's chunks, read from its build folder; index.html is never served from there: the replicas
    // add the unit's start-up data to it (and answer it no-store).
    `    location ~ "^/[^/]+${HASHED_FILE}" {`,
    `      root ${shellDir};`,
    '      try_files $uri @replicas;',
    '      gzip_static on;',
    ...staticHeaders('public, max-age=31536000, immutable').map((line) => `      ${line}`),
    '    }',
    '    location / {',
    ...toReplicas.map((line) => `  ${line}`),
    '    }',
    '    location @replicas {',
    ...toReplicas.map((line) => `  ${line}`),
    '    }',
    '  }',
    '}',
    '',
  ].join('\n');
}

module.exports = { nginxConfig };
