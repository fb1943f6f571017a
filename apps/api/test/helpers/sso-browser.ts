import type { FastifyInstance } from 'fastify';

/** The site's address in the tests (TEST_CONFIG.publicUrl): the API answers its /api. */
export const SITE = 'http://localhost:3000';

/** One browser's cookies for one site: name to value, as Set-Cookie left them. */
class CookieJar {
  readonly cookies = new Map<string, string>();
  take(setCookies: readonly string[]): void {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * A browser without a page: it follows redirects between our API (through `app.inject`) and the
 * clinic's provider (over HTTP on loopback), keeping each one's cookies, until it lands on a page of
 * the site, whose address it answers. `intercept` may change an address before it is followed
 * (a test tampering with the provider's return).
 */
export class SsoBrowser {
  readonly ours = new CookieJar();
  readonly provider = new CookieJar();
  constructor(private readonly app: FastifyInstance) {}

  async follow(start: string, intercept?: (url: string) => string | null): Promise<string> {
    let url = start;
    for (let hops = 0; hops < 20; hops += 1) {
      const changed = intercept ? intercept(url) : url;
      if (changed === null) return url;
      url = changed;
      if (url.startsWith(`${SITE}/api/`)) {
        const answer = await this.app.inject({
          method: 'GET',
          url: url.slice(SITE.length),
          headers: this.ours.cookies.size > 0 ? { cookie: this.ours.header() } : {},
        });
        const set = answer.headers['set-cookie'];
        this.ours.take(set === undefined ? [] : Array.isArray(set) ? set : [set]);
        if (answer.statusCode !== 302)
          throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
        url = new URL(String(answer.headers.location), url).href;
      } else if (url.startsWith(SITE)) {
        return url;
      } else {
        const answer = await fetch(url, { redirect: 'manual', headers: { cookie: this.provider.header() } });
        this.provider.take(answer.headers.getSetCookie());
        const location = answer.headers.get('location');
        if (!location) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
        url = new URL(location, url).href;
      }
    }
    throw new Error(`too many redirects from ${start}`);
  }
}
