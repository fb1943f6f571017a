// The parts the load test runs: the API in child processes (load-server.mjs) and the SMTP server
// their mails go to.
import { fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * A receiving SMTP server that counts what it is given, by recipient: where the sign-ups' mails
 * go, and how a mail sent twice (two processes taking one outbox row) would show.
 */
export async function startMailSink() {
  const byRecipient = new Map();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      stream.on('end', () => {
        received += 1;
        for (const { address } of session.envelope.rcptTo) {
          byRecipient.set(address, (byRecipient.get(address) ?? 0) + 1);
        }
        callback();
      });
      stream.resume();
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received: () => received,
    /** Mails beyond the first to one address (each sign-up of the mix has an address of its own). */
    duplicates: () => [...byRecipient.values()].reduce((sum, count) => sum + count - 1, 0),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/**
 * One API child process, with a request/answer helper over IPC. `seed: false` for a second
 * process on a database the first one seeded.
 */
export async function startApi(env, { seed = true } = {}) {
  const child = fork(path.join(here, 'load-server.mjs'), [], {
    execArgv: ['--expose-gc'],
    env: { ...process.env, LOG_LEVEL: 'error', ...env, LOAD_SEED: seed ? 'yes' : 'no' },
  });
  const ready = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`the API stopped at start (exit ${code})`)));
  });
  // Answers carry the question's id: a memory sample still on its way is not taken for another answer.
  let lastId = 0;
  const ask = (message) =>
    new Promise((resolve) => {
      lastId += 1;
      const id = lastId;
      const onMessage = (answer) => {
        if (answer.id !== id) return;
        child.off('message', onMessage);
        resolve(answer);
      };
      child.on('message', onMessage);
      child.send({ ...message, id });
    });
  const stop = async () => {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.send({ type: 'stop' });
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    child.kill();
  };
  return { ...ready, child, ask, stop };
}
