// A module per language so bundlers split it into its own chunk: a static JSON import keeps its
// attribute, which a dynamic import of the JSON itself would pass to the browser (refused there).
// The site's build keeps only the public part of the catalog in this module's chunk
// (catalog-parts.ts); the account part is ./account/it.ts's.
import catalog from '../messages/it.json' with { type: 'json' };

export default catalog;
