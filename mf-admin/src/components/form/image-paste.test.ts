import { describe, expect, it } from 'vitest';
import { imageFilesOf, insertPlaceholder, removePlaceholder, replacePlaceholder, setAltOf } from './image-paste';

const PATH = '/media/0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60/original-800x400.png';

describe('the markdown mode placeholder of a pasted image', () => {
  it('stands on a line of its own at the caret while the image uploads', () => {
    const next = insertPlaceholder('First.\nSecond.', 'First.'.length, 7, 'photo.png');
    expect(next.value).toBe('First.\n\n![Uploading photo.png…](#uploading-7)\n\nSecond.');
  });

  it('is replaced by the image where it is, after the writer kept typing around it', () => {
    const placed = insertPlaceholder('Intro.', 6, 3, 'a.png').value;
    const typed = `Before. ${placed} And after.`;
    expect(replacePlaceholder(typed, 3, PATH)).toBe(`Before. Intro.\n\n![](${PATH})\n\n And after.`);
    expect(replacePlaceholder(typed, 4, PATH)).toBe(typed);
  });

  it('leaves with the paragraph break it brought when the upload fails', () => {
    expect(removePlaceholder(insertPlaceholder('A\n\nB', 1, 1, 'x.png').value, 1)).toBe('A\n\nB');
    expect(removePlaceholder(insertPlaceholder('', 0, 2, 'x.png').value, 2)).toBe('');
    expect(removePlaceholder('Other ![x](#uploading-9) text', 1)).toBe('Other ![x](#uploading-9) text');
  });

  it('takes the alt text into the new image, kept on one line', () => {
    expect(setAltOf(`a ![](${PATH}) b`, PATH, ' Boats [at]\ndawn ')).toBe(`a ![Boats  at  dawn](${PATH}) b`);
  });

  it('picks the image files out of pasted data', () => {
    const png = new File([new Uint8Array([1])], 'a.png', { type: 'image/png' });
    const text = new File(['x'], 'a.txt', { type: 'text/plain' });
    expect(imageFilesOf({ files: [png, text] } as unknown as DataTransfer)).toEqual([png]);
    expect(imageFilesOf(null)).toEqual([]);
  });
});
