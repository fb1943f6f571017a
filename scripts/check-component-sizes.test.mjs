// The component-size check's own test (`node --test`, in `npm run lint:root`): what it counts as a
// component, how it measures one, and what fails (docs/architecture.md#site-shape).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkComponents, componentSizes, MAX_COMPONENT_LINES } from './check-component-sizes.mjs';

/** A component `name` written as `form` ('function', 'arrow' or 'forwardRef'), `lines` lines long. */
function component(name, lines, form = 'function') {
  const body = Array.from({ length: lines - 3 }, (_, index) => `  const line${index} = ${index};`);
  const open = {
    function: `export function ${name}() {`,
    arrow: `export const ${name} = () => {`,
    forwardRef: `export const ${name} = forwardRef<HTMLDivElement>(function ${name}(_, ref) {`,
  }[form];
  const close = form === 'forwardRef' ? '});' : form === 'arrow' ? '};' : '}';
  return [open, ...body, '  return <div />;', close].join('\n');
}

const check = (files) => checkComponents(Object.keys(files), (file) => files[file]);

describe('componentSizes', () => {
  it('measures a component from its first line to its closing brace, its doc comment left out', () => {
    const text = `import { x } from 'y';\n\n/**\n * What it draws.\n */\n${component('Panel', 12)}\n`;
    assert.deepEqual(componentSizes(text, 'panel.tsx'), [{ name: 'Panel', line: 6, lines: 12 }]);
  });

  it('counts arrow components and those wrapped in forwardRef, from the `export const` line', () => {
    const text = `${component('Arrow', 7, 'arrow')}\n${component('Wrapped', 9, 'forwardRef')}\n`;
    assert.deepEqual(
      componentSizes(text, 'parts.tsx').map(({ name, lines }) => ({ name, lines })),
      [
        { name: 'Arrow', lines: 7 },
        { name: 'Wrapped', lines: 9 },
      ],
    );
  });

  it('leaves out hooks and other functions whose name is not capitalised', () => {
    const text = `export function useChart() {\n  return 1;\n}\nconst helper = () => 2;\nconst LIMIT = 3;\n`;
    assert.deepEqual(componentSizes(text, 'use-chart.ts'), []);
  });
});

describe('checkComponents', () => {
  it(`passes a component of ${MAX_COMPONENT_LINES} lines`, () => {
    const result = check({ 'short.tsx': component('Short', MAX_COMPONENT_LINES) });
    assert.deepEqual(result.tooLong, []);
    assert.equal(result.count, 1);
  });

  it(`fails a component of ${MAX_COMPONENT_LINES + 1} lines, naming it, its file and its line`, () => {
    const result = check({
      'short.tsx': component('Short', 20),
      'long.tsx': `\n${component('Long', MAX_COMPONENT_LINES + 1, 'arrow')}`,
    });
    assert.deepEqual(result.tooLong, [
      { name: 'Long', file: 'long.tsx', line: 2, lines: MAX_COMPONENT_LINES + 1 },
    ]);
  });
});
