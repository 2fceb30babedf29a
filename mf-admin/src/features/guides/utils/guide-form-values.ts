import { GuideInputSchema, type AdminGuide, type GuideInput } from '@livefully/contracts';
import {
  newSharingValues,
  SHARING_FIELDS,
  sharingToValues,
  type SharingFormValues,
} from '../../../components/editor/search-sharing-values';
import { parseForm, type FormParse } from '../../../components/form/field-errors';

export type GuideFormValues = SharingFormValues & {
  title: string;
  slug: string;
  slugLinked: boolean;
  description: string;
  content: string;
  categoryId: string;
  metaDescription: string;
  imagePath: string;
  imageAlt: string;
};

export const GUIDE_FIELDS = [
  'title',
  'slug',
  'description',
  'content',
  'categoryId',
  'metaDescription',
  ...SHARING_FIELDS,
  'imagePath',
  'imageAlt',
] as const;

export function newGuideValues(): GuideFormValues {
  return {
    title: '',
    slug: '',
    slugLinked: true,
    description: '',
    content: '',
    categoryId: '',
    metaDescription: '',
    ...newSharingValues(),
    imagePath: '',
    imageAlt: '',
  };
}

export function guideToValues(guide: AdminGuide): GuideFormValues {
  return {
    title: guide.title,
    slug: guide.slug,
    slugLinked: false,
    description: guide.description,
    content: guide.content,
    categoryId: guide.categoryId,
    metaDescription: guide.metaDescription,
    ...sharingToValues(guide),
    imagePath: guide.imagePath,
    imageAlt: guide.imageAlt,
  };
}

export function parseGuideValues({ slugLinked: _linked, ...input }: GuideFormValues): FormParse<GuideInput> {
  return parseForm(GuideInputSchema, input);
}
