/**
 * The values the apps' sources give Radix Themes' layout props, per breakpoint, read from their
 * syntax (TypeScript's parser): a JSX attribute or an object property named like a layout prop
 * (`size="3"`, `p={{ initial: '4', sm: '5' }}`, `{ mt: '2' }`), through ternaries; a value the
 * syntax does not give (`sm: imageBeside`, `size={TITLE_SIZE[size]}`) is read from its type, if
 * the file alone makes it a union of literals (`imageBeside?: 'left' | 'right'`); else it is
 * reported without a value (dynamic). Radix's size and variant classes a source writes out
 * (`className="rt-SelectTrigger rt-r-size-3 rt-variant-surface"`) count as values of those props.
 */
import ts from 'typescript';

export const BREAKPOINT_KEYS = new Set(['initial', 'xs', 'sm', 'md', 'lg', 'xl']);

export interface LayoutValue {
  prop: string;
  breakpoint: string;
  /** The literal value, or undefined when the syntax does not give it. */
  value: string | undefined;
  /** `file:line`, for a failure to point at. */
  at: string;
  /** The Radix Themes component whose JSX element the value is given to (`<Callout.Root size="1">`: Callout), if it is one. */
  element?: string;
}

/** Where the apps import Radix Themes' components from. */
const RADIX_MODULES = new Set(['@livefully/web-kit/ui', '@livefully/web-kit/ui/widgets', '@radix-ui/themes']);

const nameOf = (name: ts.PropertyName | ts.JsxAttributeName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** Every value a file gives one of `props`, at each breakpoint a responsive object names. */
export function layoutValues(file: string, source: string, props: ReadonlySet<string>): LayoutValue[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LayoutValue[] = [];
  /** Local name → Radix component (`RadioCards as RadixRadioCards`). */
  const radixNames = new Map<string, string>();
  for (const statement of tree.statements) {
    if (
      !ts.isImportDeclaration(statement) ||
      !ts.isStringLiteral(statement.moduleSpecifier) ||
      !RADIX_MODULES.has(statement.moduleSpecifier.text)
    )
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const binding of bindings.elements) radixNames.set(binding.name.text, (binding.propertyName ?? binding.name).text);
  }
  /** `Callout.Root` → 'Callout', if the tag names a Radix component. */
  const elementOf = (attribute: ts.JsxAttribute) => {
    let tag: ts.Node = attribute.parent.parent.tagName;
    while (ts.isPropertyAccessExpression(tag)) tag = tag.expression;
    return ts.isIdentifier(tag) ? radixNames.get(tag.text) : undefined;
  };
  let element: string | undefined;
  const at = (node: ts.Node) => `${file}:${tree.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  let checker: ts.TypeChecker | undefined;
  /** The literals of the node's type, in this file alone (no imports, no lib), or undefined. */
  const typeValues = (node: ts.Expression): string[] | undefined => {
    if (checker === undefined) {
      const options: ts.CompilerOptions = { noResolve: true, noLib: true, types: [], strict: true, jsx: ts.JsxEmit.Preserve };
      const host = ts.createCompilerHost(options);
      host.getSourceFile = (name) => (name === file ? tree : undefined);
      host.fileExists = (name) => name === file;
      checker = ts.createProgram({ rootNames: [file], options, host }).getTypeChecker();
    }
    const type = checker.getTypeAtLocation(node);
    const values: string[] = [];
    for (const part of type.isUnion() ? type.types : [type]) {
      if (part.isStringLiteral()) values.push(part.value);
      else if (part.isNumberLiteral()) values.push(String(part.value));
      else if (part.flags & ts.TypeFlags.BooleanLiteral) values.push(checker.typeToString(part));
      else if (!(part.flags & ts.TypeFlags.Undefined)) return undefined;
    }
    return values.length > 0 ? values : undefined;
  };

  const read = (prop: string, breakpoint: string, node: ts.Expression | undefined): void => {
    if (node === undefined) return;
    if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
      return read(prop, breakpoint, node.expression);
    if (ts.isConditionalExpression(node)) {
      read(prop, breakpoint, node.whenTrue);
      return read(prop, breakpoint, node.whenFalse);
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isNumericLiteral(node))
      return void found.push({ prop, breakpoint, value: node.text, at: at(node), element });
    if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword)
      return void found.push({ prop, breakpoint, value: node.getText(), at: at(node), element });
    if (node.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return;
    // A responsive object: Radix reads its breakpoint keys and skips the others; one it cannot
    // read whole (a spread) could set any breakpoint.
    if (
      ts.isObjectLiteralExpression(node) &&
      breakpoint === 'initial' &&
      node.properties.some((p) => p.name && BREAKPOINT_KEYS.has(nameOf(p.name as ts.PropertyName) ?? ''))
    ) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) found.push({ prop, breakpoint: '*', value: undefined, at: at(property), element });
        else if (BREAKPOINT_KEYS.has(nameOf(property.name) ?? '')) read(prop, nameOf(property.name) as string, property.initializer);
      }
      return;
    }
    const values = typeValues(node);
    if (values === undefined) return void found.push({ prop, breakpoint, value: undefined, at: at(node), element });
    for (const value of values) found.push({ prop, breakpoint, value, at: at(node), element });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node)) {
      const prop = nameOf(node.name);
      if (prop !== undefined && props.has(prop)) {
        element = elementOf(node);
        // `<Text highContrast>`: a boolean attribute is true.
        if (!node.initializer) found.push({ prop, breakpoint: 'initial', value: 'true', at: at(node), element });
        else
          read(
            prop,
            'initial',
            (ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer) as ts.Expression | undefined,
          );
        element = undefined;
      }
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && node.text.includes('rt-')) {
      // Radix's classes written out by hand (a native select drawn as a Select's trigger).
      for (const [, size, variant, highContrast] of node.text.matchAll(
        /\brt-r-size-(\d+)\b|\brt-variant-([a-z]+)\b|\brt-(high-contrast)\b/g,
      )) {
        const [prop, value] = size ? ['size', size] : variant ? ['variant', variant] : ['highContrast', highContrast && 'true'];
        if (props.has(prop as string)) found.push({ prop: prop as string, breakpoint: 'initial', value, at: at(node) });
      }
    } else if (ts.isPropertyAssignment(node)) {
      const prop = nameOf(node.name);
      if (prop !== undefined && props.has(prop)) read(prop, 'initial', node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
