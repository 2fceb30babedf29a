export * from './media-store.js';
export * from './folder-store.js';
export * from './s3-store.js';
export * from './image-pipeline.js';
export * from './media-refused.js';
export { MAX_ASPECT_RATIO } from './image-shape.js';
export * from './svg-sanitizer.js';
export * from './media-env.js';
export * from './share-remake.js';
