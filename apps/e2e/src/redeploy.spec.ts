import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setUpJourney } from './support/browser';
import { workspaceRoot } from './support/shop-server';

const journey = setUpJourney();

/** Every file under the folder (the shell's server container included), by name and content. */
function hashOfFolder(folder: string): string {
  const hash = createHash('sha256');
  const files = fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(folder, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

describe('shipping one remote', () => {
  it('a rebuilt remote, repointed in the manifest, changes the shop without rebuilding the shell', async () => {
    const shellDir = path.join(workspaceRoot, 'dist/apps/shell');
    const shellBefore = hashOfFolder(shellDir);
    const page = await journey.browser.newPage();
    await page.goto(`${journey.shop.url}/`);
    const consumer = page.locator('[data-remote="consumer"]');
    await consumer.waitFor();
    expect(await consumer.getAttribute('data-release')).toBe('local-build');

    const release = `e2e-${Date.now()}`;
    execFileSync(
      process.execPath,
      ['tools/publish/publish-remote.mjs', 'consumer', '--release', release, '--manifest', journey.shop.manifestFile],
      {
        cwd: workspaceRoot,
        stdio: 'pipe',
      },
    );
    const manifest = JSON.parse(fs.readFileSync(journey.shop.manifestFile, 'utf8'));
    expect(manifest.consumer).toBe(`/deploys/consumer/${release}/remoteEntry.js`);
    expect(manifest.account).toBe('/remotes/account/remoteEntry.js');

    // The same running server, the same shell files: a reload picks up the new remote.
    await page.reload();
    await consumer.waitFor();
    expect(await consumer.getAttribute('data-release')).toBe(release);
    expect(hashOfFolder(shellDir)).toBe(shellBefore);

    fs.rmSync(path.join(workspaceRoot, 'dist/deploys/consumer', release), { recursive: true, force: true });
    await page.close();
  }, 180_000);
});

describe('shipping the shell', () => {
  it('serves files of a shell deployed after the server started, without a restart', async () => {
    // A rebuilt shell has new content-hashed chunks; the server must find them when they arrive.
    const chunk = path.join(workspaceRoot, 'dist/apps/shell', `e2e-probe.${Date.now()}.js`);
    fs.writeFileSync(chunk, 'window.__probe = 1;');
    try {
      const response = await fetch(`${journey.shop.url}/${path.basename(chunk)}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('window.__probe = 1;');
    } finally {
      fs.rmSync(chunk, { force: true });
    }
  });
});
