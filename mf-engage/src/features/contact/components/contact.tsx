import { Breadcrumb, Island, PageMeta } from '@livefully/web-kit';
import { ContactCard } from './contact-card';
import { ContactInfo } from './contact-info';
import './contact.css';

export function Contact() {
  return (
    <div className="container page contact">
      <PageMeta
        title="Contact Us"
        description="Questions, article feedback, topic ideas or partnerships: write to the Live Fully team. We reply within 24 hours."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <header className="page-header">
        <h1>Contact Us</h1>
        <p className="page-header__subtitle">
          Have a question, a thought about something you read, or an idea for us? We would love to hear from you.
        </p>
      </header>
      <div className="contact__layout">
        <ContactInfo />
        {/* The one part a reader acts on: it takes nothing from the page. */}
        <Island name="mf_engage/ContactForm" component={ContactCard} props={{}} />
      </div>
    </div>
  );
}
