import { PUBLICO_CSV_COLUMNS } from '@gp/shared-contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CNPJ, entidade, filtros, obrasPage, page } from '../../test/fixtures.js';
import { API, fakeApi, renderAt } from '../../test/render.js';

afterEach(() => vi.unstubAllGlobals());

const base = `/publico/entidades/${CNPJ}`;
const routes = () => ({
  [base]: { status: 200, body: entidade },
  [`${base}/bens/filtros`]: { status: 200, body: filtros },
  [`${base}/obras`]: { status: 200, body: obrasPage() },
  [`${base}/bens`]: (url: URL) => ({
    status: 200,
    body: page({ page: Number(url.searchParams.get('page') ?? 1) }),
  }),
});

describe("an entity's transparency page (/publico/transparencia/{cpf_cnpj})", () => {
  it('shows the entity, the exact totals, a page of assets and the date of the data', async () => {
    fakeApi(routes());
    renderAt(`/publico/transparencia/${CNPJ}`);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Bens patrimoniais de Prefeitura Municipal de Exemplo',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/CNPJ 12\.345\.678\/0001-95/)).toBeTruthy();
    expect(await screen.findByText('45 bens')).toBeTruthy();
    expect(screen.getByText('Valor de aquisição: R$ 123.456,78')).toBeTruthy();
    expect(screen.getByText('Valor contábil: R$ 100.000,00')).toBeTruthy();
    expect(
      screen.getAllByText(/^Dados atualizados em \d{2}\/\d{2}\/2026 \d{2}:\d{2}$/).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Nº 42 — Mesa de escritório' }).getAttribute('href')).toBe(
      '/publico/bempatrimonial/6f1c0c8e-0000-4000-8000-000000000001',
    );
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
  });

  it('filters through the address, pages on the server, and the downloads follow the filters', async () => {
    const asked = fakeApi(routes());
    renderAt(`/publico/transparencia/${CNPJ}`);
    await screen.findByText('45 bens');
    await screen.findByRole('option', { name: 'Secretaria de Saúde' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Secretaria'), 'Secretaria de Saúde');
    await user.selectOptions(screen.getByLabelText('Ano de aquisição'), '2025');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    const query = 'secretaria_id=0b3a8a3c-0000-4000-8000-00000000000b&ano=2025';
    await waitFor(() => expect(window.location.search).toBe(`?${query}`));
    await waitFor(() => expect(asked).toContain(`${base}/bens?${query}&page=1&limit=20`));
    expect(screen.getByRole('link', { name: 'Baixar CSV' }).getAttribute('href')).toBe(
      `${API}${base}/bens/exportar?${query}&formato=csv`,
    );
    expect(screen.getByRole('link', { name: 'Baixar JSON' }).getAttribute('href')).toBe(
      `${API}${base}/bens/exportar?${query}&formato=json`,
    );

    await user.click(await screen.findByRole('button', { name: 'Próxima' }));
    await waitFor(() => expect(asked).toContain(`${base}/bens?${query}&page=2&limit=20`));
    expect(await screen.findByText('Página 2 de 3')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(window.location.search).toBe(''));
  });

  it('documents the download columns, in the order of the CSV', async () => {
    fakeApi(routes());
    renderAt(`/publico/transparencia/${CNPJ}`);
    await screen.findByText('45 bens');
    const table = screen.getByRole('table', { name: 'Colunas dos arquivos CSV e JSON' });
    const names = [...table.querySelectorAll('tbody th')].map((th) => th.textContent);
    expect(names).toEqual([...PUBLICO_CSV_COLUMNS]);
  });

  it('refuses a document with wrong check digits without asking the API', async () => {
    const asked = fakeApi(routes());
    renderAt('/publico/transparencia/12345678000100');
    expect(await screen.findByRole('heading', { level: 1, name: 'CPF ou CNPJ inválido' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('CNPJ inválido.');
    expect(screen.getByLabelText('CPF ou CNPJ da entidade').getAttribute('aria-invalid')).toBe('true');
    expect(asked).toEqual([]);
  });

  it('an unknown entity: "Nenhuma entidade encontrada", and the form to try another', async () => {
    fakeApi({});
    renderAt('/publico/transparencia/11222333000181');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nenhuma entidade encontrada' }),
    ).toBeTruthy();
    const input = screen.getByLabelText('CPF ou CNPJ da entidade') as HTMLInputElement;
    expect(input.value).toBe('11.222.333/0001-81');
    fireEvent.change(input, { target: { value: '12345678000195' } });
    fakeApi(routes());
    fireEvent.click(screen.getByRole('button', { name: 'Consultar' }));
    await waitFor(() => expect(window.location.pathname).toBe(`/publico/transparencia/${CNPJ}`));
    expect(await screen.findByText('45 bens')).toBeTruthy();
  });

  it('shows the works: situação, % executado as text and bar, and those paralisadas for over a month', async () => {
    const asked = fakeApi(routes());
    renderAt(`/publico/transparencia/${CNPJ}`);
    const section = await screen.findByRole('region', { name: 'Obras' });
    await within(section).findByText('2 obras');
    expect(asked).toContain(`${base}/obras?page=1&limit=20`);
    const list = within(section).getByRole('list', { name: 'Obras' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(
      within(first).getByRole('heading', { name: 'Nº 001/2026 — Construção da creche municipal' }),
    ).toBeTruthy();
    expect(within(first).getByText('Iniciada')).toBeTruthy();
    expect(within(first).getByText('Construtora Horizonte Ltda')).toBeTruthy();
    expect(within(first).getByText('10/01/2026 · 10/12/2026')).toBeTruthy();
    expect(within(first).getByText('R$ 1.000.000,00 + R$ 250.000,00 = R$ 1.250.000,00')).toBeTruthy();
    expect(within(first).getByText('45,20%')).toBeTruthy();
    const bar = within(first).getByRole('progressbar', {
      name: 'Percentual executado da obra nº 001/2026',
    });
    expect(bar.getAttribute('aria-valuenow')).toBe('45.2');
    expect(bar.getAttribute('aria-valuetext')).toBe('45,20%');

    const block = within(section).getByRole('region', { name: 'Obras paralisadas há mais de um mês' });
    expect(block.className).toContain('gp-pub-alert');
    expect(within(block).getByText('Nº 002/2026 — Pavimentação da Estrada do Ribeirão')).toBeTruthy();
    expect(within(block).getByText('Paralisada desde 01/09/2026')).toBeTruthy();
    expect(
      within(block).getByText('14 – Força maior: Chuvas acima da média impedem a compactação do solo.'),
    ).toBeTruthy();
    expect(within(block).getByText('Servidor(a) Maria Engenheira (CPF ***.456.789-**)')).toBeTruthy();
    expect(within(block).getByText('15/01/2027')).toBeTruthy();

    // The place with the open map; each stoppage of a work, its own record.
    const map = within(first).getByRole('link', { name: '-19,916681; -43,934493 (ver no mapa)' });
    expect(map.getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=-19.916681&mlon=-43.934493#map=17/-19.916681/-43.934493',
    );
    expect(first.id).toBe('obra-0b5a1c8e-0000-4000-8000-000000000001');
    const second = within(list).getAllByRole('listitem', { name: undefined })[1]!;
    expect(second).toBeTruthy();
    const stoppages = within(section).getByRole('list', { name: 'Paralisações da obra nº 002/2026' });
    const items = within(stoppages).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]!.textContent).toContain('01/04/2026 a 10/05/2026');
    expect(items[1]!.textContent).toContain('Em apuração: processo nº PA 7/2026');
  });

  it('an entity without works: "Nenhuma obra publicada.", no paralisadas block', async () => {
    fakeApi({
      ...routes(),
      [`${base}/obras`]: { status: 200, body: obrasPage({ data: [], total: 0, paralisadas: [] }) },
    });
    renderAt(`/publico/transparencia/${CNPJ}`);
    const section = await screen.findByRole('region', { name: 'Obras' });
    expect(await within(section).findByText('Nenhuma obra publicada.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Obras paralisadas há mais de um mês' })).toBeNull();
  });
});
