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

function packageNameOf(key) {
  return key.replace(/\/$/, '');
}

/** The installed version, so sub-path imports (react/jsx-runtime, ...) carry one too. */
function installedVersionOf(key) {
  return require(require.resolve(`${packageNameOf(key)}/package.json`, { paths: [workspaceRoot] })).version;
}

function sharedSingletons() {
  const shared = {};
  for (const name of [...npmSingletons, ...prefixKeys]) {
    shared[name] = {
      singleton: true,
      requiredVersion: rootPackage.dependencies[packageNameOf(name)],
      version: installedVersionOf(name),
      eager: false,
    };
  }
  for (const name of statefulWorkspaceLibs) {
    shared[name] = { singleton: true, requiredVersion: false, version: rootPackage.version, eager: false };
  }
  return shared;
}

module.exports = { sharedSingletons, npmSingletons, statefulWorkspaceLibs };
