#!/usr/bin/env node
// `npm start`: builds every app for production, publishes the default remotes manifest, serves.
import fs from 'node:fs';
import { buildAllApps, distDir } from '../shop-apps.mjs';
import { defaultManifest, writeManifest } from '../publish/manifest-file.mjs';

buildAllApps();
fs.mkdirSync(distDir, { recursive: true });
// A fresh full build serves every remote from beside the shell; published releases start over.
writeManifest(defaultManifest());
// The local demo: its emails and SMS (confirmation and reset links) are read in the dev mailbox
// (/api/dev/mailbox), which answers only on this machine. A deployment never runs this script; should
// one run it with NODE_ENV=production, the mailbox stays off.
if (process.env.NODE_ENV !== 'production') process.argv.push('--dev-mailbox');
await import('./serve-shop.mjs');
