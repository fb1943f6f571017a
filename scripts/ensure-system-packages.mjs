// Installs the Debian packages the tests need when they are missing (Chromium for browser tests,
// PostgreSQL for the server-database run), or stops at once with one line saying how.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { CHROMIUM_PATH } from './chromium.mjs';

const postgresBin = () => {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
  const found = versions.find((version) => existsSync(`${base}/${version}/bin/initdb`));
  return found ? `${base}/${found}/bin` : null;
};

export function findPostgresBin() {
  return postgresBin();
}

/**
 * The visual references are drawn by this Chromium (docs/testing.md#visual-references-browser): an older
 * one, as Debian's bookworm/main has while bookworm-security carries the current one, renders text
 * a few pixels apart and fails stories nobody changed, so it is upgraded like a missing one.
 */
export const CHROMIUM_MAJOR = 156;

function chromiumMajor() {
  try {
    const version = execFileSync(CHROMIUM_PATH, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const major = /Chromium (\d+)\./.exec(version)?.[1];
    return major ? Number(major) : null;
  } catch {
    return null;
  }
}

export function ensureSystemPackages({ chromium = true, postgres = true } = {}) {
  const missing = [];
  if (chromium && (!existsSync(CHROMIUM_PATH) || (chromiumMajor() ?? 0) < CHROMIUM_MAJOR))
    missing.push('chromium');
  if (postgres && !postgresBin()) missing.push('postgresql');
  if (missing.length === 0) return;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Missing ${missing.join(' and ')}: run \`sudo apt-get update && sudo apt-get install -y ${missing.join(' ')}\`, then try again.`,
    );
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} from Debian's packages (needed by the tests)...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureSystemPackages();
