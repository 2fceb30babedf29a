/**
 * The values the apps' sources give Radix Themes' layout props, per breakpoint, read from their
 * syntax (TypeScript's parser): a JSX attribute or an object property named like a layout prop
 * (`size="3"`, `p={{ initial: '4', sm: '5' }}`, `{ mt: '2' }`), through ternaries; a value the
 * syntax does not give (`sm: imageBeside`, `size={TITLE_SIZE[size]}`) is read from its type, if
 * the file alone makes it a union of literals (`imageBeside?: 'left' | 'right'`); else it is
 * reported without a value (dynamic).
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
}

const nameOf = (name: ts.PropertyName | ts.JsxAttributeName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** Every value a file gives one of `props`, at each breakpoint a responsive object names. */
export function layoutValues(file: string, source: string, props: ReadonlySet<string>): LayoutValue[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: LayoutValue[] = [];
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
      return void found.push({ prop, breakpoint, value: node.text, at: at(node) });
    if (node.kind === ts.SyntaxKind.UndefinedKeyword || (ts.isIdentifier(node) && node.text === 'undefined')) return;
    // A responsive object: Radix reads its breakpoint keys and skips the others; one it cannot
    // read whole (a spread) could set any breakpoint.
    if (
      ts.isObjectLiteralExpression(node) &&
      breakpoint === 'initial' &&
      node.properties.some((p) => p.name && BREAKPOINT_KEYS.has(nameOf(p.name as ts.PropertyName) ?? ''))
    ) {
      for (const property of node.properties) {
        if (!ts.isPropertyAssignment(property)) found.push({ prop, breakpoint: '*', value: undefined, at: at(property) });
        else if (BREAKPOINT_KEYS.has(nameOf(property.name) ?? '')) read(prop, nameOf(property.name) as string, property.initializer);
      }
      return;
    }
    const values = typeValues(node);
    if (values === undefined) return void found.push({ prop, breakpoint, value: undefined, at: at(node) });
    for (const value of values) found.push({ prop, breakpoint, value, at: at(node) });
  };

  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node)) {
      const prop = nameOf(node.name);
      if (prop !== undefined && props.has(prop) && node.initializer) {
        const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
        read(prop, 'initial', value as ts.Expression | undefined);
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
