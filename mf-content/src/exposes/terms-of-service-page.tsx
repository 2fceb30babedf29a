import { LegalDocument } from '../features/legal/components/legal-document';
import { TERMS_OF_SERVICE_SECTIONS } from '../features/legal/content/terms-of-service-sections';

export default function TermsOfServicePage() {
  return (
    <LegalDocument
      title="Terms of Service"
      description="The rules for using Live Fully: your content, our content, and what each of us can expect."
      intro={
        <p>
          Thanks for reading Live Fully. These terms set out the ground rules for using the site, so that it stays a helpful and friendly
          place for everyone. Please read them together with our Privacy Policy.
        </p>
      }
      sections={TERMS_OF_SERVICE_SECTIONS}
    />
  );
}
