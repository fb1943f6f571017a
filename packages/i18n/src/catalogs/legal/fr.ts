// The legal part of the catalog (catalog-parts.ts): the words of /privacy and /terms, the longest
// of the public ones, which only those two pages need; the site's build keeps only them in this
// module's chunk. Elsewhere it holds every message.
import catalog from '../../messages/fr.json' with { type: 'json' };

export default catalog;
