/** @jest-environment node */
import net from 'node:net';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DECAP_SERVER_PORT, cmsProcesses, devPreparation, portIsFree } from './cms.mjs';

describe('npm run cms', () => {
  const [decap, site] = cmsProcesses({ root: '/repo', sitePort: 3000, decapServer: '/bin/decap-server.js', node: 'node' });

  it('runs decap-server on the working tree, at the port config.yml’s local_backend looks for, on loopback only', () => {
    expect(decap).toEqual({
      name: 'decap-server',
      command: 'node',
      args: ['/bin/decap-server.js'],
      env: { PORT: '8081', BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: '/repo' },
    });
    expect(DECAP_SERVER_PORT).toBe(8081);
  });

  it('runs the site as npm run dev does, on the site port, without a shell in between (each process is stopped by its id)', () => {
    expect(site).toEqual({ name: 'site', command: 'node', args: ['/repo/scripts/dev.mjs'], env: { PORT: '3000' } });
  });

  it('prepares the site as npm run dev does: the real dev script without its last step, the dev server', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8'));
    expect(devPreparation(scripts.dev)).toBe('node scripts/optimise-uploads.mjs && node scripts/copy-decap.mjs');
    expect(() => devPreparation('node a.mjs && next start')).toThrow('package.json "dev" should end with "node scripts/dev.mjs"');
  });

  it('tells a taken port from a free one', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, () => resolve(undefined)));
    const { port } = /** @type {net.AddressInfo} */ (server.address());
    expect(await portIsFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await portIsFree(port)).toBe(true);
  });
});
