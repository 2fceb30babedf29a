/**
 * Powerful features the site never uses, switched off for the page and anything it embeds, so
 * that injected or third-party script cannot use them either. Left at their defaults (this
 * origin only): `web-share` and `clipboard-write`, which an article's Share button uses. Google
 * sign-in opens a popup, which Permissions-Policy does not govern.
 */
const DENIED = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
] as const;

export const PERMISSIONS_POLICY = DENIED.map((feature) => `${feature}=()`).join(', ');
