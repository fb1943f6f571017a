// The account part of the catalog (catalog-parts.ts): the site's build keeps only those words in
// this module's chunk, and only the public ones in ../it.ts's. Elsewhere both hold every message.
import catalog from '../../messages/it.json' with { type: 'json' };

export default catalog;
