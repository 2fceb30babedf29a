import { NewsletterPage as Newsletter } from '../features/newsletter/components/newsletter-page';

export default function NewsletterPage() {
  return <Newsletter />;
}
