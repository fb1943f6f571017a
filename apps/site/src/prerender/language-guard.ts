import { LANGUAGES } from '@app/contracts';
import { LANGUAGE_STORAGE_KEY, languageCookie } from '@app/i18n';

/**
 * The first script of every pre-rendered page, in its head (docs/languages.md#first-view): a visitor
 * whose stored choice (`lang`) is not the page's language, and whose cookie does not carry that choice
 * yet (a choice made before the cookie existed, a cookie cleared or expired), gets the cookie and the
 * page again before anything is drawn, so the server sends it in her language. The page's own
 * scripts come only when it is used: without this, the first view was in the browser's language.
 * It reloads only once the cookie has stuck (none when cookies are off, so never in a loop), and
 * never when the cookie already says so (a page the server has in no other language).
 */
export function languageGuardScript(): string {
  const [before, after] = languageCookie('en').split(`${LANGUAGE_STORAGE_KEY}=en`);
  const json = JSON.stringify;
  return [
    '(function(){try{',
    `var k=${json(LANGUAGE_STORAGE_KEY)},l=localStorage.getItem(k),d=document;`,
    `if(${json(LANGUAGES)}.indexOf(l)<0||l===d.documentElement.lang)return;`,
    "var has=function(){return('; '+d.cookie+';').indexOf('; '+k+'='+l+';')>=0};",
    'if(has())return;',
    `d.cookie=${json(before ?? '')}+k+'='+l+${json(after ?? '')};`,
    "if(has()){d.documentElement.style.visibility='hidden';location.reload()}",
    '}catch(e){}})()',
  ].join('');
}
