import { AuthProvider, createQueryClient, Toaster, ToastProvider } from '@livefully/web-kit';
import { createMemoryRouter, RouterProvider } from '@livefully/web-kit/router';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { createContext, useContext, type ReactNode } from 'react';
import { useDeleteTopic, useUpdateTopic } from '../features/topics/api/topic-queries';
import { newTopicValues, parseTopicValues, TOPIC_FIELDS, topicToValues } from '../features/topics/utils/topic-form-values';
import { ADA, testAuth } from './render-admin';

const Hooked = createContext<ReactNode>(null);

/** The route's element is whatever renderHook renders now, so a rerender keeps the same router. */
function HookedRoute() {
  return useContext(Hooked);
}

/**
 * One editor hook as the remote runs it: at an admin address of a data router (the leave
 * guard needs one), with the query client, toasts and a signed-in admin, whose token the
 * request layer sends (fetch is stubbed with stubApi or adminApi, as in the editors' tests).
 */
export async function renderEditorHook<Result, Props>(hook: (props: Props) => Result, initialProps: Props, path = '/admin/posts/1/edit') {
  const router = createMemoryRouter([{ path: '*', element: <HookedRoute /> }], { initialEntries: [path] });
  const auth = testAuth();
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <AuthProvider client={auth.client} loadIsAdmin={auth.loadIsAdmin}>
          <Hooked.Provider value={children}>
            <RouterProvider router={router} />
          </Hooked.Provider>
          <Toaster />
        </AuthProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
  const rendered = renderHook(hook, { wrapper, initialProps });
  await auth.emit(ADA);
  return { ...rendered, router };
}

/** The topic kind's form and update, the editable kind the shared editor hooks are tested with. */
export const topicEditing = {
  toValues: topicToValues,
  newValues: newTopicValues,
  parse: parseTopicValues,
  fields: TOPIC_FIELDS,
  useUpdate: useUpdateTopic,
  useRemove: useDeleteTopic,
};
