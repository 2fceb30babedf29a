import { describe, expect, it } from 'vitest';
import { layoutValues } from './layout-values.js';

const PROPS = new Set(['p', 'size', 'side', 'direction', 'mt']);
const values = (source: string) =>
  layoutValues('card.tsx', source, PROPS).map(({ prop, breakpoint, value }) => `${breakpoint} ${prop} ${value ?? '?'}`);

describe('the values the sources give layout props', () => {
  it('reads JSX attributes, responsive objects, ternaries and plain objects', () => {
    expect(
      values(`
        const style = { mt: '2' };
        export const A = ({ row }: { row: boolean }) => (
          <Flex p="4" direction={row ? { initial: 'column', sm: 'row' } : 'column'} size={{ initial: '2', md: '3', nope: '9' }} />
        );`),
    ).toEqual([
      'initial mt 2',
      'initial p 4',
      'initial direction column',
      'sm direction row',
      'initial direction column',
      'initial size 2',
      'md size 3',
    ]);
  });

  it('reads a value the syntax does not give from its type in the file, else reports it without one', () => {
    expect(
      values(`
        const TITLE = { small: '4', large: '6' } as const;
        export const A = ({ size, side, gap }: { size: 'small' | 'large'; side?: 'left' | 'right'; gap: string }) => (
          <Inset size={TITLE[size]} side={{ initial: 'top', sm: side }} p={gap} />
        );`),
    ).toEqual(['initial size 4', 'initial size 6', 'initial side top', 'sm side left', 'sm side right', 'initial p ?']);
  });

  it('reports a responsive object it cannot read whole at every breakpoint', () => {
    expect(values(`const a = <Box p={{ initial: '1', ...more }} />;`)).toEqual(['initial p 1', '* p ?']);
  });

  it('names the Radix component an element is, through aliases and parts, and reads the classes a source writes out', () => {
    const found = layoutValues(
      'form.tsx',
      `import { Callout, TextField as RadixTextField } from '@livefully/web-kit/ui';
        import { Field } from './field';
        const a = <><Callout.Root size="1" highContrast /><RadixTextField.Root variant="soft" /><Field size="3" /></>;
        const b = <select className="rt-SelectTrigger rt-r-size-3 rt-variant-surface" />;`,
      new Set(['size', 'variant', 'highContrast']),
    ).map(({ element, prop, value }) => `${element ?? '-'} ${prop} ${value}`);
    expect(found).toEqual([
      'Callout size 1',
      'Callout highContrast true',
      'TextField variant soft',
      '- size 3',
      '- size 3',
      '- variant surface',
    ]);
  });
});
