import { PageMeta } from '@livefully/web-kit';

export default function ContactPage() {
  return (
    <div className="container page">
      <PageMeta title="Contact Us" description="Get in touch with the Live Fully team." />
      <h1>Contact Us</h1>
    </div>
  );
}
