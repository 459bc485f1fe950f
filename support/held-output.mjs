// A command run with its output held until it ends, for steps that run side by side: each one's log is then printed
// whole, so that it reads step by step (scripts/test.mjs, scripts/clinic-edits.mjs through support/project-copy.mjs).
import { spawn } from 'node:child_process';

/**
 * Runs `command` and resolves when it ends, with whether it succeeded, its time and its output (stdout and stderr
 * as they came).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<{ ok: boolean, seconds: string, output: Buffer }>}
 */
export function runWithHeldOutput(command, args, options = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => resolve({ ok: code === 0, seconds: ((Date.now() - started) / 1000).toFixed(1), output: Buffer.concat(output) }));
  });
}
