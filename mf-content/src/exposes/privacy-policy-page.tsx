import { LegalDocument } from '../features/legal/components/legal-document';
import { PRIVACY_POLICY_SECTIONS } from '../features/legal/content/privacy-policy-sections';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument
      title="Privacy Policy"
      description="How Live Fully collects, uses and protects your information, and the choices you have."
      intro={
        <p>
          Your trust matters more to us than any page view. This policy explains, in plain language, what information Live Fully collects
          when you read, subscribe, sign in or take part, why we collect it and how you stay in control.
        </p>
      }
      sections={PRIVACY_POLICY_SECTIONS}
    />
  );
}
