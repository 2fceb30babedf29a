// The renderer's bundle: shared modules load asynchronously, so everything is behind an import().
export const renderer = () => import('./render');
