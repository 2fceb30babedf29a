import type { AdminTopic } from '@livefully/contracts';
import { useToast } from '@livefully/web-kit';
import { useNavigate } from 'react-router';
import { DeleteControl } from '../../../components/editor/delete-control';
import { EditorLayout } from '../../../components/editor/editor-layout';
import { EditorPanel } from '../../../components/editor/editor-panel';
import { reportFailure } from '../../../components/editor/report-failure';
import { RadioCards } from '../../../components/form/radio-cards';
import { SlugField } from '../../../components/form/slug-field';
import { titleChange } from '../../../components/form/slug-link';
import { TextAreaField } from '../../../components/form/text-area-field';
import { TextField } from '../../../components/form/text-field';
import { useEditorForm } from '../../../components/form/use-editor-form';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { useUnsavedChanges } from '../../../hooks/use-unsaved-changes';
import { useCreateTopic } from '../api/create-topic';
import { useDeleteTopic } from '../api/delete-topic';
import { useUpdateTopic } from '../api/update-topic';
import { COLOR_CHOICES, ICON_CHOICES } from '../utils/topic-choices';
import { newTopicValues, parseTopicValues, TOPIC_FIELDS, topicToValues } from '../utils/topic-form-values';
import { TopicCardPreview } from './topic-card-preview';
import { TopicSwatch } from './topic-swatch';

type TopicEditorProps = { topic: AdminTopic | null; onCreated: (id: string) => void };

export function TopicEditor({ topic, onCreated }: TopicEditorProps) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const form = useEditorForm({
    initialValues: topic ? topicToValues(topic) : newTopicValues(),
    parse: parseTopicValues,
    fields: TOPIC_FIELDS,
  });
  const { values, setValues, field } = form;
  const create = useCreateTopic();
  const update = useUpdateTopic();
  const remove = useDeleteTopic();
  const guard = useUnsavedChanges(form.dirty);

  const save = form.handleSubmit(async (input) => {
    try {
      const saved = topic ? await update.mutateAsync({ id: topic.id, input }) : await create.mutateAsync(input);
      form.reset(topicToValues(saved));
      toast({ title: 'Topic saved', description: `Live at /topics/${saved.slug}.` });
      if (!topic) {
        onCreated(saved.id);
        guard.allowNextNavigation();
        void navigate(`/admin/topics/${saved.id}/edit`, { replace: true });
      }
    } catch (error) {
      reportFailure(error, toast, 'save', form);
    }
  });

  async function deleteTopic(): Promise<boolean> {
    if (!topic) return false;
    try {
      await remove.mutateAsync(topic.id);
      toast({ title: 'Topic deleted', description: `“${topic.name}” is no longer on the site.` });
      guard.allowNextNavigation();
      void navigate('/admin');
      return true;
    } catch (error) {
      reportFailure(error, toast, 'delete');
      return false;
    }
  }

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
  return (
    <EditorLayout
      noun="topic"
      heading={topic ? 'Edit topic' : 'New topic'}
      isNew={!topic}
      viewHref={topic ? `/topics/${topic.slug}` : undefined}
      form={form}
      onSubmit={save}
      saving={create.isPending || update.isPending}
      blocker={guard.blocker}
      deleteControl={
        topic ? (
          <DeleteControl
            noun="topic"
            name={topic.name}
            onDelete={deleteTopic}
            busy={remove.isPending}
            consequence={topic.articleCount > 0 ? `Its ${topic.articleCount} articles stay on the site, without this topic.` : undefined}
          />
        ) : null
      }
      main={
        <>
          <TextField
            field={field('name')}
            label="Name"
            required
            className="admin-input--title"
            value={values.name}
            onChange={(name) => setValues(titleChange('name', values, name))}
          />
          <SlugField
            field={field('slug')}
            value={values}
            source={{ label: 'Name', value: values.name }}
            onChange={(slug) => setValues(slug)}
            basePath="/topics/"
            published={Boolean(topic)}
          />
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
        </>
      }
      aside={wide ? <div className="admin-sticky">{preview}</div> : undefined}
    />
  );
}
