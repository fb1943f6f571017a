/**
 * The pages sent as finished HTML in every language, so that they appear before any script has
 * run (the Lighthouse budget on a phone, docs/measurements.md#lighthouse): the public pages whose
 * content depends on nothing but the language. Not here: pages behind a session, pages of a link's
 * token, /click (it only redirects) and /thank-you (reached after a payment). `module` names the
 * route's file in src/app/routes/, whose chunk and styles the page links to.
 */
export const PRERENDERED_PAGES = [
  { path: '/', module: 'home' },
  { path: '/license', module: 'license' },
  { path: '/download', module: 'download' },
  { path: '/about', module: 'about' },
  { path: '/terms', module: 'terms' },
  { path: '/privacy', module: 'privacy' },
  { path: '/support', module: 'support' },
  { path: '/contact', module: 'contact' },
  { path: '/faq', module: 'faq' },
  { path: '/signup', module: 'signup' },
  { path: '/signin', module: 'signin' },
  { path: '/forgot-password', module: 'forgot-password' },
  { path: '/reset-password-email-sent', module: 'reset-password-email-sent' },
  { path: '/email-validation', module: 'email-validation' },
] as const;

/**
 * The not-found page, pre-rendered like the others: the server sends it, in the visitor's language,
 * with a 404 for an address no route of the site answers (docs/routes-and-screens.md#not-found). Its
 * path is one no route has, so the router shows it; `*` is its key in the build's list of pages.
 */
export const NOT_FOUND_PAGE = { path: '/not-found', module: 'not-found', key: '*' } as const;

/**
 * Where a page's HTML lies in the built site: `pages/<language>/<name>.html`, the home page as
 * `index`. The API finds it by the same rule (apps/api/src/plugins/site.ts).
 */
export const prerenderedFile = (path: string, language: string): string =>
  `pages/${language}/${path === '/' ? 'index' : path.slice(1)}.html`;
