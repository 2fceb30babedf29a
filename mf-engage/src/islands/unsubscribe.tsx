// The unsubscribe link's panel, as an island (web-apps.json `islands`): loaded by the island runtime.
export { UnsubscribePanel as default } from '../features/subscriptions/components/unsubscribe';
