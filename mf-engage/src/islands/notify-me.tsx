// An app's Notify Me on the apps page, as an island (web-apps.json `islands`): loaded by the island runtime.
export { NotifyMe as default } from '../features/apps/components/notify-me';
