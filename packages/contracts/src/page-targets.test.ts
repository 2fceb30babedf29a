import { describe, expect, it } from 'vitest';
import { pageTarget, prefetchablePath } from './page-targets.js';

const target = (requestTarget: string) => {
  const answer = pageTarget(requestTarget);
  return answer.ok ? answer.target : answer.status;
};

describe('pageTarget', () => {
  it('keeps a plain page as it is', () => {
    expect(target('/')).toBe('/');
    expect(target('/blog/fun-budget')).toBe('/blog/fun-budget');
    expect(target('/DMCA')).toBe('/DMCA');
  });

  it('never lets a path name a host: every form is a path of this site, or refused', () => {
    expect(target('//127.0.0.1:1080/api/email')).toBe('/127.0.0.1%3A1080/api/email');
    expect(target('///evil.example')).toBe('/evil.example');
    expect(target('/\\evil.example/x')).toBe(400);
    expect(target('/%5Cevil.example/x')).toBe(404);
    expect(target('/%2F%2Fevil.example/x')).toBe(404);
    expect(target('/http://evil.example/x')).toBe('/http%3A/evil.example/x');
    expect(target('http://evil.example/x')).toBe(400);
    expect(target('evil.example:80')).toBe(400);
    expect(target('*')).toBe(400);
    expect(target('/%2e%2e/%2e%2e/etc/passwd')).toBe(404);
    expect(target('/a/%00')).toBe(404);
    expect(target('/a b')).toBe(400);
    expect(target('/%E0%A4%A')).toBe(400);
    for (const form of ['//h:1/x', '///h', '/\\h', '/%2F%2Fh', '/http://h', '/%2f%2fh%2fx', '/.//h', '/./h']) {
      const answer = pageTarget(form);
      if (!answer.ok) continue;
      expect(new URL(answer.target, 'http://site.test').origin).toBe('http://site.test');
      expect(answer.target.startsWith('//')).toBe(false);
    }
  });

  it('decodes each segment once and encodes it one way, so spellings of one page share a key', () => {
    expect(target('/%62log/fun%2Dbudget')).toBe('/blog/fun-budget');
    expect(target('/blog//fun-budget/')).toBe('/blog/fun-budget');
    expect(target('/blog/%252F')).toBe('/blog/%252F');
  });

  it('calls a page private after normalising, in any case or encoding', () => {
    for (const form of [
      '/preview/abc.def',
      '/PREVIEW/abc.def',
      '/%70review/abc.def',
      '//preview/abc.def',
      '/Preview/abc.def/',
      '/subscriptions/confirm?token=x',
      '/SUBSCRIPTIONS/%55nsubscribe?token=x',
    ]) {
      const answer = pageTarget(form);
      expect(answer.ok && answer.private, form).toBe(true);
    }
    const blog = pageTarget('/blog');
    expect(blog.ok && blog.private).toBe(false);
  });

  it('keeps only the query parameters the page reads, first value, in one order', () => {
    expect(target('/topics?q1=x&q2=y')).toBe('/topics');
    expect(target('/blog?utm_source=x&category=travel&category=food')).toBe('/blog?category=travel');
    expect(target('/blog?category=')).toBe('/blog');
    expect(target('/search?q=slow%20travel&page=2')).toBe('/search?q=slow%20travel');
    expect(target('/apps?notify=what-i-like&x=1')).toBe('/apps?notify=what-i-like');
    expect(target('/authors/maya-chen?page=2&utm_source=x')).toBe('/authors/maya-chen?page=2');
    expect(target('/blog?page=3&utm_source=x&q=slow%20tea&category=Wellness')).toBe('/blog?category=Wellness&q=slow%20tea&page=3');
    expect(target('/subscriptions/confirm?x=1&token=abc')).toBe('/subscriptions/confirm?token=abc');
    expect(target(`/search?q=${'a'.repeat(513)}`)).toBe(414);
    expect(target(`/${'a'.repeat(1_100)}`)).toBe(414);
  });

  it('keeps a search term trimmed, as docs/requirements.md#r-search-term writes its address, and says that an untrimmed or blank one is redirected', () => {
    const untrimmed = pageTarget('/search?q=++slow+travel++&utm_source=x');
    expect(untrimmed).toMatchObject({ ok: true, target: '/search?q=slow%20travel', redirect: true });
    expect(pageTarget('/search?q=+++')).toMatchObject({ ok: true, target: '/search', redirect: true });
    expect(pageTarget('/search?q=')).toMatchObject({ ok: true, target: '/search', redirect: true });
    expect(pageTarget('/search?q=%09word%0A')).toMatchObject({ ok: true, target: '/search?q=word', redirect: true });
    expect(pageTarget('/search?q=slow+travel')).toMatchObject({ ok: true, target: '/search?q=slow%20travel', redirect: false });
    expect(pageTarget('/search')).toMatchObject({ ok: true, target: '/search', redirect: false });
    // Only a term is trimmed: other parameters keep their value, and are never redirected.
    expect(pageTarget('/blog?category=+travel+')).toMatchObject({ ok: true, target: '/blog?category=%20travel%20', redirect: false });
    expect(pageTarget('/search?q=+' + 'a'.repeat(513) + '+')).toMatchObject({ ok: false, status: 414 });
  });
});

describe('prefetchablePath', () => {
  it.each(['/', '/blog', '/blog/family-game-night', '/search', '/topics/foodie', '/apps'])('fetches %s ahead', (path) => {
    expect(prefetchablePath(path)).toBe(true);
  });

  it.each([
    '/admin',
    '/admin/posts',
    '/api/posts',
    '/preview/a.b',
    '/subscriptions/confirm',
    '/feed.xml',
    '/media/x/y.jpg',
    '/remotes/mf-content/x',
  ])('never fetches %s ahead', (path) => {
    expect(prefetchablePath(path)).toBe(false);
  });
});
