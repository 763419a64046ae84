#!/usr/bin/env node
// Regenerates apps/shell/dev/remotes.manifest.json from the remotes registry (after adding a remote
// or changing a dev port). A test in libs/federation fails while the file and the registry disagree.
import path from 'node:path';
import { workspaceRoot } from '../shop-apps.mjs';
import { devManifest, writeManifest } from './manifest-file.mjs';

const devManifestPath = path.join(workspaceRoot, 'apps/shell/dev/remotes.manifest.json');

writeManifest(devManifest(), devManifestPath);
console.log(`Wrote ${path.relative(workspaceRoot, devManifestPath)}`);
