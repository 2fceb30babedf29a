// The guide's 'N related articles' link, as an island (web-apps.json `islands`).
export { RelatedLink as default } from '../features/guides/components/related-link';
