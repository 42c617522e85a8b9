import AxeBuilder from '@axe-core/playwright';
import { completeCnpj } from '@gp/shared-contracts';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiAs } from './api.js';

/** The demo Prefeitura's CNPJ (api/src/db/seed.ts), the entity whose public pages the suite opens. */
export const PREFEITURA_CNPJ = completeCnpj('123456780001');

type InternalList = { data: { id: string; CodigoBEM: number; descricao: string }[] };

/**
 * An asset of the demo Prefeitura, read with the back office's API (the public pages need its id): the first in
 * code order, the demo's first asset, which has a photo.
 */
export async function someAsset(request: APIRequestContext) {
  const api = await apiAs(request, 'admin', 'prefeitura');
  const { body } = await api.get<InternalList>('/patrimonio/bempatrimonial?limit=1');
  const bem = body.data[0];
  if (!bem) throw new Error('a Prefeitura de demonstração não tem bens');
  return bem;
}

/** A serious or critical axe violation: its rule, impact and the elements that break it. */
export type AxeViolation = { id: string; impact: string; nodes: number; targets: string[] };

/**
 * axe-core over the page as it is (WCAG 2.1 A and AA rules, colour contrast included): its serious and
 * critical violations. The public area and the back office (tests/acessibilidade.spec.ts) use the same.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/**
 * No serious or critical violation on the page. The message lists each rule with the elements that
 * break it.
 */
export async function expectAccessible(page: Page, label: string) {
  const grave = await axeViolations(page);
  expect(
    grave.map((v) => `${v.id} (${v.impact}): ${v.targets.join(' | ')}`),
    `violações de acessibilidade em ${label}`,
  ).toEqual([]);
}
