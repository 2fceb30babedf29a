type ShareCardPreviewProps = { host: string; title: string; description: string; image: string };

/**
 * The page as a social network's link card shows it: the 1200×630 share image at 500px wide
 * (its aspect ratio kept), then the site's host, the title and the description.
 */
export function ShareCardPreview({ host, title, description, image }: ShareCardPreviewProps) {
  return (
    <figure className="sharing-preview">
      <figcaption className="sharing-preview__caption">When shared</figcaption>
      <div className="share-card" data-testid="share-card-preview">
        {/* Decorative here: the card repeats the title, and the image is the page's own. */}
        <img className="share-card__image" src={image} alt="" />
        <div className="share-card__text">
          <div className="share-card__host">{host}</div>
          <div className="share-card__title">{title}</div>
          <div className="share-card__description">{description}</div>
        </div>
      </div>
    </figure>
  );
}
