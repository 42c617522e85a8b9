import { ALL_RULES, READ_RULES, type Remessa, type RemessasDoPeriodo } from '@gp/shared-contracts';
import { renderArea, startFakeApi } from '@gp/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PatrimonioRoutes } from '../../routes.js';
import { patrimonioSession } from '../../test/fixtures.js';

let api: ReturnType<typeof startFakeApi> | null = null;
afterEach(() => api?.stop());

const OBRA = '0d0d0d0d-0d0d-4d0d-8d0d-0d0d0d0d0d0d';

const remessa = (over: Partial<Remessa>): Remessa => ({
  id: '0a0a0a0a-0a0a-4a0a-8a0a-0a0a0a0a0a01',
  tribunal: 'tce-sp',
  tipo: 'audesp-execucao',
  tipo_descricao: 'AUDESP Fase IV: Execução de obras e serviços de engenharia',
  ano: 2026,
  mes: 3,
  parte: 1,
  versao: 1,
  nome: 'AUDESP4_EXECUCAO_2026-03_parte1_v1.xml',
  sha256: 'a'.repeat(64),
  tamanho: 2048,
  obras: 2,
  valido: true,
  ocorrencias: [],
  diferenca: null,
  gerado_por: 'Administrador da Prefeitura',
  gerado_em: '2026-04-02T12:00:00.000Z',
  enviado_em: null,
  protocolo: null,
  enviado_por: null,
  acoes: { baixar: true, marcar_enviado: true },
  ...over,
});

const INVALIDA = remessa({
  valido: false,
  acoes: { baixar: false, marcar_enviado: false },
  ocorrencias: [
    {
      tipo: 'erro',
      mensagem:
        'Obra 12/2026: Código do ajuste no AUDESP (cadastro da obra): não informado (o leiaute o exige antes de ExecucaoObrasEngenharia).',
      obra_id: OBRA,
      obra_numero: '12/2026',
      campo: 'CodigoAjuste',
      link: `/app/obras/obra/editar?id=${OBRA}`,
      detalhe:
        "Element 'ExecucaoObrasEngenharia': This element is not expected. Expected is ( CodigoAjuste ).",
    },
  ],
});

function mount(periodo: RemessasDoPeriodo, rules: string[] = [...ALL_RULES]) {
  let atual = periodo;
  api = startFakeApi((call) => {
    if (call.path === '/patrimonio/prestacao-contas/remessas' && call.method === 'GET')
      return { status: 200, body: atual };
    if (call.path === '/patrimonio/prestacao-contas/configuracao')
      return { status: 200, body: { audesp_entidade: 12345, audesp_municipio: '6291' } };
    if (call.path.endsWith('/envio') && call.method === 'POST') {
      const [r] = atual.data;
      const enviado = {
        ...r!,
        enviado_em: '2026-04-03',
        protocolo: 'AUDESP-1',
        acoes: { baixar: true, marcar_enviado: false },
      };
      atual = { ...atual, data: [enviado] };
      return { status: 200, body: enviado };
    }
    return undefined;
  });
  renderArea(PatrimonioRoutes, {
    basePath: '/app/patrimonio',
    url: '/app/patrimonio/prestacao-contas?ano=2026&mes=3',
    session: patrimonioSession(rules),
  });
}

describe('remessas centre', () => {
  it('shows the month’s warnings and an invalid file’s errors per work and field, with the screen that fixes them, and no download', async () => {
    mount({
      data: [INVALIDA],
      avisos: ['A depreciação de 03/2026 não foi processada.'],
      trabalho_id: null,
      acoes: { gerar: true, configurar: true },
    });
    expect(await screen.findByRole('heading', { name: 'Prestação de contas' })).toBeTruthy();
    expect(await screen.findByText('A depreciação de 03/2026 não foi processada.')).toBeTruthy();
    expect(await screen.findByText('1 erro de validação')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Baixar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Marcar .* como enviado/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Gerar nova versão' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Relatório de validação de ${INVALIDA.nome}` }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Obra 12\/2026: Código do ajuste no AUDESP/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Corrigir' }).getAttribute('href')).toBe(
      `/app/obras/obra/editar?id=${OBRA}`,
    );
    expect(within(dialog).getByText(/XSD: Element 'ExecucaoObrasEngenharia'/)).toBeTruthy();
  });

  it('marks a valid file as sent with its protocol and date', async () => {
    mount({ data: [remessa({})], avisos: [], trabalho_id: null, acoes: { gerar: true, configurar: true } });
    expect(await screen.findByText('Válido, não enviado')).toBeTruthy();
    expect(screen.getByRole('button', { name: `Baixar ${remessa({}).nome}` })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: `Marcar ${remessa({}).nome} como enviado` }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Número do protocolo'), { target: { value: 'AUDESP-1' } });
    const data = within(dialog).getByLabelText('Data do envio');
    fireEvent.mouseDown(data);
    fireEvent.change(data, { target: { value: '03/04/2026' } });
    fireEvent.keyDown(data, { key: 'Enter', code: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Marcar como enviado' }));
    await waitFor(() => expect(api?.calls.some((c) => c.method === 'POST')).toBe(true));
    expect(api?.calls.find((c) => c.method === 'POST')?.body).toEqual({
      protocolo: 'AUDESP-1',
      data: '2026-04-03',
    });
    expect(await screen.findByText('Enviado em 03/04/2026 (protocolo AUDESP-1)')).toBeTruthy();
  });

  it('offers a read-only caller neither generation nor the codes’ change (the API’s acoes)', async () => {
    mount({ data: [], avisos: [], trabalho_id: null, acoes: { gerar: false, configurar: false } }, [
      ...READ_RULES,
    ]);
    expect(await screen.findByText('Nenhum arquivo gerado para este mês.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Gerar/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Alterar códigos' })).toBeNull();
    expect(await screen.findByText('12345')).toBeTruthy();
  });
});
