// `npm run lint:root` (so `npm test`): no React component of the site is longer than 100 lines
// (docs/architecture.md#site-shape). A component draws; a screen's chart wiring lives in its
// `use<Chart>()` hook beside it, and a self-contained part of the markup is a small component of
// its own, so that each reads in one screen. A component is a function whose name starts with a
// capital letter (`function Name`, `const Name = () =>`, `forwardRef(function Name …)`), in a
// tracked .ts or .tsx file under apps/site/src that is not a story or a test; its length counts
// from its first line (`export function Name(` or `const Name =`) to its closing brace, as the
// editor numbers them, its doc comment left out.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export const MAX_COMPONENT_LINES = 100;
const SITE = /^apps\/site\/src\/.*\.tsx?$/;
const NOT_CHECKED = /\.(stories|test|testing)\.[jt]sx?$|\.stories\.testing\.ts$|\.d\.ts$/;

const isComponentName = (name) => /^[A-Z]/.test(name);

/** The function a component's initialiser holds: itself, or the one wrapped in forwardRef or memo. */
function componentFunction(node) {
  if (!node) return null;
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
    return componentFunction(node.expression);
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return node;
  if (ts.isCallExpression(node)) {
    for (const argument of node.arguments) {
      const inner = componentFunction(argument);
      if (inner) return inner;
    }
  }
  return null;
}

/** Every component in one file's text, with its line count: `[{ name, line, lines }]`. */
export function componentSizes(text, fileName = 'component.tsx') {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found = [];
  const measure = (name, from, body) => {
    const line = lineOf(from.getStart(source));
    found.push({ name, line, lines: lineOf(body.getEnd()) - line + 1 });
  };
  const visit = (node) => {
    if (ts.isFunctionDeclaration(node) && node.name && node.body && isComponentName(node.name.text)) {
      measure(node.name.text, node, node);
    } else if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      isComponentName(node.name.text)
    ) {
      const fn = componentFunction(node.initializer);
      // From the statement's start, so that `export const` is counted as `export function` is.
      const statement = node.parent?.parent;
      if (fn) measure(node.name.text, ts.isVariableStatement(statement) ? statement : node, fn);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The site's component files, as git tracks them. */
function siteFiles(root) {
  const listed = execFileSync('git', ['ls-files', '-z', 'apps/site/src'], { cwd: root, encoding: 'utf8' });
  return listed
    .split('\0')
    .filter((file) => SITE.test(file) && !NOT_CHECKED.test(file) && existsSync(path.join(root, file)));
}

/** The check itself: the components over the limit. */
export function checkComponents(files, read) {
  const all = files.flatMap((file) =>
    componentSizes(read(file), file).map((component) => ({ ...component, file })),
  );
  const tooLong = all
    .filter((component) => component.lines > MAX_COMPONENT_LINES)
    .sort((a, b) => b.lines - a.lines);
  return { count: all.length, tooLong };
}

function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const files = siteFiles(root);
  const { count, tooLong } = checkComponents(files, (file) => readFileSync(path.join(root, file), 'utf8'));
  if (tooLong.length > 0) {
    console.error(
      [
        `${tooLong.length} site component(s) over ${MAX_COMPONENT_LINES} lines (move the chart's wiring into a use<Chart>() hook beside it and parts of the markup into small components: docs/architecture.md#site-shape):`,
        ...tooLong.map(
          ({ name, file, line, lines }) => `  ${String(lines).padStart(6)}  ${name}  ${file}:${line}`,
        ),
      ].join('\n'),
    );
    process.exit(1);
  }
  console.log(
    `component sizes: ${count} site components in ${files.length} files, none over ${MAX_COMPONENT_LINES} lines`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
