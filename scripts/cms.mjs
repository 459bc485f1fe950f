// `npm run cms`: local editing. Starts decap-server (Decap's local backend) on this working tree, so every
// save in the editor writes the real files (content/, public/images/uploads/), and the development server (scripts/dev.mjs), so the site
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
 * @param {{ root: string, sitePort: number, decapServer: string, node?: string }} options
 *   decapServer: the package's bin script
 * @returns {{ name: string, command: string, args: string[], env: Record<string, string> }[]}
 */
export function cmsProcesses({ root, sitePort, decapServer, node = process.execPath }) {
  return [
    {
      name: 'decap-server',
      command: node,
      args: [decapServer],
      env: { PORT: String(DECAP_SERVER_PORT), BIND_HOST: '127.0.0.1', MODE: 'fs', GIT_REPO_DIRECTORY: root },
    },
    // The site as `npm run dev` serves it: as the build ships it (scripts/dev.mjs), with its Next port beside it.
    { name: 'site', command: node, args: [path.join(root, 'scripts', 'dev.mjs')], env: { PORT: String(sitePort) } },
  ];
}

/** The last step of package.json's "dev": the site's development server, which cmsProcesses starts itself. */
const DEV_SERVER = 'node scripts/dev.mjs';

/**
 * The steps of the `dev` script before the development server, as one shell command.
 * @param {string} devScript  package.json's "dev"
 * @returns {string}
 */
export function devPreparation(devScript) {
  const steps = devScript.split(' && ');
  if (steps.at(-1) !== DEV_SERVER) throw new Error(`package.json "dev" should end with "${DEV_SERVER}", got "${devScript}"`);
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

  // What `npm run dev` does before its server, read from package.json so the two cannot drift apart: the uploads'
  // renditions and the editor's Decap bundle (the server builds the browser code itself). (A picture uploaded during the session
  // shows on the site after a restart.)
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  const prepared = spawnSync(devPreparation(scripts.dev), { cwd: root, stdio: 'inherit', shell: true });
  if (prepared.status !== 0) process.exit(prepared.status ?? 1);

  const processes = cmsProcesses({ root, sitePort, decapServer: binOf('decap-server', 'decap-server') });
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
  site          ${site}/  the site as the build ships it (reload after a change)

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
