// A served build behind the production topology's nginx with HTTPS and HTTP/2 (decision 0077), for
// `npm run lighthouse -- --http2`: the same configuration as tools/cluster, one replica, a self-signed certificate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startNginx } from '../cluster/cluster.mjs';
import { freePort } from '../cluster/free-port.cjs';
import { nginxConfig } from '../cluster/nginx-config.cjs';
import { selfSignedCertificate } from '../cluster/self-signed-certificate.cjs';
import { REMOTES } from '../shop-apps.mjs';

/** nginx on a free loopback port over HTTPS in front of the shop at `shopUrl`; resolves to { url, stop() }. */
export async function behindProxy({ shopUrl, checkout }) {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-proxy-'));
  const runDir = path.join(folder, 'nginx');
  fs.mkdirSync(runDir);
  const port = await freePort();
  const tls = selfSignedCertificate(path.join(folder, 'tls'));
  const configFile = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(
    configFile,
    nginxConfig({
      listen: `127.0.0.1:${port}`,
      replicaPorts: [Number(new URL(shopUrl).port)],
      distDir: path.join(checkout, 'dist'),
      remotes: REMOTES,
      runDir,
      mimeTypes: '/etc/nginx/mime.types',
      tls,
    }),
  );
  // localhost, the certificate's name (Lighthouse's Chromium is told to accept it).
  const url = `https://localhost:${port}`;
  const stopNginx = await startNginx(configFile, runDir, `${url}/api/health`, tls.certificate);
  return {
    url,
    stop: async () => {
      await stopNginx();
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
