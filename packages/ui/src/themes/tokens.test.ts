import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.js';
import { tokens } from './tokens.js';

const { color } = tokens;

/**
 * Every text/background pair the components use. Text needs 4.5:1 (WCAG 1.4.3, AA); control
 * outlines, focus rings and icons that carry meaning need 3:1 (WCAG 1.4.11).
 */
const textPairs: Array<[string, string, string]> = [
  ['text on surface', color.text, color.surface],
  ['text on muted surface', color.text, color.surfaceMuted],
  ['text on sunken surface', color.text, color.surfaceSunken],
  ['muted text on surface', color.textMuted, color.surface],
  ['muted text on muted surface', color.textMuted, color.surfaceMuted],
  ['muted text on sunken surface', color.textMuted, color.surfaceSunken],
  ['brand on surface', color.brand, color.surface],
  ['brand on muted surface', color.brand, color.surfaceMuted],
  ['brand on brand soft', color.brand, color.brandSoft],
  ['brand on brand soft hover', color.brand, color.brandSoftHover],
  ['brand hover on surface', color.brandHover, color.surface],
  ['on brand on brand', color.onBrand, color.brand],
  ['on brand on brand hover', color.onBrand, color.brandHover],
  ['on highlight on highlight', color.onHighlight, color.highlight],
  ['on highlight on highlight hover', color.onHighlight, color.highlightHover],
  ['on brand on danger', color.onBrand, color.danger],
  ['on brand on danger hover', color.onBrand, color.dangerHover],
  ['danger on surface', color.danger, color.surface],
  ['danger on danger soft', color.danger, color.dangerSoft],
  ['success on success soft', color.success, color.successSoft],
  ['warning on warning soft', color.warning, color.warningSoft],
  ['info on info soft', color.info, color.infoSoft],
  ['text on info soft', color.text, color.infoSoft],
  ['text on danger soft', color.text, color.dangerSoft],
  ['text on success soft', color.text, color.successSoft],
  ['text on warning soft', color.text, color.warningSoft],
  ['on inverse on inverse', color.onInverse, color.surfaceInverse],
  ['on inverse muted on inverse', color.onInverseMuted, color.surfaceInverse],
  ['disabled text on disabled', color.onDisabled, color.disabled],
  ['text on highlight (badge)', color.onHighlight, color.highlight],
];

const outlinePairs: Array<[string, string, string]> = [
  ['control border on surface', color.borderStrong, color.surface],
  ['control border on muted surface', color.borderStrong, color.surfaceMuted],
  ['focus ring on surface', color.focusRing, color.surface],
  ['focus ring on muted surface', color.focusRing, color.surfaceMuted],
  ['inverse focus ring on inverse', color.focusRingInverse, color.surfaceInverse],
  ['brand outline on surface', color.brand, color.surface],
  ['danger outline on surface', color.danger, color.surface],
];

describe('colour tokens', () => {
  it.each(textPairs)('%s reaches 4.5:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(outlinePairs)('%s reaches 3:1', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(3);
  });

  it('computes the WCAG ratio (black on white is 21:1)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
