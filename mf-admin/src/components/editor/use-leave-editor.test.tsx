// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminApi } from '../../testing/render-admin';
import { renderEditorHook } from '../../testing/render-editor-hook';
import { useLeaveEditor } from './use-leave-editor';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderLeave(dirty: boolean) {
  adminApi();
  return renderEditorHook((props: { dirty: boolean }) => useLeaveEditor({ ...props, section: 'topics' }), { dirty }, '/admin/topics/new');
}

describe('useLeaveEditor', () => {
  it('holds an in-app navigation that would drop unsaved changes, for the leave dialog', async () => {
    const { result, router } = await renderLeave(true);
    await act(() => router.navigate('/admin'));
    expect(result.current.blocker.state).toBe('blocked');
    expect(router.state.location.pathname).toBe('/admin/topics/new');

    act(() => result.current.blocker.proceed?.());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('lets a navigation through once the changes are saved', async () => {
    const { result, router, rerender } = await renderLeave(true);
    rerender({ dirty: false });
    await act(() => router.navigate('/admin'));
    expect(result.current.blocker.state).toBe('unblocked');
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('moves a new item to its edit address in place of "new", though the form is still dirty', async () => {
    const { result, router } = await renderLeave(true);
    act(() => result.current.openSaved('t-1'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/topics/t-1/edit'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(result.current.blocker.state).toBe('unblocked');
  });

  it('goes back to the dashboard after a delete, though the form is still dirty', async () => {
    const { result, router } = await renderLeave(true);
    act(() => result.current.backToDashboard());
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(router.state.historyAction).toBe('PUSH');
    expect(result.current.blocker.state).toBe('unblocked');
  });
});
