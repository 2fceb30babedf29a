import { NewsletterSignup } from '../features/newsletter/components/newsletter-signup';

export default NewsletterSignup;
