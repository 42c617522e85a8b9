import { describe, expect, it } from 'vitest';
import { backOfficeStyles, PREBUILT_STYLES_LAYER } from './server.js';

const css = backOfficeStyles();
/** antd's map at the sheet's end: cache path → style hash. */
const map = new Map(
  (css.match(/\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/)?.[1] ?? '')
    .split(';')
    .filter(Boolean)
    .map((entry) => entry.split(':') as [string, string]),
);
const components = [...map.keys()].map((path) => path.split('|')[1]);

describe("the back office's styles, made at build time", () => {
  it("end with antd's map of the styles they hold", () => {
    const entries = [...map].map(([path, hash]) => `${path}:${hash}`).join(';');
    expect(css.endsWith(`.data-ant-cssinjs-cache-path{content:"${entries}";}}`)).toBe(true);
    expect(map.size).toBeGreaterThan(30);
  });

  it('are one cascade layer, below the styles antd writes in the page later', () => {
    expect(css.startsWith(`@layer ${PREBUILT_STYLES_LAYER}{`)).toBe(true);
    let depth = 0;
    for (const [at, c] of [...css].entries()) {
      if (c === '{') depth++;
      else if (c === '}' && --depth === 0) expect(at).toBe(css.length - 1);
    }
  });

  it("hold the layout's, the sidebar's and the dashboard's components, loading and with figures", () => {
    for (const name of [
      'ProLayout',
      'ProLayoutSiderMenu',
      'ProLayoutPageContainer',
      'Menu-Menu',
      'Select-Select',
      'Dropdown-Dropdown',
      'Card-Card',
      'Skeleton-Skeleton',
      'Statistic-Statistic',
      'List-List',
      'Empty-Empty',
      'Button-Button',
    ])
      expect(components, name).toContain(name);
  });

  it("hold the fallback a route shows while its page's module downloads, under the page's theme", () => {
    const pageTheme = [...map.keys()].find((path) => path.includes('|App-App|'))?.split('|')[0];
    const paths = [...map.keys()];
    expect(paths).toContain(`${pageTheme}|Flex-Flex|ant-flex|anticon`);
    expect(paths).toContain(`${pageTheme}|Spin-Spin|ant-spin|anticon`);
  });

  it("hold each mapped style's rules", () => {
    for (const selector of ['.ant-pro-layout', '.ant-menu', '.ant-card', '.ant-statistic', '.ant-btn'])
      expect(css, selector).toContain(selector);
  });

  it('are the same at every build', () => {
    expect(backOfficeStyles()).toBe(css);
  });
});
