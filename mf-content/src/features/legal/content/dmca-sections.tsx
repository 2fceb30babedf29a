import { Link } from '@livefully/web-kit/router';
import { ContactEmail, DMCA_EMAIL } from '../components/contact-email';
import { LegalCallout } from '../components/legal-callout';
import type { LegalSection } from '../components/legal-section';

/** Written for Live Fully: how to report, and answer, a claim of copyright infringement. */
export const DMCA_SECTIONS: readonly LegalSection[] = [
  {
    id: 'our-approach',
    title: 'Our Approach to Copyright',
    body: (
      <p>
        Live Fully respects the rights of writers, photographers, illustrators and every other creator, and we expect our readers and
        contributors to do the same. We respond to clear notices of alleged copyright infringement that follow the U.S. Digital Millennium
        Copyright Act (DMCA), 17 U.S.C. § 512, and to similar notices from other countries.
      </p>
    ),
  },
  {
    id: 'notice-contents',
    title: 'What to Include in a Notice',
    body: (
      <>
        <p>If you believe that material on Live Fully infringes a copyright you own or represent, send a written notice that includes:</p>
        <ol>
          <li>your physical or electronic signature, as the copyright owner or a person authorised to act on the owner's behalf;</li>
          <li>a description of the copyrighted work you believe has been infringed, or a representative list if there are several;</li>
          <li>the address (URL) of each page on Live Fully where the material appears, with enough detail for us to find it;</li>
          <li>your name, postal address, telephone number and e-mail address;</li>
          <li>a statement that you believe in good faith that the use is not authorised by the copyright owner, its agent or the law;</li>
          <li>
            a statement that the information in your notice is accurate and, under penalty of perjury, that you are the owner or are
            authorised to act on the owner's behalf.
          </li>
        </ol>
        <p>Notices that leave out these elements may not be valid, and we may not be able to act on them.</p>
      </>
    ),
  },
  {
    id: 'designated-agent',
    title: 'Where to Send Your Notice',
    body: (
      <>
        <p>Please send notices by e-mail to our designated copyright agent:</p>
        <LegalCallout>
          <strong>Copyright Agent, Live Fully</strong>
          <br />
          E-mail: <ContactEmail address={DMCA_EMAIL} />
        </LegalCallout>
        <p>
          Please write "DMCA Notice" in the subject line. This address is only for copyright matters; other messages sent to it will not
          receive a reply. For anything else, please use our <Link to="/contact">contact form</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'agent-registration',
    title: 'Designated Agent Registration',
    body: (
      <p>
        Live Fully registers its designated agent with the U.S. Copyright Office, which publishes it in the DMCA Designated Agent Directory,
        and renews that registration as the Copyright Office requires. If the contact details in the directory and on this page ever differ,
        the address on this page is the fastest way to reach us.
      </p>
    ),
  },
  {
    id: 'what-happens-next',
    title: 'What Happens After We Receive a Notice',
    body: (
      <p>
        When we receive a complete notice, we will act promptly to remove or disable access to the material, and we will make a reasonable
        effort to tell the person who posted it, sharing a copy of the notice with them. We may also share notices with organisations that
        collect and publish them, after removing your personal contact details.
      </p>
    ),
  },
  {
    id: 'counter-notice',
    title: 'Counter-Notices',
    body: (
      <>
        <p>
          If material you posted was removed and you believe this was a mistake or a misidentification, you may send a counter-notice to{' '}
          <ContactEmail address={DMCA_EMAIL} /> that includes:
        </p>
        <ol>
          <li>your physical or electronic signature;</li>
          <li>a description of the material that was removed and where it appeared before removal;</li>
          <li>
            a statement under penalty of perjury that you believe in good faith that the material was removed because of a mistake or
            misidentification;
          </li>
          <li>
            your name, address and telephone number, and a statement that you consent to the jurisdiction of the federal district court for
            your address (or, if you are outside the United States, any judicial district in which Live Fully may be found), and that you
            will accept service of process from the person who sent the original notice.
          </li>
        </ol>
        <p>
          If we receive a valid counter-notice, we may restore the material in 10 to 14 business days unless the person who sent the
          original notice tells us they have filed a court action.
        </p>
      </>
    ),
  },
  {
    id: 'repeat-infringers',
    title: 'Repeat Infringers',
    body: (
      <p>
        We end, in appropriate circumstances, the accounts and community access of people who repeatedly infringe the copyrights of others.
      </p>
    ),
  },
  {
    id: 'misrepresentation',
    title: 'Please Be Accurate',
    body: (
      <p>
        Under 17 U.S.C. § 512(f), anyone who knowingly makes a material misrepresentation in a notice or counter-notice may be liable for
        damages. If you are not sure whether material infringes your copyright, please consider speaking with a lawyer before sending a
        notice. Our <Link to="/terms-of-service">Terms of Service</Link> describe the rules for content on Live Fully.
      </p>
    ),
  },
];
