import Bowser from 'bowser';

/** What the sessions list names: the browser and the system, as their owner calls them. */
export interface DeviceNames {
  browser: string | null;
  system: string | null;
}

const MAX_NAME_LENGTH = 100;

/** "Chrome 156", "Windows 10", "macOS Sonoma": the major version only, enough to tell two apart. */
function named(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  const major = version?.split('.')[0];
  return (major && /^[\w-]+$/.test(major) ? `${name} ${major}` : name).slice(0, MAX_NAME_LENGTH);
}

/** Reads a stored user agent with bowser; null names for an absent or unknown one. */
export function deviceNames(userAgent: string | null): DeviceNames {
  if (!userAgent?.trim()) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const os = parsed.os;
  return {
    browser: named(parsed.browser.name, parsed.browser.version),
    system: named(os.name, os.versionName ?? os.version),
  };
}
