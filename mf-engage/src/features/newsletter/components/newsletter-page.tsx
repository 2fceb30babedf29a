import { Breadcrumb, Island, PageMeta, SiteLink } from '@livefully/web-kit';
import { Heading, Text } from '@livefully/web-kit/ui';
import { NewsletterSignup } from './newsletter-signup';
import './newsletter.css';

/** What an issue holds, as the mailings the editors send are made (docs/mail.md). */
const WHAT_YOU_GET = [
  {
    title: 'The newest articles',
    text: 'Each issue opens with what we wrote since the last one, with a line on why it is worth your time.',
  },
  { title: 'One idea to try', text: 'A small, practical step for balance, adventure or wellness that fits into an ordinary week.' },
  { title: 'New guides first', text: 'Word of a new guide, and of our coming lifestyle apps, before anyone else hears of it.' },
] as const;

/**
 * The newsletter's own page (`/newsletter`): what readers get, how often, the sign-up (the home
 * page's, an island) and how the address is used. The page every mail, the footer and a social
 * post can link to.
 */
export function NewsletterPage() {
  return (
    <div className="container container--narrow page newsletter-page">
      <PageMeta
        title="Newsletter"
        description="The Live Fully newsletter: our newest articles and one practical idea for living fully, about twice a month. Free, and one click to leave."
      />
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Newsletter' }]} />
      <header className="page-header">
        <h1>The Live Fully Newsletter</h1>
        <p className="page-header__subtitle">Ideas for living fully, in your inbox. Free, friendly and short enough to read over coffee.</p>
      </header>
      <section aria-labelledby="newsletter-what" className="newsletter-page__section">
        <Heading as="h2" size="5" id="newsletter-what">
          What you get
        </Heading>
        <ul className="newsletter-page__list">
          {WHAT_YOU_GET.map(({ title, text }) => (
            <li key={title}>
              <strong>{title}:</strong> {text}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="newsletter-when" className="newsletter-page__section">
        <Heading as="h2" size="5" id="newsletter-when">
          How often
        </Heading>
        <Text as="p">About twice a month, and never more than once a week. No issue goes out just to fill a slot.</Text>
      </section>
      <Island name="mf_engage/NewsletterSignup" component={NewsletterSignup} props={{}} />
      <Text as="p" size="2" color="gray" className="newsletter-page__privacy">
        We use your address only to send you the newsletter, never share it, and every issue has a one-click unsubscribe link. How we handle
        your data: our <SiteLink to="/privacy-policy">Privacy Policy</SiteLink>.
      </Text>
    </div>
  );
}
