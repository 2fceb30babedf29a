import { Link } from '@livefully/web-kit/router';
import { ContactEmail, PRIVACY_EMAIL } from '../components/contact-email';
import type { LegalSection } from '../components/legal-section';

/** Written for Live Fully; 19 sections (docs/requirements.md#r-legal). */
export const PRIVACY_POLICY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who We Are',
    body: (
      <p>
        Live Fully is an independent lifestyle publication about making room for the things that matter: time with people you love,
        adventures near and far, rest, good food and work that does not swallow everything else. In this policy, "Live Fully", "we", "us"
        and "our" mean the team that runs this website. "You" means anyone who visits or uses it.
      </p>
    ),
  },
  {
    id: 'scope',
    title: 'What This Policy Covers',
    body: (
      <>
        <p>
          This policy explains what personal information we collect when you use the Live Fully website, including its articles, guides,
          topic pages, search, contact form, newsletter, app waiting lists and any community areas we offer. It also explains how we use
          that information, who we share it with and the choices you have.
        </p>
        <p>
          It does not cover websites or services run by other people, even when we link to them. Those sites have their own policies, and we
          encourage you to read them.
        </p>
      </>
    ),
  },
  {
    id: 'information-you-give-us',
    title: 'Information You Give Us',
    body: (
      <>
        <p>We collect the information you choose to send us, such as:</p>
        <ul>
          <li>
            <strong>Newsletter subscription:</strong> your e-mail address when you subscribe to our newsletter.
          </li>
          <li>
            <strong>App waiting lists:</strong> your e-mail address and the app you are interested in when you ask to be notified about one
            of our upcoming apps.
          </li>
          <li>
            <strong>Contact form:</strong> your name, e-mail address, subject and message when you write to us.
          </li>
          <li>
            <strong>Community contributions:</strong> comments, reviews, photos or other content you post in community areas, together with
            the display name shown next to it.
          </li>
        </ul>
        <p>
          Please do not send us sensitive information, such as health details or government identification numbers, through any of these
          channels.
        </p>
      </>
    ),
  },
  {
    id: 'google-sign-in',
    title: 'Information From Google Sign-In',
    body: (
      <>
        <p>
          You can read Live Fully without an account. If you choose to sign in, we use Google sign-in. With your permission, Google shares
          your e-mail address and basic profile information (your name and profile picture) with us. We never see your Google password.
        </p>
        <p>
          We use this information to recognise you when you return, to show your name and picture in the site's account menu, and to decide
          whether you may use features reserved for signed-in users or site administrators. You can remove Live Fully's access at any time
          from your Google account's security settings.
        </p>
      </>
    ),
  },
  {
    id: 'information-collected-automatically',
    title: 'Information We Collect Automatically',
    body: (
      <>
        <p>When you visit the site, our servers and the tools we use record some information automatically, such as:</p>
        <ul>
          <li>the pages you view and the address of the page that sent you to us;</li>
          <li>your browser type, device type, operating system and language settings;</li>
          <li>your IP address and an approximate location derived from it (city or region, never your precise location);</li>
          <li>the date and time of your visit, and technical logs that help us keep the site secure and working.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies',
    title: 'Cookies and Similar Technologies',
    body: (
      <>
        <p>
          Cookies are small files that a website stores in your browser. We use a small number of them: essential cookies that keep you
          signed in and protect the site, preference cookies that remember choices such as your consent settings, and analytics cookies that
          help us understand which pages are useful.
        </p>
        <p>
          Where the law requires it, we ask for your consent before setting non-essential cookies, and you can change your choice at any
          time. You can also block or delete cookies in your browser settings; some parts of the site, such as signing in, may not work
          without them.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    body: (
      <>
        <p>We use personal information to:</p>
        <ul>
          <li>run the website and show you the content you ask for;</li>
          <li>send the newsletter and app notifications you signed up for;</li>
          <li>answer your messages and support requests;</li>
          <li>host and moderate community content;</li>
          <li>understand how the site is used so that we can write better articles and guides;</li>
          <li>keep the site secure and prevent spam, fraud and abuse;</li>
          <li>meet our legal obligations and enforce our Terms of Service.</li>
        </ul>
        <p>
          We do not sell your personal information, and we do not use it to make decisions about you that have legal or similarly
          significant effects.
        </p>
      </>
    ),
  },
  {
    id: 'legal-bases',
    title: 'Legal Bases for Processing',
    body: (
      <p>
        If you are in the European Economic Area, the United Kingdom or another place with similar laws, we rely on the following legal
        bases: your consent (for example, for the newsletter and non-essential cookies), the performance of a contract with you (for
        example, providing your account), our legitimate interests in running, improving and protecting a reader-supported publication, and
        compliance with legal obligations. Where we rely on consent, you may withdraw it at any time without affecting what we did before.
      </p>
    ),
  },
  {
    id: 'newsletter-and-notifications',
    title: 'Newsletter and App Notifications',
    body: (
      <>
        <p>
          If you subscribe to our newsletter, we will send you our regular insights and tips for living fully. If you join an app waiting
          list, we will e-mail you when that app becomes available. We do not add you to any other list without asking.
        </p>
        <p>
          Every newsletter includes an unsubscribe link. You can also ask us to remove your address by writing to{' '}
          <ContactEmail address={PRIVACY_EMAIL} />.
        </p>
        <p>
          We do not track whether you open our e-mails or which links you click: our e-mails carry no tracking pixels, and their links go
          straight to where they say. We count only how many e-mails were delivered, how many failed, and how many people unsubscribed from
          each one.
        </p>
      </>
    ),
  },
  {
    id: 'community-content',
    title: 'Community Areas and Content You Post',
    body: (
      <p>
        Some parts of Live Fully may let readers share comments, tips, photos or stories. Anything you post in a community area is public:
        other visitors can see it, together with your display name, and search engines may index it. Think carefully before sharing personal
        details there. You can ask us to remove your content at any time, although copies may remain in backups for a limited period or
        where others have already shared them.
      </p>
    ),
  },
  {
    id: 'affiliate-links-and-advertising',
    title: 'Affiliate Links and Advertising',
    body: (
      <>
        <p>
          Some articles contain affiliate links. If you follow one and make a purchase, the retailer may pay us a small commission at no
          extra cost to you. The retailer may use cookies to record that you arrived from Live Fully; we receive only aggregated reports,
          not your purchase details.
        </p>
        <p>
          We do not show advertising today, but we may in the future. If we do, we will update this policy first, explain which advertising
          partners we work with and what they collect, and ask for your consent wherever the law requires it.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    body: (
      <>
        <p>We share personal information only in these situations:</p>
        <ul>
          <li>
            <strong>Service providers</strong> who host the site, deliver e-mail, provide sign-in and analytics, and help us run Live Fully.
            They may use the information only to provide their services to us.
          </li>
          <li>
            <strong>Legal reasons,</strong> when we believe in good faith that the law, a court order or the protection of someone's safety
            or rights requires it.
          </li>
          <li>
            <strong>Business changes,</strong> if Live Fully is merged, sold or reorganised; the new owner would be bound by this policy for
            the information it receives.
          </li>
          <li>
            <strong>With your permission,</strong> in any other case.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How Long We Keep Information',
    body: (
      <p>
        We keep personal information only as long as we need it for the purposes in this policy. Newsletter and waiting-list addresses are
        kept until you unsubscribe. Contact messages are kept for up to two years so that we can follow up on earlier conversations. Account
        details are kept while your account is active. Server logs are normally deleted within 90 days. We may keep some information longer
        when the law requires it or to resolve disputes.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'How We Protect Information',
    body: (
      <p>
        We use reasonable technical and organisational safeguards, including encrypted connections, access controls and regular updates, to
        protect personal information. No website can be perfectly secure, however, so we cannot guarantee that information will never be
        accessed, disclosed or changed without permission. If we learn of a breach that affects you, we will tell you as the law requires.
      </p>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your Privacy Rights',
    body: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>know what personal information we hold about you and receive a copy of it;</li>
          <li>correct information that is wrong or incomplete;</li>
          <li>ask us to delete your information;</li>
          <li>object to, or ask us to limit, certain uses of your information;</li>
          <li>opt out of the sale or sharing of personal information and of targeted advertising (we do neither today);</li>
          <li>withdraw any consent you have given.</li>
        </ul>
        <p>
          To use any of these rights, e-mail <ContactEmail address={PRIVACY_EMAIL} />. We may need to confirm your identity before we act,
          and we will not treat you differently for using your rights. If you are unhappy with our answer, you may complain to your local
          data protection authority.
        </p>
      </>
    ),
  },
  {
    id: 'global-privacy-control-and-do-not-track',
    title: 'Global Privacy Control and Do Not Track',
    body: (
      <>
        <p>
          <strong>Global Privacy Control.</strong> Where the law requires it, we honour the Global Privacy Control (GPC) signal sent by your
          browser or extension as a valid request to opt out of the sale or sharing of your personal information for that browser.
        </p>
        <p>
          <strong>Do Not Track.</strong> Some browsers offer a "Do Not Track" setting. Because there is no common standard for how websites
          should respond to it, Live Fully does not honour Do Not Track signals. You can still control cookies as described above.
        </p>
      </>
    ),
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    body: (
      <p>
        Live Fully is not meant for children. You must be at least 13 years old to subscribe, sign in, post in community areas or otherwise
        give us personal information. We do not knowingly collect personal information from children under 13. If you believe a child has
        given us personal information, please contact <ContactEmail address={PRIVACY_EMAIL} /> and we will delete it.
      </p>
    ),
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    body: (
      <p>
        Live Fully is run from the United States, and our service providers may process information in the United States and other
        countries. Those countries may have different data protection laws from yours. Where the law requires it, we use appropriate
        safeguards, such as standard contractual clauses, when we transfer personal information across borders.
      </p>
    ),
  },
  {
    id: 'changes-and-contact',
    title: 'Changes to This Policy and How to Contact Us',
    body: (
      <>
        <p>
          We may update this policy as the site grows, for example if we introduce advertising or new community features. When we do, we
          will change the effective date at the top of this page, and for important changes we will give notice on the site or by e-mail
          before they take effect.
        </p>
        <p>
          Questions about this policy or your information? Write to <ContactEmail address={PRIVACY_EMAIL} /> or use our{' '}
          <Link to="/contact">contact form</Link>. Our <Link to="/terms-of-service">Terms of Service</Link> explain the rules for using the
          site.
        </p>
      </>
    ),
  },
];
