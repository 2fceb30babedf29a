// The island runtime of a public page (docs/server-rendering.md, "Server-first"): the page is the
// server's markup; this hydrates only its islands, each as its own React root. It is the one
// script of a rendered public page; the admin area and the pages the browser renders itself run
// the application (src/bootstrap.tsx) instead.
import * as React from 'react';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import * as ReactJsx from 'react/jsx-runtime';
import { hydrateIslands } from './hydrate-islands';
import { prefetchOnIntent } from './intent-prefetch';
import { SHARED_GLOBAL } from './shared-global';

// What every island build shares with this one (web-kit's createIslandsConfig reads them from
// here): one React on the page. Set before any island's module is loaded.
Object.assign(globalThis, {
  [SHARED_GLOBAL]: { react: React, 'react/jsx-runtime': ReactJsx, 'react-dom': ReactDom, 'react-dom/client': ReactDomClient },
});

hydrateIslands(document);
prefetchOnIntent(document);
