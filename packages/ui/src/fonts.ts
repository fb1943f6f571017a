// The typeface ships with the package (no font CDN: the site must work offline and
// screenshots must not depend on the machine's fonts).
import '@fontsource-variable/inter/index.css';
