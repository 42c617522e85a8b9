import { startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CLIENTE, OBRA, OBRA_DETAIL, OBRA_ID, page, renderObras } from '../../test/fixtures.js';
import { importarObrasHref } from './obras-page.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const LI_AUSENTE =
  'Uma obra do tipo Construção precisa de uma Licença de Instalação (LI) ativa e válida em 01/05/2025 ' +
  'para ser iniciada. Cadastre a licença ou informe uma justificativa para iniciar a obra sem ela.';
const NAO_INICIADA = {
  ...OBRA,
  tipo: 'construcao' as const,
  situacao: 1,
  situacao_descricao: 'Não iniciada',
};
const JUSTIFICATIVA = 'Obra emergencial: rompimento da rede de drenagem.';

function mount(url: string, obra = OBRA) {
  api = startFakeApi((call) => {
    if (call.path === '/obras/obra' && call.method === 'GET') return page([obra]);
    if (call.path === `/obras/obra/${OBRA_ID}`)
      return {
        status: 200,
        body: {
          ...OBRA_DETAIL,
          historico: [
            {
              id: 'h1',
              situacao: 2,
              situacao_descricao: 'Iniciada',
              situacao_anterior: 1,
              data: '2025-03-01',
              motivo: 'Ordem de serviço emitida',
              previsao_reinicio: null,
              justificativa_sem_li: JUSTIFICATIVA,
              publicacao_veiculo: 'Diário Oficial do Município',
              publicacao_data: '2025-03-02',
              user_id: null,
              created_at: '2025-03-01T10:00:00.000Z',
            },
          ],
        },
      };
    if (call.path === '/obras/obra/id' && call.method === 'PUT' && obra.situacao === 1) {
      const body = call.body as { justificativa_sem_li?: string };
      return body.justificativa_sem_li
        ? { status: 200, body: OBRA_DETAIL }
        : { status: 409, body: { status: 'Error', message: LI_AUSENTE, code: 'LI_AUSENTE' } };
    }
    if (call.path === '/obras/obra/id' && call.method === 'PUT')
      return { status: 200, body: { ...OBRA_DETAIL, situacao: 4, situacao_descricao: 'Paralisada' } };
    if (call.path === '/v1/companies/clients')
      return { status: 200, body: [{ id: CLIENTE, name: 'Prefeitura de Exemplo' }] };
    return undefined;
  });
  renderObras(url);
}

describe('the works list', () => {
  it("shows each work's value with its amendments, the percentage executed, its situação and the CNO flag", async () => {
    mount('/app/obras/obra?situacao=2&tipo=reforma');
    const table = await screen.findByRole('region', { name: 'Obras' });
    await within(table).findByText('12/2025');
    expect(within(table).getByText('R$ 120.000,00')).toBeTruthy();
    expect(within(table).getByText('aditivos R$ 20.000,00')).toBeTruthy();
    expect(within(table).getByText('45,20%')).toBeTruthy();
    expect(within(table).getByText('R$ 54.240,00 medidos')).toBeTruthy();
    expect(within(table).getByText('Iniciada')).toBeTruthy();
    expect(within(table).getByText('Sem CNO')).toBeTruthy();
    expect(within(table).getByText('01/03/2025')).toBeTruthy();
    const call = api?.calls.find((c) => c.path === '/obras/obra');
    expect(call?.search.toString()).toBe('page=1&limit=10&situacao=2&tipo=reforma');
  });

  it('offers the works’ import of the Implantação to who may create works', async () => {
    mount('/app/obras/obra');
    expect(await screen.findByRole('button', { name: /Importar obras/ })).toBeTruthy();
    expect(importarObrasHref('/app/obras')).toBe('/app/patrimonio/implantacao/nova?tipo=obras');
  });

  it('changes the situação from the row: a paralisação asks for the expected restart', async () => {
    mount('/app/obras/obra');
    fireEvent.click(await screen.findByRole('button', { name: 'Mudar situação da obra 12/2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar situação da obra 12/2025' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Paralisada'));
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'Chuvas intensas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('Informe a previsão de reinício da obra paralisada.'),
    ).toBeTruthy();
    expect(api?.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('keeps the refusal to start without a Licença de Instalação in the dialog and starts on a justificativa', async () => {
    mount('/app/obras/obra', NAO_INICIADA);
    fireEvent.click(await screen.findByRole('button', { name: 'Mudar situação da obra 12/2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar situação da obra 12/2025' });
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('Iniciada'));
    fireEvent.change(within(dialog).getByLabelText('Motivo'), { target: { value: 'OS emitida' } });
    fireEvent.change(within(dialog).getByLabelText('Veículo de publicação'), {
      target: { value: 'Diário Oficial do Município' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText(LI_AUSENTE)).toBeTruthy();
    expect(within(dialog).getByText('Obra sem Licença de Instalação válida')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar mesmo assim' }));
    expect(
      await within(dialog).findByText(
        'Informe a justificativa para iniciar a obra sem Licença de Instalação.',
      ),
    ).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Justificativa'), { target: { value: JUSTIFICATIVA } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Iniciar mesmo assim' }));
    expect(await screen.findByText('Situação da obra alterada com sucesso!')).toBeTruthy();
    const puts = api?.calls.filter((c) => c.method === 'PUT') ?? [];
    expect(puts.map((c) => (c.body as { justificativa_sem_li?: string }).justificativa_sem_li)).toEqual([
      undefined,
      JUSTIFICATIVA,
    ]);
  });

  it("opens the work's page with its figures and amendments", async () => {
    mount(`/app/obras/obra/editar?id=${OBRA_ID}`);
    expect(await screen.findByText('Editar obra')).toBeTruthy();
    expect(screen.getByText('Valor da obra')).toBeTruthy();
    expect(screen.getAllByText('R$ 120.000,00').length).toBeGreaterThan(0);
    expect(screen.getByText('1º TA')).toBeTruthy();
    expect(
      screen.getByText('Obra iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Número') as HTMLInputElement).value).toBe('12/2025');
    expect(screen.getByText(`Iniciada sem Licença de Instalação: ${JUSTIFICATIVA}`)).toBeTruthy();
    expect(screen.getByText('Diário Oficial do Município, 02/03/2025')).toBeTruthy();
  });
});
