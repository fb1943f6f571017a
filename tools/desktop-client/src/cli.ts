#!/usr/bin/env node
import { hostname } from 'node:os';
import { parseArgs } from 'node:util';
import { languageSchema } from '@app/contracts';
import { blacklist, logout, status, usage } from './commands.js';
import type { Context } from './context.js';
import { ClientError, EXIT } from './exit-codes.js';
import { login } from './login.js';
import { defaultStatePath } from './state.js';

const HELP = `desktop-client: plays the Windows dictation app against the account API (docs/desktop-app.md).

  login --server URL [--device-name NAME] [--no-browser]
  status [--offline] [--now ISO]
  blacklist --lang fr|de|it|en
  usage --seconds N [--ended-at ISO]
  logout

Every command takes --state FILE (default: ${defaultStatePath()}).
Exit codes: 0 ok, 1 failed, 2 signed out, 3 no licence, 4 offline entitlement refused, 5 network, 6 device limit.`;

function date(value: string | undefined, name: string): Date | undefined {
  if (value === undefined) return undefined;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) throw new ClientError(EXIT.failed, `--${name}: not a date: ${value}`);
  return parsed;
}

export async function run(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      server: { type: 'string' },
      state: { type: 'string' },
      'device-name': { type: 'string' },
      'no-browser': { type: 'boolean', default: false },
      offline: { type: 'boolean', default: false },
      now: { type: 'string' },
      lang: { type: 'string' },
      seconds: { type: 'string' },
      'ended-at': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  const [command] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return values.help ? EXIT.ok : EXIT.failed;
  }
  const now = date(values.now, 'now');
  const context: Context = {
    statePath: values.state ?? defaultStatePath(),
    now: () => now ?? new Date(),
    print: (line) => console.log(line),
  };
  switch (command) {
    case 'login': {
      if (!values.server) throw new ClientError(EXIT.failed, 'login needs --server URL');
      return login(context, {
        server: values.server,
        deviceName: values['device-name'] ?? hostname(),
        openBrowser: !values['no-browser'],
      }).then(() => EXIT.ok);
    }
    case 'status':
      return status(context, { offline: values.offline }).then(() => EXIT.ok);
    case 'blacklist': {
      const lang = languageSchema.safeParse(values.lang);
      if (!lang.success) throw new ClientError(EXIT.failed, 'blacklist needs --lang fr|de|it|en');
      return blacklist(context, { lang: lang.data }).then(() => EXIT.ok);
    }
    case 'usage': {
      const seconds = Number(values.seconds);
      if (values.seconds === undefined || !Number.isFinite(seconds)) {
        throw new ClientError(EXIT.failed, 'usage needs --seconds N');
      }
      const endedAt = date(values['ended-at'], 'ended-at') ?? context.now();
      return usage(context, { seconds, endedAt }).then(() => EXIT.ok);
    }
    case 'logout':
      return logout(context).then(() => EXIT.ok);
    default:
      throw new ClientError(EXIT.failed, `unknown command: ${command}\n\n${HELP}`);
  }
}

run(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (error instanceof ClientError) {
      console.error(`error: ${error.message}`);
      process.exitCode = error.exitCode;
      return;
    }
    console.error(error);
    process.exitCode = EXIT.failed;
  },
);
