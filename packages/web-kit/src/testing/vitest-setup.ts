import { configure } from '@testing-library/react';

// The apps' lazy parts (the toaster, the schemas a search answer is checked with) load through
// real dynamic imports in these tests; on a busy machine that takes longer than the library's
// default second of waiting for what they render.
configure({ asyncUtilTimeout: 5_000 });
