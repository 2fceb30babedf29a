import { TopicInputSchema, type AdminTopic, type TopicInput } from '@livefully/contracts';
import {
  newSharingValues,
  SHARING_FIELDS,
  sharingToValues,
  type SharingFormValues,
} from '../../../components/editor/search-sharing-values';
import { parseForm, type FormParse } from '../../../components/form/field-errors';

export type TopicFormValues = SharingFormValues & {
  name: string;
  slug: string;
  slugLinked: boolean;
  description: string;
  color: string;
  icon: string;
  metaDescription: string;
};

export const TOPIC_FIELDS = ['name', 'slug', 'description', 'color', 'icon', 'metaDescription', ...SHARING_FIELDS] as const;

export function newTopicValues(): TopicFormValues {
  return { name: '', slug: '', slugLinked: true, description: '', color: '', icon: '', metaDescription: '', ...newSharingValues() };
}

export function topicToValues(topic: AdminTopic): TopicFormValues {
  return {
    name: topic.name,
    slug: topic.slug,
    slugLinked: false,
    description: topic.description,
    color: topic.color,
    icon: topic.icon,
    metaDescription: topic.metaDescription,
    ...sharingToValues(topic),
  };
}

export function parseTopicValues({ slugLinked: _linked, ...input }: TopicFormValues): FormParse<TopicInput> {
  return parseForm(TopicInputSchema, input);
}
