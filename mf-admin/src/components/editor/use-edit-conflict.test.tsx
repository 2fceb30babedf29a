// @vitest-environment jsdom
import type { AdminTopic } from '@livefully/contracts';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, adminTopic, fail, ok, type Reply } from '../../testing/render-admin';
import { renderEditorHook, topicEditing } from '../../testing/render-editor-hook';
import { useEditorForm } from '../form/use-editor-form';
import { useEditConflict } from './use-edit-conflict';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const { toValues, parse, fields } = topicEditing;
const base = adminTopic({ version: 1, description: 'Calm.' });
const theirs = adminTopic({ version: 2, description: 'Their description.', updatedAt: '2025-02-02T00:00:00.000Z' });
const PUT = `PUT /api/admin/topics/${base.id}`;
const refused: Reply = {
  status: 409,
  body: {
    success: false,
    code: 'CONTENT.VERSION_CONFLICT',
    message: 'This item was changed by someone else',
    details: { current: theirs },
  },
};

/** The conflict hook beside the real form and the real update, as useEditor puts them together. */
function useConflictOnTopic(onSaved: (saved: AdminTopic) => void, onFailed: (error: unknown) => void) {
  const form = useEditorForm({ initialValues: toValues(base), parse, fields });
  const [basedOn, rebase] = useState<AdminTopic>(base);
  const update = topicEditing.useUpdate();
  const conflicts = useEditConflict({ toValues, update, form, rebase, onSaved, onFailed });
  return { form, basedOn, update, conflicts };
}

async function renderConflict(put: (body: unknown) => Reply) {
  const calls = adminApi({ topics: [base] }, { [PUT]: put });
  const onSaved = vi.fn();
  const onFailed = vi.fn();
  const rendered = await renderEditorHook(() => useConflictOnTopic(onSaved, onFailed), undefined);
  return { ...rendered, calls, onSaved, onFailed };
}

/** A save of the form's values based on `base`, as the editor sends it, handed to the hook when refused. */
async function save({ form, update, conflicts }: ReturnType<typeof useConflictOnTopic>) {
  const parsed = parse(form.values);
  if (!parsed.success) throw new Error('the test form is invalid');
  try {
    await update.mutateAsync({ id: base.id, input: parsed.data, version: base.version });
    return 'saved';
  } catch (error) {
    let caught = false;
    act(() => {
      caught = conflicts.catchConflict(error, base, parsed.data, form.values);
    });
    return caught ? 'conflict' : 'other failure';
  }
}

describe('useEditConflict', () => {
  it('turns a 409 VERSION_CONFLICT into the three versions the dialog compares', async () => {
    const { result } = await renderConflict(() => refused);
    act(() => result.current.form.setValues({ name: 'My Name' }));
    expect(await save(result.current)).toBe('conflict');
    expect(result.current.conflicts.conflict).toMatchObject({
      base: toValues(base),
      theirs: toValues(theirs),
      mine: { ...toValues(base), name: 'My Name' },
      basedOnVersion: 1,
      current: { version: 2, updatedAt: theirs.updatedAt },
    });
  });

  it('leaves any other refusal to the caller', async () => {
    const { result } = await renderConflict(() => fail(503, 'The content service is unavailable.', 'COMMON.SERVICE_UNAVAILABLE'));
    expect(await save(result.current)).toBe('other failure');
    expect(result.current.conflicts.conflict).toBeNull();
  });

  it('merges into the form, based on the version saved since', async () => {
    const { result } = await renderConflict(() => refused);
    act(() => result.current.form.setValues({ name: 'My Name' }));
    await save(result.current);
    const merged = { ...toValues(theirs), name: 'My Name' };
    act(() => result.current.conflicts.merge(merged));

    expect(result.current.conflicts.conflict).toBeNull();
    expect(result.current.basedOn).toEqual(theirs);
    expect(result.current.form.values).toEqual(merged);
    // Only the admin's own change is unsaved: their description is the new "unchanged".
    expect(result.current.form.dirty).toBe(true);
    act(() => result.current.form.setValues({ name: theirs.name }));
    expect(result.current.form.dirty).toBe(false);
  });

  it('overwrites knowingly: the same input again, with the version saved since', async () => {
    let puts = 0;
    const { result, calls, onSaved, onFailed } = await renderConflict((body) => {
      puts += 1;
      return puts === 1 ? refused : ok({ ...theirs, ...(body as object), version: 3 });
    });
    act(() => result.current.form.setValues({ description: 'My description.' }));
    await save(result.current);
    await act(() => result.current.conflicts.overwrite());

    const sent = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(sent).toEqual([
      expect.objectContaining({ version: 1 }),
      expect.objectContaining({ description: 'My description.', version: 2 }),
    ]);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 3, description: 'My description.' }));
    expect(onFailed).not.toHaveBeenCalled();
    expect(result.current.conflicts.conflict).toBeNull();
    expect(result.current.conflicts.busy).toBe(false);
  });

  it('closes the dialog and reports an overwrite that is refused too', async () => {
    let puts = 0;
    const { result, onSaved, onFailed } = await renderConflict(() => {
      puts += 1;
      return puts === 1 ? refused : fail(503, 'The content service is unavailable.', 'COMMON.SERVICE_UNAVAILABLE');
    });
    await save(result.current);
    await act(() => result.current.conflicts.overwrite());
    await waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
    expect(onSaved).not.toHaveBeenCalled();
    expect(result.current.conflicts.conflict).toBeNull();
  });
});
