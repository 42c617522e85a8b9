// @vitest-environment jsdom
import './test-setup.js';
import { describe, expect, it } from 'vitest';
import { hidingRulesOf } from './test-styles.js';

describe('hidingRulesOf', () => {
  it('keeps display, visibility and pointer-events, in their rules and media blocks', () => {
    const css =
      '.a{color:red;display:none}.b{margin:0}@media (max-width:575px){.c{visibility:hidden;padding:1px}}' +
      '@keyframes spin{0%{display:block}100%{opacity:0}}.d:where(.x){pointer-events:none!important}';
    expect(hidingRulesOf(css)).toBe(
      '.a{display:none}@media (max-width:575px){.c{visibility:hidden}}.d:where(.x){pointer-events:none!important}',
    );
  });

  it('gives nothing for CSS that hides nothing, and survives unbalanced braces', () => {
    expect(hidingRulesOf('.a{color:red}.b{font-size:14px}')).toBe('');
    expect(hidingRulesOf('.a{display:flex}}.b{display:none')).toBe('.a{display:flex}.b{display:none}');
  });

  it('leaves a style element reading back what was written while jsdom sees the hiding rules only', () => {
    const style = document.createElement('style');
    style.innerHTML = '.hidden-by-class{display:none;color:red}';
    document.head.appendChild(style);
    expect(style.innerHTML).toBe('.hidden-by-class{display:none;color:red}');
    const el = document.createElement('div');
    el.className = 'hidden-by-class';
    document.body.appendChild(el);
    expect(getComputedStyle(el).display).toBe('none');
    expect(getComputedStyle(el).color).not.toBe('red');
    style.remove();
    el.remove();
  });
});
