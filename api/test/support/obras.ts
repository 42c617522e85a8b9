import { expect } from 'vitest';
import type { caller, Headers } from './sistema.js';

type Call = ReturnType<typeof caller>;

export const PUBLICACAO = { publicacao_veiculo: 'Diário Oficial do Município' };

/** Two receivers with valid CPFs (the termo's signature lines). */
export const RECEBEDORES = [
  { cpf: '529.982.247-25', nome: 'Eng. Paulo Andrade', cargo: 'Fiscal do contrato' },
  { cpf: '111.444.777-35', nome: 'Arq. Marina Souza', cargo: 'Comissão de recebimento' },
];

/** A recebimento's body of `tipo` on `data` (published the same day). */
export const recebimentoBody = (tipo: 'provisorio' | 'definitivo', data: string, overrides = {}) => ({
  tipo,
  data,
  vistoria: 'Vistoria realizada: serviços executados conforme o projeto e o memorial descritivo.',
  recebedores: RECEBEDORES,
  ...PUBLICACAO,
  publicacao_data: data,
  ...overrides,
});

/** Starts a work (a service order, then situação 2 on `data`; a missing LI justified). */
export async function iniciarObra(call: Call, headers: Headers, id: string, data = '2026-02-01') {
  const os = await call('POST', '/obras/ordemservico/create', headers, {
    obra_id: id,
    numero: `OS-${id.slice(0, 8)}`,
    data_emissao: data,
    data_inicio: data,
    prazo_dias: 180,
    objeto: 'Início das obras',
    responsavel: 'Eng. Carlos Lima',
  });
  expect(os.statusCode, os.body).toBe(201);
  const start = await call('PUT', '/obras/obra/id', headers, {
    id,
    situacao: 2,
    data,
    motivo: 'Ordem de serviço emitida',
    justificativa_sem_li: 'Licença de instalação dispensada pelo órgão ambiental para esta obra.',
    ...PUBLICACAO,
    publicacao_data: data,
  });
  expect(start.statusCode, start.body).toBe(200);
}

/** Registers the work's recebimento(s): the provisório, and the definitivo when `ate` says (201 each). */
export async function receberObra(
  call: Call,
  headers: Headers,
  id: string,
  ate: 'provisorio' | 'definitivo' = 'definitivo',
  datas = { provisorio: '2026-03-10', definitivo: '2026-03-20' },
) {
  const prov = await call(
    'POST',
    `/obras/obra/${id}/recebimentos`,
    headers,
    recebimentoBody('provisorio', datas.provisorio),
  );
  expect(prov.statusCode, prov.body).toBe(201);
  if (ate === 'provisorio') return prov;
  const def = await call(
    'POST',
    `/obras/obra/${id}/recebimentos`,
    headers,
    recebimentoBody('definitivo', datas.definitivo),
  );
  expect(def.statusCode, def.body).toBe(201);
  return def;
}
