// `npm run cms`: local editing. Starts decap-server (Decap's local backend) on this working tree, so every
// save in the editor writes the real files (content/, public/images/uploads/), and `next dev`, so the site
// shows the change on a reload. The editor at http://localhost:3000/admin/ finds decap-server by itself
// (config.yml: local_backend). Ctrl+C stops both. Nothing is committed: review with git diff and commit.
// Usage: npm run cms  (PORT=3001 npm run cms for another site port; decap-server keeps 8081, which
// config.yml names).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** decap-server's port: the default that `local_backend: true` in content/cms-config.yml looks for. */
export const DECAP_SERVER_PORT = 8081;

/**
 * The two long-running processes, as commands (no shell, so that each can be stopped by its id).
 * decap-server listens on the loopback interface only: it writes files for anyone who can reach it.
 * @param {{ root: string, sitePort: number, decapServer: string, next: string, node?: string }} options
 *   decapServer and next: the packages' bin scripts
 * @returns {{ name: string, command: string, args: string[], env: Record<string, string> }[]}
 */
export function cmsProcesses({ root, sitePort, decapServer, next, node = process.execPath }) {
  return [
    {
      name: 'decap-server',
      command: node,
      args: [decapServer],
      env: { PORT: String(DECAP_SERVER_PORT), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root },
    },
    { name: 'next dev', command: node, args: [next, 'dev', '--port', String(sitePort)], env: {} },
  ];
}

/**
 * The steps of the `dev` script before `next dev`, as one shell command.
 * @param {string} devScript  package.json's "dev"
 * @returns {string}
 */
export function devPreparation(devScript) {
  const steps = devScript.split(' && ');
  if (steps.at(-1) !== 'next dev') throw new Error(`package.json "dev" should end with "next dev", got "${devScript}"`);
  return steps.slice(0, -1).join(' && ');
}

/**
 * Whether nothing listens on a port of this machine yet.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const require = createRequire(import.meta.url);
  const binOf = (/** @type {string} */ name, /** @type {string} */ bin) => {
    const manifest = require.resolve(`${name}/package.json`);
    const bins = require(manifest).bin;
    return path.join(path.dirname(manifest), typeof bins === 'string' ? bins : bins[bin]);
  };
  const sitePort = Number(process.env.PORT ?? 3000);
  for (const [port, what] of [
    [DECAP_SERVER_PORT, 'decap-server (is another `npm run cms` or decap-server running?)'],
    [sitePort, 'the site (set PORT to use another)'],
  ]) {
    if (!(await portIsFree(Number(port)))) {
      console.error(`Port ${port} is already in use, needed for ${what}.`);
      process.exit(1);
    }
  }

  // What `npm run dev` does before `next dev`, read from package.json so the two cannot drift apart: the uploads'
  // renditions, the browser bundle the pages load, the editor's Decap bundle. (A picture uploaded during the session
  // shows on the site after a restart.)
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const prepared = spawnSync(devPreparation(scripts.dev), { cwd: root, stdio: 'inherit', shell: true });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);

  const processes = cmsProcesses({ root, sitePort, decapServer: binOf('decap-server', 'decap-server'), next: binOf('next', 'next') });
  // Each in its own process group, stopped by its id: Ctrl+C reaches this script only, which stops both.
  const children = processes.map((entry) =>
    spawn(entry.command, entry.args, { cwd: root, env: { ...process.env, ...entry.env }, stdio: 'inherit', detached: true }),
  );
  let stopping = false;
  const stop = (/** @type {number} */ code) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // Already gone.
        }
      }
    }
    process.exitCode = code;
  };
  children.forEach((child, index) =>
    child.on('exit', (code) => {
      if (!stopping) console.error(`\n${processes[index]?.name} stopped (exit ${code ?? 'by signal'}); stopping the other.`);
      stop(code ?? 1);
    }),
  );
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => stop(0));

  // Wait until the site answers, then say where to go.
  const site = `http://localhost:${sitePort}`;
  for (let attempt = 0; attempt < 120 && !stopping; attempt++) {
    const ready = await fetch(`${site}/admin/`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (stopping) return;
  console.log(`
Local editing is running:
  decap-server  http://localhost:${DECAP_SERVER_PORT}/api/v1  writes this working tree's files (content/, public/images/uploads/)
  next dev      ${site}/  the site, rebuilt on every change

  Edit:     ${site}/admin/   (press "Prijava": no account needed locally)
  Preview:  ${site}/         (reload to see a saved change)

Saves are not committed: review them with git diff, then commit. Ctrl+C stops both.
`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`npm run cms: ${error.message}`);
    process.exit(1);
  });
}
