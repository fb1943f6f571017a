import Bowser from 'bowser';

/** What the sessions list and the new-browser mail name: the browser and the system, as their owner calls them. */
export interface DeviceNames {
  browser: string | null;
  system: string | null;
}

/**
 * docs/accounts.md#browser-names: only names bowser knows. Its last resort takes whatever precedes
 * the first slash of an unknown agent as the browser's name ("ACTION REQUIRED Verify at
 * https://evil.example/1.0" names a browser "ACTION REQUIRED Verify at https://evil.example"), so
 * a name is shown only if it is one of bowser's own.
 */
const KNOWN_BROWSERS = new Set(Object.values(Bowser.BROWSER_MAP));
const KNOWN_SYSTEMS = new Set(Object.values(Bowser.OS_MAP));
/** A major version is digits; a system's version name ("10", "Sonoma", "8.1") comes from bowser's own tables. */
const MAJOR_VERSION = /^\d{1,6}$/;
const VERSION_NAME = /^[A-Za-z0-9][A-Za-z0-9. ]{0,19}$/;

/** "Chrome 156", "Windows 10", "macOS Sonoma": the major version only, enough to tell two apart. */
function named(known: Set<string>, name: string | undefined, version: string | undefined): string | null {
  if (!name || !known.has(name)) return null;
  return version ? `${name} ${version}` : name;
}

function majorOf(version: string | undefined): string | undefined {
  const major = version?.split('.')[0];
  return major && MAJOR_VERSION.test(major) ? major : undefined;
}

/** Reads a user agent with bowser; null names for an absent or unknown one. */
export function deviceNames(userAgent: string | null | undefined): DeviceNames {
  if (!userAgent?.trim()) return { browser: null, system: null };
  const { browser, os } = Bowser.parse(userAgent);
  const versionName = os.versionName && VERSION_NAME.test(os.versionName) ? os.versionName : undefined;
  return {
    browser: named(KNOWN_BROWSERS, browser.name, majorOf(browser.version)),
    system: named(KNOWN_SYSTEMS, os.name, versionName ?? majorOf(os.version)),
  };
}
