// The one place that knows how to start Debian's Chromium on this kind of machine: test tools
// cannot download their own browser here, and without these flags Chromium tries the network.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Same pixels on every run: no font hinting differences from the host's GPU settings.
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export const chromiumLaunchOptions = { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS };
