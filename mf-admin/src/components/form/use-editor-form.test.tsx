// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminTopic } from '../../testing/render-admin';
import { topicEditing } from '../../testing/render-editor-hook';
import { useEditorForm } from './use-editor-form';

afterEach(cleanup);

const { toValues, parse, fields, newValues } = topicEditing;
const topic = adminTopic();
const renderForm = (initialValues = toValues(topic)) => renderHook(() => useEditorForm({ initialValues, parse, fields }));

describe('useEditorForm', () => {
  it('is dirty while its values differ from the last saved ones, and clean again after a reset', () => {
    const { result } = renderForm();
    expect(result.current.dirty).toBe(false);
    act(() => result.current.setValues({ name: 'Calm Mornings' }));
    expect(result.current.values.name).toBe('Calm Mornings');
    expect(result.current.dirty).toBe(true);
    act(() => result.current.setValues({ name: topic.name }));
    expect(result.current.dirty).toBe(false);

    act(() => result.current.setValues({ name: 'Calm Mornings' }));
    act(() => result.current.reset(result.current.values));
    expect(result.current.dirty).toBe(false);
    expect(result.current.values.name).toBe('Calm Mornings');
  });

  it('shows a field’s message once it was changed and left, not while it is only visited', () => {
    const { result } = renderForm();
    act(() => result.current.field('description').onBlur());
    act(() => result.current.setValues({ name: '' }));
    expect(result.current.field('name').error).toBeUndefined();
    act(() => result.current.field('name').onBlur());
    expect(result.current.field('name').error).toBeTruthy();
    act(() => result.current.setValues({ name: 'Calm' }));
    expect(result.current.field('name').error).toBeUndefined();
  });

  it('hands a valid form’s payload on, and keeps an invalid one with its messages in field order', () => {
    const onValid = vi.fn();
    const { result } = renderForm(newValues());
    act(() => result.current.handleSubmit(onValid)());
    expect(onValid).not.toHaveBeenCalled();
    expect(result.current.summary.map((item) => item.field)).toEqual(['name', 'slug', 'description', 'color', 'icon']);

    const valid = renderForm();
    act(() => valid.result.current.handleSubmit(onValid)());
    const { slugLinked: _linked, ...input } = toValues(topic);
    expect(onValid).toHaveBeenCalledWith(input, toValues(topic));
    expect(valid.result.current.summary).toEqual([]);
  });

  it('shows the server’s field messages until that field changes', () => {
    const { result } = renderForm();
    let shown = false;
    act(() => {
      shown = result.current.showServerProblem(
        { status: 409, code: 'CONTENT.SLUG_TAKEN', message: 'That slug is taken', issues: [] },
        'slug',
      );
    });
    expect(shown).toBe(true);
    expect(result.current.field('slug').error).toBe('That slug is taken');
    expect(result.current.summary).toEqual([{ field: 'slug', message: 'That slug is taken' }]);
    act(() => result.current.setValues({ slug: 'calm-2' }));
    expect(result.current.field('slug').error).toBeUndefined();
  });
});
