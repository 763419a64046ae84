// A certificate for the proxy's HTTPS on this machine (decision 0077): self-signed for localhost and 127.0.0.1,
// made once by Debian's openssl and kept in `folder`. A real deployment gives nginx its own certificate.
// CommonJS, so the cluster tests (apps/api, compiled to CommonJS) make the same one.
'use strict';
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The certificate and key files in `folder`, made when missing. */
function selfSignedCertificate(folder) {
  const certificate = path.join(folder, 'localhost.crt');
  const key = path.join(folder, 'localhost.key');
  if (fs.existsSync(certificate) && fs.existsSync(key)) return { certificate, key };
  fs.mkdirSync(folder, { recursive: true });
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '30',
        '-subj',
        '/CN=localhost',
        '-addext',
        'subjectAltName=DNS:localhost,IP:127.0.0.1',
        '-keyout',
        key,
        '-out',
        certificate,
      ],
      { stdio: 'pipe' },
    );
  } catch (error) {
    throw new Error(`openssl could not make the certificate (apt-get install openssl?): ${error.stderr ?? error}`);
  }
  fs.chmodSync(key, 0o600);
  return { certificate, key };
}

module.exports = { selfSignedCertificate };
