// A module per language so bundlers split it into its own chunk: a static JSON import keeps its
// attribute, which a dynamic import of the JSON itself would pass to the browser (refused there).
import catalog from '../messages/en.json' with { type: 'json' };

export default catalog;
