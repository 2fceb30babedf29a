import { createContext, type Context } from 'react';

const REGISTRY = Symbol.for('livefully.shared-contexts');

type Registry = Map<string, Context<unknown>>;

/**
 * A React context that is one object however many copies of web-kit a page runs. In Module
 * Federation web-kit is a singleton, but the islands of a public page are separate builds (the
 * shell's runtime and each remote's islands, docs/server-rendering.md), each with web-kit's code
 * bundled in: a provider of the shell and a hook of a remote must still meet. The first copy that
 * asks for a name creates its context; every later one gets that one. React itself is shared
 * between the builds, so the context works across them.
 */
export function sharedContext<T>(name: string, initial: T): Context<T> {
  const scope = globalThis as typeof globalThis & { [REGISTRY]?: Registry };
  const registry = (scope[REGISTRY] ??= new Map());
  let context = registry.get(name);
  if (!context) {
    context = createContext<unknown>(initial);
    context.displayName = name;
    registry.set(name, context);
  }
  return context as Context<T>;
}
