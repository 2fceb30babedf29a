import { beforeAll, describe, expect, it } from 'vitest';
import { checkContracts, type Checked } from '../contracts/check.mjs';
import { requireTools, TOOLS } from './render.js';

/**
 * The contract check's rules on small snapshots made here (docs/contract-checks.md): each
 * test changes one side of a released contract, as a commit would, and reads what the check says.
 */
/** A fixture, edited in place by each test. */
type Json = Record<string, any>;

const object = (properties: Json, required: string[]) => ({ type: 'object', properties, required });
const json = (schema: Json) => ({ 'application/json': { schema } });

function gatewayApi(): Json {
  return {
    openapi: '3.1.1',
    info: { title: 'fixture', version: '1.0.0' },
    paths: {
      '/api/blog-posts/{slug}': {
        get: {
          operationId: 'getPost',
          parameters: [{ name: 'slug', in: 'path', required: true, schema: { type: 'string' } }],
          responses: {
            200: { description: 'A post', content: json(object({ id: { type: 'string' }, title: { type: 'string' } }, ['id', 'title'])) },
          },
        },
      },
    },
  };
}

function messages(): Json {
  return {
    openapi: '3.1.1',
    info: { title: 'fixture', version: '1.0.0' },
    paths: {
      '/content.posts.list': {
        post: {
          operationId: 'listPosts',
          requestBody: { required: true, content: json(object({ view: { type: 'string', enum: ['summary', 'full'] } }, [])) },
          responses: {
            200: { description: 'The answer', content: json({ type: 'array', items: object({ id: { type: 'string' } }, ['id']) }) },
          },
        },
      },
    },
  };
}

function exposes(): Json {
  return {
    './HomePage': { props: { newsletterSlot: { type: 'ReactNode', optional: true } }, exports: { prefetch: 'PagePrefetch' } },
    './ArticlePage': { props: {}, exports: { prefetch: 'PagePrefetch' } },
  };
}

const shared = (react = '^19.3.1') => ({
  react: { range: react, version: '19.3.1' },
  '@livefully/web-kit/ui': { range: '^1.0.0', version: '1.0.0' },
});

/** Every kind of deployable, released at 1.0.0 and unchanged since. */
function deployables(): (Checked & { files: Json })[] {
  const made: [string, Checked['kind'], () => Json][] = [
    ['gateway', 'gateway', () => ({ 'openapi.json': gatewayApi() })],
    ['services/content', 'service', () => ({ 'messages.json': messages() })],
    ['shell', 'shell', () => ({ 'shared.json': shared() })],
    ['mf-content', 'remote', () => ({ 'exposes.json': exposes(), 'shared.json': shared() })],
  ];
  return made.map(([dir, kind, files]) => ({
    dir,
    kind,
    version: '1.0.0',
    files: files(),
    released: { deployable: dir, version: '1.0.0', commit: '0'.repeat(40), files: files() },
  }));
}

function changed(dir: string, change: (files: Json, deployable: Checked) => void) {
  const all = deployables();
  const one = all.find((deployable) => deployable.dir === dir)!;
  change(one.files, one);
  return checkContracts(all, { oasdiff: TOOLS.oasdiff });
}

beforeAll(requireTools);

describe('the contract check', () => {
  it('passes contracts that did not change', () => {
    expect(checkContracts(deployables(), { oasdiff: TOOLS.oasdiff })).toEqual({ failures: [], allowed: [] });
  });

  it('passes compatible additions: a route, a query parameter, a pattern, an optional field, a module, an optional prop', () => {
    const all = deployables();
    const [gateway, service, , remote] = all as [Checked & { files: Json }, Checked & { files: Json }, unknown, Checked & { files: Json }];
    const api = gateway.files['openapi.json'];
    api.paths['/api/blog-posts/{slug}'].get.parameters.push({ name: 'lang', in: 'query', required: false, schema: { type: 'string' } });
    api.paths['/api/guides'] = { get: { operationId: 'listGuides', responses: { 200: { description: 'Guides' } } } };
    const list = service.files['messages.json'].paths['/content.posts.list'].post;
    list.requestBody.content['application/json'].schema.properties.q = { type: 'string' };
    list.responses[200].content['application/json'].schema.items.properties.title = { type: 'string' };
    service.files['messages.json'].paths['/content.posts.count'] = {
      post: { operationId: 'countPosts', responses: { 200: { description: 'n' } } },
    };
    remote.files['exposes.json']['./GuidePage'] = { props: {}, exports: {} };
    remote.files['exposes.json']['./ArticlePage'].props.compact = { type: 'boolean', optional: true };
    expect(checkContracts(all, { oasdiff: TOOLS.oasdiff })).toEqual({ failures: [], allowed: [] });
  });

  it('fails a removed response field of an operation, naming the route and the field', () => {
    const { failures } = changed('gateway', (files) => {
      const schema = files['openapi.json'].paths['/api/blog-posts/{slug}'].get.responses[200].content['application/json'].schema;
      delete schema.properties.title;
      schema.required = ['id'];
    });
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(
      /^gateway 1\.0\.0 against its release 1\.0\.0: GET \/api\/blog-posts\/\{slug\}: .*`title`.*needs a major version/,
    );
  });

  it('allows the same breaking change with a major version bump, and still reports it', () => {
    const { failures, allowed } = changed('gateway', (files, deployable) => {
      delete files['openapi.json'].paths['/api/blog-posts/{slug}'];
      deployable.version = '2.0.0';
    });
    expect(failures).toEqual([]);
    expect(allowed).toEqual([
      expect.stringMatching(/^gateway 2\.0\.0 against its release 1\.0\.0: GET \/api\/blog-posts\/\{slug\}: API path removed/),
    ]);
  });

  it('fails a message schema that takes a new required field', () => {
    const { failures } = changed('services/content', (files) => {
      const schema = files['messages.json'].paths['/content.posts.list'].post.requestBody.content['application/json'].schema;
      schema.properties.lang = { type: 'string' };
      schema.required = ['lang'];
    });
    expect(failures).toEqual([
      expect.stringMatching(/^services\/content .*: message content\.posts\.list: added the new required request property `lang`/),
    ]);
  });

  it('fails a message schema whose enum narrowed, or whose answer lost a field or a pattern', () => {
    const { failures } = changed('services/content', (files) => {
      const list = files['messages.json'].paths['/content.posts.list'].post;
      list.requestBody.content['application/json'].schema.properties.view.enum = ['full'];
      const item = list.responses[200].content['application/json'].schema.items;
      item.properties.id.type = 'integer';
    });
    expect(failures.join('\n')).toMatch(/message content\.posts\.list: .*`summary`/);
    expect(failures.join('\n')).toMatch(/message content\.posts\.list: .*`items\/id`.*`string` to `integer`/);
    const removed = changed('services/content', (files) => delete files['messages.json'].paths['/content.posts.list']);
    expect(removed.failures).toEqual([expect.stringMatching(/message content\.posts\.list: API path removed/)]);
  });

  it("fails a remote whose exposed module's props changed incompatibly, or that dropped a module", () => {
    const { failures } = changed('mf-content', (files) => {
      const home = files['exposes.json']['./HomePage'];
      home.props.newsletterSlot.type = 'string';
      home.props.variant = { type: '"a" | "b"', optional: false };
      delete files['exposes.json']['./ArticlePage'];
    });
    expect(failures).toEqual([
      'mf-content 1.0.0 against its release 1.0.0: ./HomePage: prop `newsletterSlot` changed from `ReactNode` to `string` (a breaking change needs a major version)',
      'mf-content 1.0.0 against its release 1.0.0: ./HomePage: new required prop `variant` (a breaking change needs a major version)',
      'mf-content 1.0.0 against its release 1.0.0: ./ArticlePage: exposed module removed (a breaking change needs a major version)',
    ]);
  });

  it("fails a remote's shared range that the shell's version no longer meets, whatever the versions", () => {
    const { failures } = changed('mf-content', (files, deployable) => {
      files['shared.json'] = shared('^20.0.0');
      deployable.version = '2.0.0';
    });
    expect(failures).toEqual(['react: mf-content 2.0.0 requires ^20.0.0, shell 1.0.0 provides 19.3.1']);
  });
});
