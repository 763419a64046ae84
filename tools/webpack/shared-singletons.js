// The one list of what shell and remotes share (DESIGN.md "Shared singletons"). Nothing is eager:
// every app boots asynchronously, and the first loaded copy wins (shareStrategy 'loaded-first').
const path = require('node:path');
const { workspaceRoot } = require('./workspace-aliases');

const rootPackage = require(path.join(workspaceRoot, 'package.json'));

// react-i18next is not in the list: only @shop/i18n/react imports it (a shell spec holds that), and that
// shared entry carries the parts it uses, about 3 KiB gzip less than the whole package shared.
const npmSingletons = ['react', 'react-dom', 'react-router', '@emotion/react', 'i18next', 'zustand'];
// Prefix keys share sub-paths too (react/jsx-runtime, react-dom/client, zustand/vanilla, ...).
const prefixKeys = ['react/', 'react-dom/', '@emotion/react/', 'zustand/'];
// Workspace libs that hold state: one session, one cart, one brand, one i18n instance.
const statefulWorkspaceLibs = [
  '@shop/api-client',
  '@shop/session',
  '@shop/session/react',
  '@shop/cart-engine',
  '@shop/cart-engine/react',
  '@shop/brand',
  '@shop/brand/react',
  '@shop/i18n',
  '@shop/i18n/react',
];

// Stateless libs shared so the page downloads them once, not once per app. Unlike the singletons above, a
// remote keeps its fallback copy: any copy would do, and the shell's (loaded first) is the one used.
const statelessShared = ['valibot'];

function packageNameOf(key) {
  return key.replace(/\/$/, '');
}

/** The installed version, so sub-path imports (react/jsx-runtime, ...) carry one too. */
function installedVersionOf(key) {
  // Read by path: a package whose `exports` omit ./package.json (valibot) cannot be resolved by name.
  return require(path.join(workspaceRoot, 'node_modules', packageNameOf(key), 'package.json')).version;
}

/**
 * The shared config of an app. `withFallbacks` false (a remote's production build): the remote bundles
 * no copy of its own and takes every singleton from the shell, which always loads first and provides
 * them all. Each bundled fallback made its remoteEntry.js list its chunks (one per language file of the
 * i18n loaders, react-dom, ...), and a fallback the shell had not loaded yet could win under
 * 'loaded-first', giving the remote a second cart or i18n instance. A remote's dev server keeps its
 * fallbacks: it also serves the remote alone, without a shell.
 */
function sharedSingletons({ withFallbacks = true } = {}) {
  const fallback = withFallbacks ? {} : { import: false };
  const shared = {};
  for (const name of [...npmSingletons, ...prefixKeys]) {
    shared[name] = {
      singleton: true,
      requiredVersion: rootPackage.dependencies[packageNameOf(name)],
      version: installedVersionOf(name),
      eager: false,
      ...fallback,
    };
  }
  for (const name of statelessShared) {
    shared[name] = {
      singleton: true,
      requiredVersion: rootPackage.dependencies[name],
      version: installedVersionOf(name),
      eager: false,
    };
  }
  for (const name of statefulWorkspaceLibs) {
    shared[name] = { singleton: true, requiredVersion: false, version: rootPackage.version, eager: false, ...fallback };
  }
  return shared;
}

module.exports = { sharedSingletons, npmSingletons, statelessShared, statefulWorkspaceLibs };
