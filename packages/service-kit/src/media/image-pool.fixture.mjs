import { BroadcastChannel } from 'node:worker_threads';

// A stand-in for the image worker in the pool's test: each task says it has started, then waits
// for the test to let it finish, so the test knows exactly which places are taken.
export default async function heldTask({ id, alt }) {
  const gate = new BroadcastChannel('image-pool-test');
  await new Promise((resolve) => {
    gate.onmessage = (event) => event.data === `finish ${id}` && resolve();
    gate.postMessage(`started ${id}`);
  });
  gate.close();
  if (alt === 'refuse') return { ok: false, reason: 'type', message: 'Not an image' };
  return {
    ok: true,
    processed: { files: [{ key: `${id}/share.jpg`, body: new Uint8Array([1, 2, 3]), contentType: 'image/jpeg' }], item: { id } },
  };
}
