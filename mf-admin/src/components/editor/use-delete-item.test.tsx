// @vitest-environment jsdom
import type { AdminTopic } from '@livefully/contracts';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi, adminTopic, fail, ok, type Reply } from '../../testing/render-admin';
import { renderEditorHook, topicEditing } from '../../testing/render-editor-hook';
import { useDeleteItem } from './use-delete-item';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const topic = adminTopic();
const DELETE = `DELETE /api/admin/topics/${topic.id}`;

/** The delete hook with the real delete request, as useEditor uses it. */
async function renderDelete(item: AdminTopic | null, reply: Reply = ok({ id: topic.id })) {
  const calls = adminApi({ topics: [topic] }, { [DELETE]: reply });
  const onDeleted = vi.fn();
  const rendered = await renderEditorHook(
    () =>
      useDeleteItem({
        item,
        remove: topicEditing.useRemove(),
        deletedToast: (deleted) => ({ title: 'Topic deleted', description: `“${deleted.name}” is in the Trash.` }),
        onDeleted,
      }),
    undefined,
  );
  const deleted = () => calls.filter((call) => `${call.method} ${call.path}` === DELETE).length;
  return { ...rendered, deleted, onDeleted };
}

describe('useDeleteItem', () => {
  it('deletes the item, says so and lets the editor leave', async () => {
    const { result, deleted, onDeleted } = await renderDelete(topic);
    let done = false;
    await act(async () => {
      done = await result.current.onDelete();
    });
    expect(done).toBe(true);
    expect(deleted()).toBe(1);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('“Mindfulness” is in the Trash.')).toBeTruthy();
  });

  it('keeps the editor open with the server’s reason when the delete is refused', async () => {
    const { result, onDeleted } = await renderDelete(topic, fail(409, 'This topic is still in use.', 'CONTENT.IN_USE'));
    let done = true;
    await act(async () => {
      done = await result.current.onDelete();
    });
    expect(done).toBe(false);
    expect(onDeleted).not.toHaveBeenCalled();
    expect((await screen.findAllByText('This topic is still in use.')).length).toBeGreaterThan(0);
  });

  it('has nothing to delete for a new item', async () => {
    const { result, deleted, onDeleted } = await renderDelete(null);
    let done = true;
    await act(async () => {
      done = await result.current.onDelete();
    });
    expect(done).toBe(false);
    expect(deleted()).toBe(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
