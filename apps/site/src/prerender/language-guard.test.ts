// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { languageGuardScript } from './language-guard.js';

/** Runs the guard as a page's head would, against a stored choice, a cookie jar and the page's language. */
function run(page: { lang: string; stored: string | null; cookie?: string; cookiesOff?: boolean }) {
  let cookie = page.cookie ?? '';
  const reloads: string[] = [];
  const documentElement = { lang: page.lang, style: { visibility: '' } };
  const document = {
    documentElement,
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      if (page.cookiesOff) return;
      const [pair = ''] = value.split(';');
      const name = pair.split('=')[0];
      const others = cookie.split('; ').filter((entry) => entry !== '' && !entry.startsWith(`${name}=`));
      cookie = [...others, pair].join('; ');
    },
  };
  const localStorage = { getItem: (key: string) => (key === 'lang' ? page.stored : null) };
  const location = { reload: () => reloads.push('reload') };
  new Function('document', 'localStorage', 'location', languageGuardScript())(
    document,
    localStorage,
    location,
  );
  return { cookie, reloads: reloads.length, hidden: documentElement.style.visibility === 'hidden' };
}

describe('the language guard of the pre-rendered pages (docs/languages.md#first-view)', () => {
  it('asks again, in the stored language, for a page the server sent in another, hidden until then', () => {
    expect(run({ lang: 'en', stored: 'fr' })).toEqual({ cookie: 'lang=fr', reloads: 1, hidden: true });
    expect(run({ lang: 'fr', stored: 'de', cookie: 'other=1; lang=fr' })).toEqual({
      cookie: 'other=1; lang=de',
      reloads: 1,
      hidden: true,
    });
  });

  it('leaves the page alone when it is in the stored language, or no language is stored', () => {
    expect(run({ lang: 'it', stored: 'it' })).toEqual({ cookie: '', reloads: 0, hidden: false });
    expect(run({ lang: 'en', stored: null })).toEqual({ cookie: '', reloads: 0, hidden: false });
    expect(run({ lang: 'en', stored: 'xx' })).toEqual({ cookie: '', reloads: 0, hidden: false });
  });

  it('never loops: not when cookies are off, not when the cookie already says so', () => {
    expect(run({ lang: 'en', stored: 'fr', cookiesOff: true })).toMatchObject({ reloads: 0, hidden: false });
    expect(run({ lang: 'en', stored: 'fr', cookie: 'lang=fr' })).toMatchObject({ reloads: 0, hidden: false });
  });
});
