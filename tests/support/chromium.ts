/**
 * Debian's Chromium, for the browser tests and the Lighthouse audit: a downloaded browser is
 * unreachable on these machines. The flags stop its background traffic, which the closed
 * network would refuse.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
