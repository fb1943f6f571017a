export { tokens } from '../themes/tokens.js';
export {
  BRAND_MARK,
  BRAND_MARK_PATH,
  brandMarkSvg,
  onBackground,
  onMicrophone,
} from './brand-mark.js';
