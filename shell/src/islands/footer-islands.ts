export { AppearanceSwitch } from '../features/appearance/appearance-switch';
export { CookieSettingsButton } from '../features/consent/cookie-settings-button';
