// @vitest-environment jsdom
import type { AdminTopic } from '@livefully/contracts';
import { act, cleanup, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, adminTopic, fail, ok, type Reply } from '../../testing/render-admin';
import { renderEditorHook, topicEditing } from '../../testing/render-editor-hook';
import { useEditorForm } from '../form/use-editor-form';
import { autosaveKey } from '../revisions/use-autosave';
import { useEditorAutosave } from './use-editor-autosave';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const { toValues, parse, fields } = topicEditing;
const older = adminTopic({ version: 1, description: 'The first description.' });
const current = adminTopic({ version: 2, description: 'Their description.', updatedAt: '2025-02-02T00:00:00.000Z' });
const ITEM = `/api/admin/topics/${current.id}`;

/** A revision as the content service sends it: one version of the item, with its content. */
function revision(number: number, content: object, baseVersion: number | null = null) {
  return {
    id: `00000000-0000-4000-8000-00000000000${number}`,
    kind: 'topic',
    entityId: current.id,
    number,
    source: 'autosave',
    restoredFrom: null,
    baseVersion,
    actor: null,
    at: new Date().toISOString(),
    content,
  };
}

const keep = (values: object, baseVersion: number) =>
  localStorage.setItem(autosaveKey('topic', current.id), JSON.stringify({ values, baseVersion, at: new Date().toISOString() }));

/** The autosave hook beside the real form, opened on `current`, as useEditor puts them together. */
async function renderAutosave(routes: Record<string, Reply> = {}) {
  const calls = adminApi({ topics: [current] }, { [`GET ${ITEM}/autosave`]: ok(null), ...routes });
  const rendered = await renderEditorHook(() => {
    const form = useEditorForm({ initialValues: toValues(current), parse, fields });
    const [basedOn, rebase] = useState<AdminTopic>(current);
    const autosave = useEditorAutosave({ kind: 'topic', basedOn, rebase, form, toValues });
    return { form, basedOn, autosave };
  }, undefined);
  return { ...rendered, calls };
}

describe('useEditorAutosave', () => {
  it('keeps unsaved values on this device at once, with the version they are based on', async () => {
    const { result } = await renderAutosave();
    act(() => result.current.form.setValues({ name: 'Unsaved Name' }));
    const kept = JSON.parse(localStorage.getItem(autosaveKey('topic', current.id)) ?? 'null') as unknown;
    expect(kept).toMatchObject({ values: { name: 'Unsaved Name' }, baseVersion: 2 });
  });

  it('offers the server’s autosave back and restores it into the form', async () => {
    const draft = { ...toValues(current), name: 'Server Draft' };
    const { result } = await renderAutosave({ [`GET ${ITEM}/autosave`]: ok(revision(3, draft, 2)) });
    await waitFor(() => expect(result.current.autosave.offer).toMatchObject({ where: 'server', values: draft }));

    await act(() => result.current.autosave.restore());
    expect(result.current.form.values).toEqual(draft);
    expect(result.current.form.dirty).toBe(true);
    expect(result.current.basedOn).toBe(current);
    expect(result.current.autosave.offer).toBeNull();
  });

  it('puts values kept on an older version back on that version, so their next save is refused', async () => {
    keep({ name: 'My Name' }, 1);
    const { result, calls } = await renderAutosave({ [`GET ${ITEM}/revisions/1`]: ok(revision(1, older)) });
    expect(result.current.autosave.offer).toMatchObject({ where: 'device', baseVersion: 1 });

    await act(() => result.current.autosave.restore());
    expect(calls.some((call) => call.path === `${ITEM}/revisions/1`)).toBe(true);
    expect(result.current.basedOn).toEqual(older);
    expect(result.current.form.values).toEqual({ ...toValues(older), name: 'My Name' });
  });

  it('puts them on the current version when the older one is no longer kept', async () => {
    keep({ name: 'My Name' }, 1);
    const { result } = await renderAutosave({ [`GET ${ITEM}/revisions/1`]: fail(404, 'Not found', 'COMMON.NOT_FOUND') });

    await act(() => result.current.autosave.restore());
    expect(result.current.basedOn).toBe(current);
    expect(result.current.form.values).toEqual({ ...toValues(current), name: 'My Name' });
  });

  it('forgets values the admin discards', async () => {
    keep({ name: 'Old Draft' }, 2);
    const { result } = await renderAutosave();
    act(() => result.current.autosave.discard());
    expect(result.current.autosave.offer).toBeNull();
    expect(localStorage.getItem(autosaveKey('topic', current.id))).toBeNull();
    expect(result.current.form.values).toEqual(toValues(current));
  });
});
