import { SiteLink } from '@livefully/web-kit';
import { Link } from '@livefully/web-kit/ui';
import './card-link.css';

/** The class that stretches a link's hit area over its card (card-link.css); its import brings the CSS. */
export const CARD_LINK_CLASS = 'card-link';

type CardLinkProps = {
  to: string;
  children: string;
  /** On a topic gradient the title keeps the gradient's white text. */
  onGradient?: boolean;
  /** The id of a line that tells more about where the link goes. */
  describedBy?: string;
};

/**
 * A card's title link. It stays the card's one accessible link (named by the title alone),
 * while its hit area is stretched over the whole card, so the image and text are clickable too.
 * No router: the blog list's cards are in an island.
 */
export function CardLink({ to, children, onGradient = false, describedBy }: CardLinkProps) {
  if (onGradient) {
    return (
      <SiteLink to={to} className={`${CARD_LINK_CLASS} topic-gradient__link`} aria-describedby={describedBy}>
        {children}
      </SiteLink>
    );
  }
  return (
    <Link asChild color="gray" highContrast underline="hover">
      <SiteLink to={to} className={CARD_LINK_CLASS} aria-describedby={describedBy}>
        {children}
      </SiteLink>
    </Link>
  );
}
