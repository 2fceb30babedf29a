// @ts-check
/* global document */
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { ShareIsland } from './share-island.mjs';

// One island: its server markup in #island-share, its props in the JSON script beside it.
const root = document.getElementById('island-share');
const props = JSON.parse(document.getElementById('island-share-props')?.textContent ?? '{}');
if (root) hydrateRoot(root, createElement(ShareIsland, props));
