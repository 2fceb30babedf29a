import { itemShareImage } from '@livefully/contracts/share-image';
import { pageTitle, useSiteSettings } from '@livefully/web-kit';
import { CheckboxField } from '../form/checkbox-field';
import { EditorPanel } from '../editor/editor-panel';
import type { SharingFormValues } from '../editor/search-sharing-values';
import { useImageFocal } from '../form/media-picker';
import { MetaDescriptionField } from '../form/meta-description-field';
import { MetaTitleField } from '../form/meta-title-field';
import { TextField } from '../form/text-field';
import type { FieldState } from '../form/use-editor-form';
import { SearchResultPreview } from './search-result-preview';
import { ShareCardPreview } from './share-card-preview';
import { ShareImageField } from './share-image-field';
import './sharing.css';

type PanelValues = SharingFormValues & { metaDescription: string };

/** What the page itself says when the fields are blank: its title, summary, address and image. */
export type SharedPage = { title: string; summary: string; path: string; image: string };

type SearchSharingPanelProps = {
  form: {
    values: PanelValues;
    setValues: (patch: Partial<PanelValues>) => void;
    field: (name: string) => FieldState;
  };
  page: SharedPage;
  /** How the meta description's hint names what a blank one falls back to. */
  summaryName: string;
};

/**
 * How a post, guide or topic shows in search results and share cards (docs/seo.md): its meta
 * title and description, canonical address, noindex and share image, with both previews
 * following what is typed.
 */
export function SearchSharingPanel({ form, page, summaryName }: SearchSharingPanelProps) {
  const { values, setValues, field } = form;
  const settings = useSiteSettings();
  const origin = new URL(settings.publicOrigin ?? window.location.origin).origin;
  const title = pageTitle(values.metaTitle.trim() || page.title.trim() || 'Untitled', settings.siteName);
  const description = values.metaDescription.trim() || page.summary.trim();
  const address = values.canonicalUrl.trim() || new URL(page.path, origin).href;
  // The preview shows the share image the page will: the chosen one, else the featured image, each cut at its own focal point.
  const imagePath = page.image.trim();
  const shareImagePath = values.shareImagePath.trim();
  const imageFocal = useImageFocal(imagePath);
  const shareImageFocal = useImageFocal(shareImagePath);
  const image = itemShareImage({ imagePath, imageFocal, shareImagePath, shareImageFocal }, settings.shareImage);
  const defaultSays = page.image.trim()
    ? 'the featured image is used, cut to 1200×630 around its focal point.'
    : 'the site’s own share image is used until the page has a featured image.';
  return (
    <EditorPanel title="Search and sharing">
      <MetaTitleField
        field={field('metaTitle')}
        value={values.metaTitle}
        onChange={(metaTitle) => setValues({ metaTitle })}
        fallback={page.title}
      />
      <MetaDescriptionField
        field={field('metaDescription')}
        value={values.metaDescription}
        onChange={(metaDescription) => setValues({ metaDescription })}
        fallbackName={summaryName}
      />
      <TextField
        field={field('canonicalUrl')}
        label="Canonical URL"
        hint="Only when this page first appeared at another address: search engines then credit that one. Leave it blank otherwise."
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={new URL(page.path, origin).href}
        value={values.canonicalUrl}
        onChange={(canonicalUrl) => setValues({ canonicalUrl })}
      />
      <CheckboxField
        field={field('noindex')}
        label="Hide from search engines (noindex)"
        hint="Visitors can still open the page and its links, but search engines are asked not to list it, and it is left out of the sitemap and the feed."
        checked={values.noindex}
        onChange={(noindex) => setValues({ noindex })}
      />
      <ShareImageField
        field={field('shareImagePath')}
        value={values.shareImagePath}
        onChange={(shareImagePath) => setValues({ shareImagePath })}
        defaultSays={defaultSays}
      />
      <SearchResultPreview siteName={settings.siteName} address={address} title={title} description={description} />
      <ShareCardPreview
        host={URL.canParse(address) ? new URL(address).host : new URL(origin).host}
        title={title}
        description={description}
        image={image}
      />
    </EditorPanel>
  );
}
