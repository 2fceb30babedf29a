// The home page's newsletter sign-up, as an island (web-apps.json `islands`): loaded by the island runtime.
export { NewsletterSignup as default } from '../features/newsletter/components/newsletter-signup';
