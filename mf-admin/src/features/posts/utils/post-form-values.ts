import { PostInputSchema, type AdminPost, type PostInput } from '@livefully/contracts';
import { parseForm, type FormParse } from '../../../components/form/field-errors';
import {
  newSharingValues,
  SHARING_FIELDS,
  sharingToValues,
  type SharingFormValues,
} from '../../../components/editor/search-sharing-values';
import { fromLocalInput, toLocalInput } from '../../../lib/local-date-time';

/** What the post form edits: text as typed, the date as a datetime-local value. */
export type PostFormValues = SharingFormValues & {
  title: string;
  slug: string;
  slugLinked: boolean;
  excerpt: string;
  content: string;
  categoryId: string;
  topicIds: string[];
  tags: string[];
  /** What a save says of it; a post in review is edited as a draft (the server keeps it in review). */
  status: PostInput['status'] & string;
  publishedAt: string;
  /** Leads the home page while it is the newest visible featured post. */
  featured: boolean;
  /** The byline's profile; '' for the default: the writer's own profile on a new post. */
  authorId: string;
  /** As typed; used only when readTimeSet. */
  readTime: string;
  readTimeSet: boolean;
  metaDescription: string;
  imagePath: string;
  imageAlt: string;
};

/** The order the fields appear in, for the summary and the first focus. */
export const POST_FIELDS = [
  'title',
  'slug',
  'excerpt',
  'content',
  'status',
  'publishedAt',
  'featured',
  'authorId',
  'readTime',
  'categoryId',
  'topicIds',
  'tags',
  'metaDescription',
  ...SHARING_FIELDS,
  'imagePath',
  'imageAlt',
] as const;

/** A new post has no publish date: publishing dates it (docs/content-admin.md, Publishing). */
export function newPostValues(): PostFormValues {
  return {
    title: '',
    slug: '',
    slugLinked: true,
    excerpt: '',
    content: '',
    categoryId: '',
    topicIds: [],
    tags: [],
    status: 'draft',
    publishedAt: '',
    featured: false,
    authorId: '',
    readTime: '',
    readTimeSet: false,
    metaDescription: '',
    ...newSharingValues(),
    imagePath: '',
    imageAlt: '',
  };
}

/** A saved post's slug is its address: it no longer follows the title. */
export function postToValues(post: AdminPost): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    slugLinked: false,
    excerpt: post.excerpt,
    content: post.content,
    categoryId: post.categoryId,
    topicIds: [...post.topicIds],
    tags: [...post.tags],
    status: post.status === 'review' ? 'draft' : post.status,
    publishedAt: post.publishedAt ? toLocalInput(post.publishedAt) : '',
    featured: post.featured ?? false,
    authorId: post.authorId,
    readTime: post.readTimeSet ? String(post.readTime) : '',
    readTimeSet: post.readTimeSet,
    metaDescription: post.metaDescription,
    ...sharingToValues(post),
    imagePath: post.imagePath,
    imageAlt: post.imageAlt,
  };
}

/** The request body; a read time left to the words is left out, and the server computes it. */
export function postValuesToInput(values: PostFormValues): PostInput {
  const readTime = values.readTimeSet && values.readTime.trim() !== '' ? Number(values.readTime) : undefined;
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt,
    content: values.content,
    categoryId: values.categoryId,
    topicIds: values.topicIds,
    tags: values.tags,
    metaDescription: values.metaDescription,
    ...sharingToValues(values),
    imagePath: values.imagePath,
    imageAlt: values.imageAlt,
    // Left out, the server bylines a new post with its writer's profile and keeps a saved one's.
    ...(values.authorId ? { authorId: values.authorId } : {}),
    // Left blank, the server dates the post when it is published.
    publishedAt: values.publishedAt.trim() === '' ? null : fromLocalInput(values.publishedAt),
    ...(readTime === undefined ? {} : { readTime }),
    status: values.status,
    featured: values.featured,
  };
}

export function parsePostValues(values: PostFormValues): FormParse<PostInput> {
  return parseForm(PostInputSchema, postValuesToInput(values));
}
