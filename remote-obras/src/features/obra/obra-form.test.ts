import { SITUACAO_OBRA } from '@gp/shared-contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { nextSituacoes, toObraBody, toSituacaoBody } from './obra-form.js';

const OBRA = '0d6f3a52-6a43-4c1f-9b0e-3f2a1c4d5e6f';
const CLIENTE = '4305f302-eab1-4fb2-a79a-001a78ce1afe';
const SECRETARIA = '5a08533a-d733-4c4b-8984-b895c665f9ea';

describe('the work form', () => {
  it('sends the days as the API reads them and leaves empty fields out', () => {
    const result = toObraBody(
      {
        cliente_id: CLIENTE,
        numero: ' 12/2025 ',
        objeto: 'Reforma da escola',
        tipo: 'reforma',
        secretaria_id: SECRETARIA,
        valor_contratado: '150000.00',
        data_inicio: dayjs('2025-03-01'),
        previsao_conclusao: dayjs('2025-09-30'),
        endereco: '',
      },
      null,
    );
    expect(result).toEqual({
      body: expect.objectContaining({
        cliente_id: CLIENTE,
        numero: '12/2025',
        data_inicio: '2025-03-01',
        previsao_conclusao: '2025-09-30',
        valor_contratado: '150000.00',
      }),
    });
    expect('body' in result && 'endereco' in result.body && result.body.endereco).toBeFalsy();
  });

  it('refuses with the shared messages: no secretaria, the end before the start', () => {
    const result = toObraBody(
      {
        numero: '1',
        objeto: 'x',
        tipo: 'reforma',
        valor_contratado: '10.00',
        data_inicio: dayjs('2025-03-01'),
        previsao_conclusao: dayjs('2025-01-01'),
      },
      OBRA,
    );
    expect('issues' in result && result.issues.map((i) => i.path)).toEqual(
      expect.arrayContaining(['secretaria_id', 'previsao_conclusao']),
    );
  });
});

const PUBLICACAO = {
  publicacao_veiculo: 'Diário Oficial do Município',
  publicacao_data: dayjs('2025-05-02'),
};

describe('a change of situação', () => {
  it('asks for the expected restart of a paralisação, and offers nothing after the definitive receipt', () => {
    const refused = toSituacaoBody(OBRA, {
      situacao: SITUACAO_OBRA.paralisada,
      data: dayjs('2025-05-01'),
      motivo: 'Chuvas',
      ...PUBLICACAO,
      motivo_codigo: 14,
      responsavel_tipo: 'apuracao',
      apuracao_numero: 'PA 3/2025',
    });
    expect('issues' in refused && refused.issues).toEqual([
      { path: 'previsao_reinicio', message: 'Informe a previsão de reinício da obra paralisada.' },
    ]);
    const semResponsavel = toSituacaoBody(OBRA, {
      situacao: SITUACAO_OBRA.paralisada,
      data: dayjs('2025-05-01'),
      previsao_reinicio: dayjs('2025-06-01'),
      motivo: 'Chuvas',
      ...PUBLICACAO,
      motivo_codigo: 14,
    });
    expect('issues' in semResponsavel && semResponsavel.issues).toEqual([
      {
        path: 'responsavel_tipo',
        message: 'Informe o responsável pela paralisação: servidor, empresa ou o processo de apuração.',
      },
    ]);
    const ok = toSituacaoBody(OBRA, {
      situacao: SITUACAO_OBRA.iniciada,
      data: dayjs('2025-05-01'),
      motivo: 'Ordem de serviço emitida',
      previsao_reinicio: dayjs('2025-06-01'),
      ...PUBLICACAO,
      // Not a stoppage: its fields are not sent.
      motivo_codigo: 14,
    });
    expect(ok).toEqual({
      body: {
        id: OBRA,
        situacao: 2,
        data: '2025-05-01',
        motivo: 'Ordem de serviço emitida',
        publicacao_veiculo: 'Diário Oficial do Município',
        publicacao_data: '2025-05-02',
      },
    });
    expect(nextSituacoes(SITUACAO_OBRA.recebidaDefinitivamente)).toEqual([]);
    // 6 and 7 come from a recebimento record only, never from this dialog.
    expect(nextSituacoes(SITUACAO_OBRA.concluida)).toEqual([2, 3, 4, 8]);
  });

  it('sends a justificativa for starting without a Licença de Instalação, trimmed and of 10 characters at least', () => {
    const values = {
      situacao: SITUACAO_OBRA.iniciada,
      data: dayjs('2025-05-01'),
      motivo: 'OS emitida',
      ...PUBLICACAO,
    };
    const curta = toSituacaoBody(OBRA, { ...values, justificativa_sem_li: ' urgente ' });
    expect('issues' in curta && curta.issues).toEqual([
      {
        path: 'justificativa_sem_li',
        message: 'A justificativa para iniciar sem Licença de Instalação deve ter ao menos 10 caracteres.',
      },
    ]);
    const ok = toSituacaoBody(OBRA, { ...values, justificativa_sem_li: ' Obra emergencial da rede. ' });
    expect('body' in ok && ok.body.justificativa_sem_li).toBe('Obra emergencial da rede.');
    const outra = toSituacaoBody(OBRA, {
      ...values,
      situacao: SITUACAO_OBRA.concluida,
      justificativa_sem_li: 'Obra emergencial da rede.',
    });
    expect('body' in outra && outra.body.justificativa_sem_li).toBeUndefined();
    expect(nextSituacoes(SITUACAO_OBRA.naoIniciada)).not.toContain(1);
  });
});
