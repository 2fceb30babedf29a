import { TopicInputSchema, type AdminTopic, type TopicInput } from '@livefully/contracts';
import { parseForm, type FormParse } from '../../../components/form/field-errors';

export type TopicFormValues = { name: string; slug: string; slugLinked: boolean; description: string; color: string; icon: string };

export const TOPIC_FIELDS = ['name', 'slug', 'description', 'color', 'icon'] as const;

export function newTopicValues(): TopicFormValues {
  return { name: '', slug: '', slugLinked: true, description: '', color: '', icon: '' };
}

export function topicToValues(topic: AdminTopic): TopicFormValues {
  return { name: topic.name, slug: topic.slug, slugLinked: false, description: topic.description, color: topic.color, icon: topic.icon };
}

export function parseTopicValues({ slugLinked: _linked, ...input }: TopicFormValues): FormParse<TopicInput> {
  return parseForm(TopicInputSchema, input);
}
