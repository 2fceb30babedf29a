// The contact page's form card, as an island (web-apps.json `islands`): loaded by the island runtime.
export { ContactCard as default } from '../features/contact/components/contact-card';
