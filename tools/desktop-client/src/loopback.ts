import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the browser shows once the client has the answer; the app's own window takes over. */
const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1>${title}</h1><p>${text}</p></html>`;

export interface LoopbackCallback {
  /** The redirect the browser was sent to, with the server's parameters. */
  url: URL;
  /** Answers the browser and closes the listener. */
  respond: (ok: boolean, text: string) => void;
}

export interface Loopback {
  /** `http://127.0.0.1:{port}/callback` (docs/desktop-app.md#redirects). */
  redirectUri: string;
  /** The first request to /callback; rejected after `timeoutMs`. */
  callback: Promise<LoopbackCallback>;
  close: () => void;
}

/**
 * RFC 8252 section 7.3: a listener on the loopback address, on a port the system chooses, for the
 * one redirect of this sign-in. Any other path is answered 404.
 */
export async function openLoopback(timeoutMs: number): Promise<Loopback> {
  let deliver: (callback: LoopbackCallback) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const callback = new Promise<LoopbackCallback>((resolve, reject) => {
    deliver = resolve;
    fail = reject;
  });
  let answered = false;
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/callback' || answered) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    answered = true;
    deliver({
      url: new URL(url.pathname + url.search, redirectUri),
      respond: (ok, text) => answer(response, ok, text),
    });
  });
  const answer = (response: ServerResponse, ok: boolean, text: string) => {
    const title = ok ? 'Signed in' : 'Sign-in failed';
    response
      .writeHead(ok ? 200 : 400, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(page(title, text), () => close());
  };
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const redirectUri = `http://127.0.0.1:${port}/callback`;
  const timer = setTimeout(() => fail(new Error('no answer from the browser in time')), timeoutMs);
  const close = () => {
    clearTimeout(timer);
    server.close();
    server.closeAllConnections();
  };
  callback.catch(close);
  return { redirectUri, callback, close };
}
