import { Handshake, Lightbulb, LifeBuoy, MessageCircle, MessageSquareText, type LucideIcon } from 'lucide-react';

const HELP_TOPICS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: MessageCircle, title: 'General inquiries', text: 'Questions about Live Fully and what we do.' },
  { icon: MessageSquareText, title: 'Article feedback', text: 'Thoughts, corrections or your own story about something you read.' },
  { icon: Lightbulb, title: 'Topic suggestions', text: 'Guides and articles you would like us to write next.' },
  { icon: Handshake, title: 'Partnerships', text: 'Collaborations with brands, creators and organizations.' },
  { icon: LifeBuoy, title: 'Technical support', text: 'Trouble with the site, signing in or your subscriptions.' },
];

export function ContactInfo() {
  return (
    <div className="contact__aside">
      <section className="contact-card contact-card--accent" aria-labelledby="contact-info-title">
        <h2 id="contact-info-title" className="contact-card__title">
          Get in Touch
        </h2>
        <p className="contact-card__text">
          Live Fully is a digital-first community: there is no office to visit or phone line to call. The best way to reach our team is the
          contact form on this page. We read every message.
        </p>
      </section>
      <section className="contact-card" aria-labelledby="contact-help-title">
        <h2 id="contact-help-title" className="contact-card__title">
          How We Can Help
        </h2>
        <ul className="contact-help">
          {HELP_TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="contact-help__item">
              <span className="contact-help__icon" aria-hidden="true">
                <Icon focusable="false" size={20} />
              </span>
              <span>
                <strong className="contact-help__title">{title}</strong>
                <span className="contact-help__text">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
