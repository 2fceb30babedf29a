import { Link } from '@livefully/web-kit/router';
import { ContactEmail, LEGAL_EMAIL } from '../components/contact-email';
import { LegalCallout } from '../components/legal-callout';
import type { LegalSection } from '../components/legal-section';

/** Written for Live Fully; 15 sections (docs/requirements.md#r-legal). */
export const TERMS_OF_SERVICE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Accepting These Terms',
    body: (
      <p>
        These Terms of Service are an agreement between you and Live Fully about your use of this website and everything on it. By visiting,
        reading, subscribing, signing in or posting, you accept these terms and our <Link to="/privacy-policy">Privacy Policy</Link>. If you
        do not agree, please do not use the site.
      </p>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who May Use Live Fully',
    body: (
      <p>
        You must be at least 13 years old to use the site's interactive features, such as the newsletter, app notifications, signing in or
        posting in community areas. If you are under 18, or under the age of majority where you live, please review these terms with a
        parent or guardian and use those features only with their permission.
      </p>
    ),
  },
  {
    id: 'accounts',
    title: 'Accounts and Google Sign-In',
    body: (
      <p>
        You can read Live Fully without an account. If you sign in with Google, you are responsible for keeping your Google account secure
        and for what happens when you are signed in. Tell us at <ContactEmail address={LEGAL_EMAIL} /> if you think someone else has used
        your access. We may suspend or end access for anyone who breaks these terms or puts the site or other readers at risk.
      </p>
    ),
  },
  {
    id: 'our-content',
    title: 'Our Content and How You May Use It',
    body: (
      <>
        <p>
          The articles, guides, illustrations, design and other material on Live Fully belong to us or to the people who licensed them to
          us, and are protected by copyright and other laws. We give you a personal, non-commercial, revocable permission to read, share
          links to and print individual pages for your own use.
        </p>
        <p>
          Please do not copy, republish, sell or build a product from our content, and do not use automated tools to scrape it, without our
          written permission. Short quotations with a link back to the original page are welcome.
        </p>
      </>
    ),
  },
  {
    id: 'user-content',
    title: 'Community Areas and Your Content',
    body: (
      <>
        <p>
          Where Live Fully offers community areas, you may post comments, tips, photos or other content. You keep ownership of what you
          post. By posting, you give us a worldwide, non-exclusive, royalty-free licence to host, display, adapt for formatting and
          distribute that content on Live Fully and in our newsletter and social channels, for as long as it remains on the site.
        </p>
        <p>
          You promise that you have the rights to what you post and that it follows these terms. We may review, edit for length, move or
          remove any community content at our discretion, but we do not promise to monitor everything that is posted.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable Use',
    body: (
      <>
        <p>When you use Live Fully, please do not:</p>
        <ul>
          <li>post anything unlawful, hateful, harassing, threatening, sexually explicit or misleading;</li>
          <li>share other people's personal information or content you do not have the right to share;</li>
          <li>send spam, advertising or chain messages through our forms or community areas;</li>
          <li>impersonate anyone or misrepresent your connection with a person or organisation;</li>
          <li>try to break, overload, probe or get around the security of the site;</li>
          <li>use bots, scrapers or other automated means to access the site beyond what ordinary search engines do.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'communications',
    title: 'Newsletter and Other Messages',
    body: (
      <p>
        If you subscribe to our newsletter or join an app waiting list, you agree that we may e-mail you about those subscriptions. You can
        unsubscribe at any time with the link in every message. We will also answer messages you send through the contact form by e-mail.
      </p>
    ),
  },
  {
    id: 'affiliate-links-and-third-parties',
    title: 'Affiliate Links, Advertising and Other Websites',
    body: (
      <p>
        Some pages contain affiliate links, which means we may earn a small commission if you buy something after following them, at no
        extra cost to you. We may also show advertising in the future. We recommend products and places because we think they are worth it,
        but purchases are between you and the seller. Links to other websites are for your convenience; we do not control those sites and
        are not responsible for their content, products or policies.
      </p>
    ),
  },
  {
    id: 'not-professional-advice',
    title: 'Information, Not Professional Advice',
    body: (
      <p>
        Live Fully shares ideas and personal experience about wellness, travel, food, money, careers and everyday life. Our content is for
        general information and inspiration only. It is not medical, financial, legal or other professional advice. Talk to a qualified
        professional before making decisions about your health, finances or safety, and use common sense on any adventure.
      </p>
    ),
  },
  {
    id: 'copyright-complaints',
    title: 'Copyright Complaints',
    body: (
      <p>
        We respect the work of creators. If you believe that material on Live Fully infringes your copyright, please follow the steps in our{' '}
        <Link to="/DMCA">DMCA Policy</Link>. We remove infringing material and end the access of repeat infringers where appropriate.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers',
    body: (
      <p>
        We work hard to keep Live Fully accurate, useful and available, but the site and its content are provided "as is" and "as
        available". To the fullest extent the law allows, we make no promises or warranties of any kind, express or implied, including
        warranties of merchantability, fitness for a particular purpose, accuracy or non-infringement, and we do not promise that the site
        will always be uninterrupted, error-free or secure.
      </p>
    ),
  },
  {
    id: 'limitation-of-liability',
    title: 'Limitation of Liability',
    body: (
      <>
        <p>
          To the fullest extent the law allows, Live Fully will not be liable for any indirect, incidental, special, consequential or
          punitive damages, or for any loss of profits, data or goodwill, arising from your use of the site, even if we were told such
          damages were possible.
        </p>
        <LegalCallout>
          Our total liability for any claim relating to the site or these terms is limited to the greater of 100 USD or the amount you paid
          us, if anything, in the 12 months before the event that gave rise to the claim.
        </LegalCallout>
        <p>Some places do not allow these limits, so parts of this section may not apply to you.</p>
      </>
    ),
  },
  {
    id: 'indemnification',
    title: 'Indemnification',
    body: (
      <p>
        If you break these terms, misuse the site or post content that infringes someone else's rights, you agree to defend and compensate
        Live Fully and the people who work on it for the reasonable claims, losses and costs, including reasonable legal fees, that result.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Venue',
    body: (
      <p>
        These terms are governed by the laws of the State of Indiana, United States, without regard to its conflict-of-law rules. Any
        dispute arising from these terms or your use of the site will be brought exclusively in the state or federal courts located in
        Hamilton County, Indiana, and you and Live Fully agree to the personal jurisdiction of those courts. This does not take away any
        rights you have under the consumer protection laws of the place where you live.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes, Ending Access and Contact',
    body: (
      <>
        <p>
          We may change these terms as the site evolves. When we do, we will update the effective date above and, for important changes,
          give notice on the site or by e-mail. If you keep using Live Fully after a change takes effect, you accept the new terms. We may
          change, pause or stop any part of the site at any time. If any part of these terms cannot be enforced, the rest stays in effect.
        </p>
        <p>
          Questions about these terms? Write to <ContactEmail address={LEGAL_EMAIL} /> or use our <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
];
