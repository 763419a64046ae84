#!/usr/bin/env node
// The shop server (apps/shop-server) with the stand-ins of the outside services, for this machine: the
// payment provider's and the identity providers' sandboxes. Options as apps/shop-server's:
//   node tools/serve/serve-shop.mjs [--port 4200] [--host 127.0.0.1] [--manifest file] [--data-dir folder]
//   [--dev-mailbox] [--seed-demo]
import { shopServerOptions, startShopServer } from '../../apps/shop-server/src/start-shop-server.mjs';
import { registerSandboxRedirect, startIdentitySandbox } from './identity-sandbox.mjs';
import { startPspSandbox } from './psp-sandbox.mjs';

const options = shopServerOptions();
// The stand-in payment provider the shop's payments go to (docs/api.md, "Money flow").
const sandbox = await startPspSandbox({ shopUrl: options.shopUrl, ephemeral: options.ephemeral });
// The stand-in identity services: social sign-in's OpenID providers and the brands' portal (docs/api.md).
const identitySandbox = await startIdentitySandbox({ shopUrl: options.shopUrl, ephemeral: options.ephemeral });
const { address } = await startShopServer(options, {
  beforeListen: registerSandboxRedirect,
  onClose: () => Promise.all([sandbox?.close(), identitySandbox?.close()]),
});
console.log(
  `The shop is open at ${address.replace('127.0.0.1', 'localhost')}/ ` +
    '(unit 97; /250/ and /150/ for the other demo brands)',
);
if (sandbox) console.log(`The payment sandbox (test cards in docs/api.md) is at ${process.env.PSP_SANDBOX_URL}/`);
if (identitySandbox) {
  console.log(`The identity sandbox (test users in docs/api.md) is at ${process.env.OIDC_SANDBOX_URL}/`);
}
