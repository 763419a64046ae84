#!/usr/bin/env node
// The shop server as operators deploy it (docs/deploy.md): the shell, the remotes, the remotes manifest and
// the platform API on one origin, from the production builds in dist/ (SHOP_DIST_DIR).
//   NODE_ENV=production DATABASE_URL=postgres://… SHOP_CARD_SECRET=… node apps/shop-server/src/main.mjs --port 4200
import { shopServerOptions, startShopServer } from './start-shop-server.mjs';

const { address } = await startShopServer(shopServerOptions());
console.log(`The shop server listens at ${address}`);
