// The article's Share button, as an island (web-apps.json `islands`): loaded by the island runtime.
export { ShareButton as default } from '../features/article/components/share-button';
