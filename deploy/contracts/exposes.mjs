// @ts-check
import { join } from 'node:path';
import ts from 'typescript';

/**
 * @typedef {{ type: string, optional: boolean }} Prop
 * @typedef {{ props: Record<string, Prop>, exports: Record<string, string> }} ExposedModule
 */

const FORMAT = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * A remote's exposed modules as the shell sees them, read by the TypeScript compiler from the
 * remote's own tsconfig: each module's component props (the default export's first parameter,
 * each with its type as TypeScript prints it and whether it may be left out) and its other
 * exports with their types (the `prefetch` the renderer calls). Printed types are compared as
 * text, so any change of a prop's type counts as a change.
 * @param {string} appDir the remote's folder
 * @param {Record<string, string>} exposes the module names and their files (web-apps.json)
 * @returns {Record<string, ExposedModule>}
 */
export function exposedModules(appDir, exposes) {
  const configPath = join(appDir, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!config) throw new Error(`${configPath}: not a tsconfig`);
  const files = Object.values(exposes).map((file) => join(appDir, file));
  const program = ts.createProgram({ rootNames: files, options: { ...config.options, noEmit: true } });
  const checker = program.getTypeChecker();
  /** @type {Record<string, ExposedModule>} */
  const modules = {};
  for (const [name, file] of Object.entries(exposes).sort(([a], [b]) => a.localeCompare(b))) {
    const source = program.getSourceFile(join(appDir, file));
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${appDir}: ${file} exposed as ${name} is not a module`);
    /** @type {ExposedModule} */
    const described = { props: {}, exports: {} };
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      // Types are not there at run time: the shell meets the values only (its types are the dts plugin's part).
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
      if (!(target.flags & ts.SymbolFlags.Value)) continue;
      const type = checker.getTypeOfSymbolAtLocation(symbol, source);
      if (symbol.name === 'default') described.props = propsOf(checker, type, source);
      else described.exports[symbol.name] = checker.typeToString(type, source, FORMAT);
    }
    modules[name] = described;
  }
  return modules;
}

/**
 * The props of a component: the first parameter of its call signature, none when it takes none.
 * @param {ts.TypeChecker} checker
 * @param {ts.Type} component
 * @param {ts.Node} at
 * @returns {Record<string, Prop>}
 */
function propsOf(checker, component, at) {
  const [signature] = component.getCallSignatures();
  const [parameter] = signature?.getParameters() ?? [];
  if (!parameter) return {};
  const props = checker.getTypeOfSymbolAtLocation(parameter, at);
  /** @type {Record<string, Prop>} */
  const described = {};
  for (const prop of checker.getPropertiesOfType(props).sort((a, b) => a.name.localeCompare(b.name))) {
    const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
    const type = checker.typeToString(checker.getTypeOfSymbolAtLocation(prop, at), at, FORMAT);
    // An optional prop's type takes `undefined`: left out, so that only `optional` says it.
    described[prop.name] = { type: optional ? type.replace(/ \| undefined$/, '') : type, optional };
  }
  return described;
}
