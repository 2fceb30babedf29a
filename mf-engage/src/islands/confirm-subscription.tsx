// The confirmation link's panel, as an island (web-apps.json `islands`): loaded by the island runtime.
export { ConfirmPanel as default } from '../features/subscriptions/components/confirm-subscription';
