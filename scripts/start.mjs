// `npm start`: builds what changed, then runs the whole product on http://localhost:3000 with
// embedded defaults: the API serves the built site and /api, data in PGlite under .data/.
// Environment variables (see README) override the defaults; Ctrl-C stops everything.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);

const build = spawnSync(
  'npx',
  ['turbo', 'run', 'build', '--filter=@app/api...', '--filter=@app/site...', '--output-logs=errors-only'],
  {
    stdio: 'inherit',
  },
);
if (build.status !== 0) process.exit(build.status ?? 1);

const env = {
  PORT: '3000',
  DATA_DIR: path.join(root, '.data', 'pglite'),
  ...process.env,
};

const api = spawn('node', ['apps/api/dist/server.js'], { stdio: 'inherit', env });
const stop = (signal) => api.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
api.on('exit', (code) => process.exit(code ?? 0));
