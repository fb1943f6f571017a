export { BRAND_MARK_COLOURS, brandMarkSvg } from './brand-colours.js';
export { BRAND_MARK, BRAND_MARK_PATH, onBackground, onMicrophone } from './brand-mark.js';
export { tokens } from './tokens.js';
