// Apart from the schemas, so the site's /click page does not load zod for one constant.
export const CLICK_ID_MAX_LENGTH = 128;
/** docs/routes-and-screens.md#click: "Reads query parameter id (default 'unknown')". */
export const UNKNOWN_CLICK_ID = 'unknown';
