import { afterEach, describe, expect, it, vi } from 'vitest';
import { stylesheetSingleton } from './style-singleton';

/** Just enough of a document with constructable stylesheets (jsdom has none). */
class FakeSheet {
  css = '';
  replaceSync(css: string) {
    this.css = css;
  }
}

function stubDocument() {
  const document = { adoptedStyleSheets: [] as FakeSheet[] };
  vi.stubGlobal('document', document);
  vi.stubGlobal('CSSStyleSheet', FakeSheet);
  return document;
}

afterEach(() => vi.unstubAllGlobals());

describe('stylesheetSingleton', () => {
  it('adopts the first styles once, keeps them while anyone uses them, and drops them after the last', () => {
    const document = stubDocument();
    const other = new FakeSheet();
    document.adoptedStyleSheets.push(other);
    const sheet = stylesheetSingleton();

    sheet.add('body { overflow: hidden }');
    sheet.add('body { overflow: scroll }');
    expect(document.adoptedStyleSheets.map((s) => s.css)).toEqual(['', 'body { overflow: hidden }']);
    sheet.remove();
    expect(document.adoptedStyleSheets).toHaveLength(2);
    sheet.remove();
    expect(document.adoptedStyleSheets).toEqual([other]);

    sheet.add('body { margin: 0 }');
    expect(document.adoptedStyleSheets.at(-1)?.css).toBe('body { margin: 0 }');
  });

  it('does nothing where the browser cannot adopt stylesheets', () => {
    vi.stubGlobal('document', {});
    const sheet = stylesheetSingleton();
    expect(() => {
      sheet.add('body { overflow: hidden }');
      sheet.remove();
    }).not.toThrow();
  });
});
