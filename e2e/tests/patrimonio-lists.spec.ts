import { completeCnpj, LOCAL_HEADER } from '@gp/shared-contracts';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectReadableList, WIDTHS } from '../support/layout.js';
import { API_URL } from '../support/ports.js';
import { COMPANIES, signIn, USERS } from '../support/session.js';

/**
 * Every list of the patrimônio area reads on a desktop with the menu open and on a phone: no sideways
 * page scroll, every header whole and uncovered, rows as cards on the phone (docs/product.md, "Tabela
 * de dados"). The admin sees every list; the rows are records this run creates through the API, with
 * long texts on purpose.
 */

const RUN = Date.now().toString(36).slice(-5).toUpperCase();
/** A Mercosul plate of this run (ABC1D23). */
const letter = (n: number) => String.fromCharCode(65 + (Math.floor(n) % 26));
const PLACA = `${letter(Date.now() / 1000)}${letter(Date.now() / 26000)}${letter(Date.now() / 676000)}1${letter(Date.now())}23`;
const LONG = 'com descrição longa o bastante para não caber na coluna da tabela em nenhuma largura';

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post(`${API_URL}/session`, {
    data: { username: USERS.admin.username, password: USERS.admin.password },
  });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    token: string;
    locais: { id: string; empresa: { no_empresa: string } }[];
  };
  const local = body.locais.find((l) => l.empresa.no_empresa === COMPANIES.prefeitura);
  if (!local) throw new Error('admin sem local na Prefeitura');
  return { Authorization: `Bearer ${body.token}`, [LOCAL_HEADER]: local.id };
}

/**
 * A movable asset with a vehicle, a property with its location, an NCM reference and a conciliação, all of
 * this run.
 */
async function createRows(request: APIRequestContext) {
  const headers = await adminHeaders(request);
  const utils = await request.get(`${API_URL}/utils/bempatrimonial`, { headers });
  expect(utils.ok()).toBe(true);
  const { categorias, secretarias, setores } = (await utils.json()) as {
    categorias: { id: string; tipo_bem: string }[];
    secretarias: { id: string }[];
    setores: { id: string; secretaria_id: string }[];
  };
  const categoriaOf = (tipo: string) => categorias.find((c) => c.tipo_bem === tipo)?.id;
  const secretaria = secretarias[0]?.id;
  const setor = setores.find((s) => s.secretaria_id === secretaria)?.id;
  const asset = (data: Record<string, unknown>) =>
    request.post(`${API_URL}/patrimonio/bempatrimonial/create`, {
      headers,
      data: {
        estado_conservacao: 'novo',
        TipoIncorporacao: 1,
        data_aquisicao: '2025-01-10',
        valor_aquisicao: '1234567.89',
        secretaria_id: secretaria,
        ...(setor ? { setor_id: setor } : {}),
        ...data,
      },
    });
  const created = await Promise.all([
    asset({
      descricao: `Caminhão basculante ${RUN} ${LONG}`,
      tipo: 'movel',
      categoria_id: categoriaOf('movel'),
      veiculo: { tipo: 'veiculo', placa: PLACA, marca: 'Marca', modelo: `Modelo ${RUN} ${LONG}` },
    }),
    asset({
      descricao: `Terreno da praça ${RUN} ${LONG}`,
      tipo: 'imovel',
      categoria_id: categoriaOf('imovel'),
      localizacao: {
        descricao: `Praça central ${RUN} ${LONG}`,
        endereco: `Rua ${LONG}`,
        municipio: 'Exemplo',
        uf: 'SP',
      },
    }),
    request.post(`${API_URL}/patrimonio/fornecedor/create`, {
      headers,
      data: {
        tipo_pessoa: 'J',
        cpf_cnpj: completeCnpj(`L${RUN}0001`.padEnd(12, '0').slice(0, 12)),
        razao_social: `Fornecedor de listas ${RUN} ${LONG}`,
        email: 'contato.comercial.de.fornecedor@exemplo.com.br',
      },
    }),
    request.post(`${API_URL}/refncm/create`, {
      headers,
      data: {
        codigo: String(Date.now()).slice(-8),
        descricao: `Referência ${RUN} ${LONG}`,
        taxa_depreciacao: '10',
      },
    }),
    request.post(`${API_URL}/patrimonio/conciliacoes`, {
      headers,
      data: {
        data_balancete: '2026-10-31',
        observacao: `Balancete ${RUN}`,
        saldos: [{ conta_contabil: '1.2.3.1.1.01.01', saldo: '1234567.89' }],
      },
    }),
  ]);
  for (const response of created) expect(response.ok(), await response.text()).toBe(true);
}

/** Each list of the area: its address, its title (the table's name) and a text its rows show. */
const LISTS = [
  // The demo data unfiltered: its key column (Descrição) shows at least 30 characters at 1440 px.
  { path: '/app/patrimonio', title: 'Bens Patrimoniais', row: null },
  { path: '/app/patrimonio', title: 'Bens Patrimoniais', row: `Caminhão basculante ${RUN}` },
  { path: '/app/patrimonio/fornecedor', title: 'Fornecedores', row: `Fornecedor de listas ${RUN}` },
  // The STN categories are seeded; the list has no search. Its key column is the category's name.
  { path: '/app/patrimonio/categorias', title: 'Categorias', row: null },
  { path: '/app/patrimonio/ncm', title: 'Referências NCM', row: `Referência ${RUN}` },
  // A register of the assets' vehicles: its text is the asset's, a link; no key column of its own.
  {
    path: '/app/patrimonio/veiculos',
    title: 'Veículos e equipamentos',
    row: `Caminhão basculante ${RUN}`,
    keyColumn: false,
  },
  { path: '/app/patrimonio/imoveis', title: 'Imóveis', row: `Praça central ${RUN}` },
  // Every movement of the client (the assets this run creates are incorporated today): dates, kinds,
  // figures and the asset's link, no text of its own to read as a key column.
  { path: '/app/patrimonio/movimentacoes', title: 'Movimentações', row: null, keyColumn: false },
  // The twelve months of the selected exercício's year, whatever their state: months and figures, no
  // key text.
  {
    path: '/app/patrimonio/depreciacao',
    title: `Meses de ${new Date().getFullYear()}`,
    row: null,
    keyColumn: false,
  },
  // The conciliações with accounting: dates, figures and whether each agrees, no key text.
  { path: '/app/patrimonio/conciliacao', title: 'Conciliação contábil', row: null, keyColumn: false },
] as const;

test.describe('patrimônio lists on a desktop and on a phone', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeAll(async ({ request }) => {
    await createRows(request);
  });

  for (const [width, size] of Object.entries(WIDTHS)) {
    test(`every list reads at ${width} width`, async ({ page }, testInfo) => {
      test.setTimeout(300_000);
      await page.setViewportSize(size);
      await signIn(page, 'admin');
      for (const list of LISTS) {
        const search = list.row ? `?search=${encodeURIComponent(list.row.split(' ').at(-1) ?? '')}` : '';
        await page.goto(`${list.path}${search}`);
        const region = page.getByRole('region', { name: list.title });
        // Each list is a fresh page load: the host starts again and loads the area, slow on a busy machine.
        await expect(region).toBeVisible({ timeout: 30_000 });
        if (list.row) await expect(region).toContainText(list.row, { timeout: 30_000 });
        else
          await expect(region.locator('tbody tr.ant-table-row, li dl').first()).toBeVisible({
            timeout: 30_000,
          });
        await expectReadableList(page, list.title, { keyColumn: !('keyColumn' in list) });
        // Kept with the run's results, to look at the lists as a user does.
        await page.screenshot({
          path: testInfo.outputPath(`${list.path.split('/').at(-1)}${list.row ? '' : '-todos'}-${width}.png`),
          fullPage: true,
        });
        if (list.path === '/app/patrimonio')
          await expect(page.getByRole('button', { name: 'Adicionar' })).toBeInViewport();
      }
    });
  }
});
