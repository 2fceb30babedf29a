import { AuthorInputSchema, type AdminAuthor, type AuthorInput } from '@livefully/contracts';
import { mediaImageOf } from '@livefully/contracts/media-paths';
import { parseForm, type FormParse } from '../../../components/form/field-errors';

/** What the profile form edits: the photo as the library image's path, the link as typed. */
export type AuthorFormValues = {
  name: string;
  slug: string;
  bio: string;
  /** A library image's original path ('' for none): its id is what is stored. */
  photoPath: string;
  link: string;
};

export const AUTHOR_FIELDS = ['name', 'slug', 'bio', 'photoId', 'link'] as const;

export function authorToValues(author: AdminAuthor): AuthorFormValues {
  return { name: author.name, slug: author.slug, bio: author.bio, photoPath: author.photoPath ?? '', link: author.link ?? '' };
}

/** A blank link is none; the photo travels as its library id. */
export function authorValuesToInput(values: AuthorFormValues): AuthorInput {
  const photoPath = values.photoPath.trim();
  return {
    name: values.name,
    slug: values.slug,
    bio: values.bio,
    photoId: photoPath ? (mediaImageOf(photoPath)?.id ?? 'not-a-library-image') : null,
    link: values.link.trim() === '' ? null : values.link,
  };
}

export function parseAuthorValues(values: AuthorFormValues): FormParse<AuthorInput> {
  return parseForm(AuthorInputSchema, authorValuesToInput(values));
}
