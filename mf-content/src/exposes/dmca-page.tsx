import { LegalDocument } from '../features/legal/components/legal-document';
import { DMCA_SECTIONS } from '../features/legal/content/dmca-sections';

export default function DmcaPage() {
  return (
    <LegalDocument
      title="DMCA Policy"
      description="How to report copyright infringement on Live Fully, and how to respond if your content was removed."
      intro={
        <p>
          This page explains how to tell us about material on Live Fully that you believe infringes your copyright, how to reach our
          designated agent, and what you can do if your own content was removed by mistake.
        </p>
      }
      sections={DMCA_SECTIONS}
    />
  );
}
