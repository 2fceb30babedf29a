import type { AdminTopic, TopicInput } from '@livefully/contracts';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { RadioCards } from '../../../components/form/radio-cards';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TitleSlugFields } from '../../../components/form/title-slug-fields';
import { SearchSharingPanel } from '../../../components/sharing/search-sharing-panel';
import { KindEditor, type KindEditorSpec } from '../../../components/kind-editor/kind-editor';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useCreateTopic, useDeleteTopic, useUpdateTopic } from '../api/topic-queries';
import { COLOR_CHOICES, ICON_CHOICES } from '../utils/topic-choices';
import { newTopicValues, parseTopicValues, TOPIC_FIELDS, topicToValues, type TopicFormValues } from '../utils/topic-form-values';
import { TopicCardPreview } from './topic-card-preview';
import { TopicSwatch } from './topic-swatch';

export const TOPIC_EDITOR: KindEditorSpec<AdminTopic, TopicFormValues, TopicInput, undefined> = {
  kind: 'topic',
  noun: 'topic',
  section: 'topics',
  name: (topic) => topic.name,
  toValues: topicToValues,
  newValues: newTopicValues,
  parse: parseTopicValues,
  fields: TOPIC_FIELDS,
  useCreate: useCreateTopic,
  useUpdate: useUpdateTopic,
  useDelete: useDeleteTopic,
  savedToast: (saved) => ({ title: 'Topic saved', description: `Live at /topics/${saved.slug}.` }),
  deletedToast: (deleted) => ({
    title: 'Topic deleted',
    description: `“${deleted.name}” is no longer on the site; it can be restored from the Trash.`,
  }),
  viewHref: (topic) => `/topics/${topic.slug}`,
  consequence: (topic) => (topic.articleCount > 0 ? `Its ${topic.articleCount} articles stay on the site, without this topic.` : undefined),
  useFields: ({ form, item: topic }) => {
    const { values, setValues, field } = form;
    // Beside the form on wide screens; on narrow ones just above the choices it shows.
    const wide = useMediaQuery('(min-width: 64rem)');
    const preview = (
      <EditorPanel title="Preview">
        <TopicCardPreview
          name={values.name}
          description={values.description}
          color={values.color}
          icon={values.icon}
          articleCount={topic?.articleCount ?? 0}
        />
      </EditorPanel>
    );
    const colorOptions = COLOR_CHOICES.map((choice) => ({ ...choice, visual: <TopicSwatch color={choice.value} size="md" /> }));
    const iconOptions = ICON_CHOICES.map((choice) => ({
      ...choice,
      visual: <TopicSwatch color={values.color} icon={choice.value} size="md" />,
    }));
    return {
      main: (
        <>
          <TitleSlugFields form={form} name="name" label="Name" basePath="/topics/" published={Boolean(topic)} />
          <TextAreaField
            field={field('description')}
            label="Description"
            required
            value={values.description}
            onChange={(description) => setValues({ description })}
          />
          {wide ? null : preview}
          <RadioCards
            field={field('color')}
            legend="Colour"
            required
            variant="swatch"
            value={values.color}
            options={colorOptions}
            onChange={(color) => setValues({ color })}
          />
          <RadioCards
            field={field('icon')}
            legend="Icon"
            required
            variant="icon"
            value={values.icon}
            options={iconOptions}
            onChange={(icon) => setValues({ icon })}
          />
          <SearchSharingPanel
            form={form}
            page={{ title: values.name, summary: values.description, path: `/topics/${values.slug}`, image: '' }}
            summaryName="description"
          />
        </>
      ),
      aside: wide ? <div className="admin-sticky">{preview}</div> : undefined,
    };
  },
};

type TopicEditorProps = { topic: AdminTopic | null; onCreated: (id: string) => void };

export function TopicEditor({ topic, onCreated }: TopicEditorProps) {
  return <KindEditor spec={TOPIC_EDITOR} item={topic} extra={undefined} onCreated={onCreated} />;
}
