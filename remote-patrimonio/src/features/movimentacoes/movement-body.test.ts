import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  ADMINISTRACAO,
  ALMOXARIFADO,
  BEM,
  EDUCACAO,
  ESCOLA,
  TIPOS_MOVIMENTACAO,
} from '../../test/fixtures.js';
import { movementTypeOptions, toMovementBody } from './movement-body.js';

const tipo = (efeito: string) => TIPOS_MOVIMENTACAO.find((t) => t.efeito === efeito);
const byLabel = (situacao: Parameters<typeof movementTypeOptions>[1]) =>
  Object.fromEntries(movementTypeOptions(TIPOS_MOVIMENTACAO, situacao).map((o) => [o.label, o]));

describe('movement types offered for an asset', () => {
  it('never offers the incorporation, booked when the asset is created', () => {
    const labels = movementTypeOptions(TIPOS_MOVIMENTACAO, 'em_uso').map((o) => o.label);
    expect(labels).not.toContain('Incorporação');
    expect(labels).toHaveLength(10);
  });

  it('offers a baixado asset only the estorno', () => {
    const options = movementTypeOptions(TIPOS_MOVIMENTACAO, 'baixado');
    expect(options.filter((o) => !o.disabled).map((o) => o.label)).toEqual(['Estorno']);
    expect(byLabel('baixado').Baixa?.reason).toBe('O bem está baixado: só aceita o estorno.');
  });

  it('disables a return the asset is not in, and a move to where it already is', () => {
    const emUso = byLabel('em_uso');
    expect(emUso['Retorno de manutenção']).toMatchObject({
      disabled: true,
      reason: 'Exige o bem na situação "Em manutenção".',
    });
    expect(emUso['Envio para manutenção']?.disabled).toBe(false);
    const manutencao = byLabel('em_manutencao');
    expect(manutencao['Retorno de manutenção']?.disabled).toBe(false);
    expect(manutencao['Envio para manutenção']).toMatchObject({
      disabled: true,
      reason: 'O bem já está na situação "Em manutenção".',
    });
  });
});

describe('movement body (create)', () => {
  const data = dayjs('2025-03-31T14:30:00-03:00');

  it('sends a transfer with its destination, the asset code, account and incorporation type', () => {
    const result = toMovementBody(BEM, tipo('transferencia'), {
      Data: data,
      secretaria_id: EDUCACAO,
      setor_id: ESCOLA,
      Observacao: '  Remanejamento  ',
    });
    expect(result).toEqual({
      body: {
        CodigoBEM: 7,
        TipoMovimentacao: 2,
        TipoIncorporacao: 1,
        bempatrimonial_id: BEM.id,
        ContaContabil: 123110303,
        Data: '2025-03-31T17:30:00.000Z',
        secretaria_id: EDUCACAO,
        setor_id: ESCOLA,
        Observacao: 'Remanejamento',
      },
    });
  });

  it('asks a transfer for a destination, and refuses the place the asset is already in', () => {
    expect(toMovementBody(BEM, tipo('transferencia'), {})).toEqual({
      issues: [{ path: 'secretaria_id', message: 'Informe a secretaria de destino.' }],
    });
    expect(
      toMovementBody(BEM, tipo('transferencia'), { secretaria_id: ADMINISTRACAO, setor_id: ALMOXARIFADO }),
    ).toEqual({ issues: [{ path: 'setor_id', message: 'O bem já está nesta secretaria e neste setor.' }] });
  });

  it('sends the exact value of a revaluation and asks for it when missing', () => {
    expect(toMovementBody(BEM, tipo('reavaliacao'), {})).toEqual({
      issues: [{ path: 'Valor', message: 'Informe o valor.' }],
    });
    const result = toMovementBody(BEM, tipo('reavaliacao'), { Valor: '1500.10' });
    expect(result).toMatchObject({ body: { TipoMovimentacao: 5, Valor: '1500.10' } });
    expect('body' in result && 'secretaria_id' in result.body).toBe(false);
  });

  it('asks a baixa for its reason and sends only what the type uses', () => {
    expect(toMovementBody(BEM, tipo('baixa'), { Valor: '1.00', secretaria_id: EDUCACAO })).toEqual({
      issues: [{ path: 'MotivoBaixa', message: 'Informe o motivo da baixa.' }],
    });
    const result = toMovementBody(BEM, tipo('baixa'), { MotivoBaixa: 5, Valor: '1.00' });
    expect(result).toEqual({
      body: {
        CodigoBEM: 7,
        TipoMovimentacao: 4,
        TipoIncorporacao: 1,
        bempatrimonial_id: BEM.id,
        ContaContabil: 123110303,
        MotivoBaixa: 5,
      },
    });
  });

  it('sends a baixa’s act or process and who authorised it (a blank one left out), never on another type', () => {
    const bodyOf = (r: ReturnType<typeof toMovementBody>) => ('body' in r ? r.body : undefined);
    const extra = { processo_baixa: 'Processo nº 345/2026', autorizada_por: 'Maria, Prefeita' };
    const baixa = bodyOf(toMovementBody(BEM, tipo('baixa'), { MotivoBaixa: 7, ...extra }));
    expect(baixa).toMatchObject({ MotivoBaixa: 7, ...extra });
    const vazia = bodyOf(toMovementBody(BEM, tipo('baixa'), { MotivoBaixa: 7, processo_baixa: '  ' }));
    expect(vazia).toBeDefined();
    expect(vazia).not.toHaveProperty('processo_baixa');
    const transferencia = bodyOf(
      toMovementBody(BEM, tipo('transferencia'), {
        secretaria_id: EDUCACAO,
        setor_id: ESCOLA,
        ...extra,
      }),
    );
    expect(transferencia).toBeDefined();
    expect(transferencia).not.toHaveProperty('processo_baixa');
    expect(transferencia).not.toHaveProperty('autorizada_por');
  });

  it('asks a change of holder for the new one', () => {
    expect(toMovementBody(BEM, tipo('responsavel'), { Responsavel: ' ' })).toEqual({
      issues: [{ path: 'Responsavel', message: 'Informe o novo responsável.' }],
    });
  });

  it("reports the shared schema's message for a value that is not money", () => {
    const result = toMovementBody(BEM, tipo('reavaliacao'), { Valor: '12,5,0' });
    expect(result).toEqual({
      issues: [
        {
          path: 'Valor',
          message: 'O valor: valor inválido. Use ponto e até duas casas decimais, ex.: "1234.56".',
        },
      ],
    });
  });

  it('needs a type', () => {
    expect(toMovementBody(BEM, undefined, {})).toEqual({
      issues: [{ path: 'TipoMovimentacao', message: 'Informe o tipo de movimentação.' }],
    });
  });
});
