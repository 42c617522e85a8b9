/**
 * The benchmarks' work at scale on PostgreSQL (obras-bench, relatorio-trimestral-bench): a fresh database
 * with the demo seed, the API over real HTTP signed in as support, and a work with a budget sheet of
 * `itens` items (imported from a CSV through the API), `medicoes` monthly medições by item (200 items
 * each, from 01/2023) and a 36-month schedule.
 */
import { LOCAL_HEADER, type SessionResponse } from '@gp/shared-contracts';
import { sql } from 'drizzle-orm';
import { seedDemo } from '../src/db/seed.js';
import { multipart } from '../test/support/sistema.js';
import { startBenchServer } from './bench-server.js';
import { benchPostgres, cleanups, logMachine } from './bench-support.js';

export const ms = (x: number) => x.toFixed(1);

export async function obraAtScale(nItens: number, nMedicoes: number) {
  logMachine();
  const database = await benchPostgres();
  await seedDemo(database.db);
  const { base } = await startBenchServer(database, cleanups);
  const session = (await (
    await fetch(`${base}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'suporte', password: 'Suporte@123' }),
    })
  ).json()) as SessionResponse;
  const local = session.locais[0];
  if (!local) throw new Error('suporte sem local');
  const headers = { authorization: `Bearer ${session.token}`, [LOCAL_HEADER]: local.id };
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<Record<string, unknown>>;
  };
  const [prefeitura] = (
    (await database.db.execute(
      sql`select c.id, (select s.id from companies s where s.root_id = c.id and s.id <> c.id limit 1) as secretaria
          from companies c where c.is_client and c.name like 'Prefeitura%' limit 1`,
    )) as unknown as { rows: { id: string; secretaria: string }[] }
  ).rows;
  if (!prefeitura?.secretaria) throw new Error('demo sem Prefeitura ou secretaria');

  const obra = await json('POST', '/obras/obra/create', {
    numero: 'BENCH-1/2026',
    objeto: 'Obra de referência do benchmark',
    tipo: 'pavimentacao',
    secretaria_id: prefeitura.secretaria,
    valor_contratado: '999999999.00',
    data_inicio: '2023-01-02',
    cliente_id: prefeitura.id,
  });
  const obraId = obra.id as string;
  const lines = ['Código;Descrição;Unidade;Quantidade;Preço unitário;BDI (%)'];
  for (let i = 1; i <= nItens; i++)
    lines.push(
      `${90000 + i};Serviço de referência ${i} com descrição longa de planilha SINAPI;m2;${100 + (i % 50)},5;${(i % 997) + 1},37;`,
    );
  const body = multipart({ filename: 'planilha.csv', content: Buffer.from(lines.join('\r\n')) });
  let t0 = performance.now();
  const imp = await fetch(`${base}/obras/obra/${obraId}/planilha/importar?bdi=24.23`, {
    method: 'POST',
    headers: { ...headers, ...body.headers },
    body: body.payload,
  });
  if (imp.status !== 200) throw new Error(`importar: ${imp.status} ${await imp.text()}`);
  const planilha = (await imp.json()) as { itens: { id: string }[]; total: string };
  console.log(
    `importação de ${nItens.toLocaleString('pt-BR')} itens (CSV): ${ms(performance.now() - t0)} ms; total R$ ${planilha.total}`,
  );

  t0 = performance.now();
  let ultima = '';
  for (let m = 0; m < nMedicoes; m++) {
    const y = 2023 + Math.floor(m / 12);
    const mes = String((m % 12) + 1).padStart(2, '0');
    const itens = Array.from({ length: 200 }, (_, k) => ({
      item_id: planilha.itens[(m * 55 + k) % planilha.itens.length]!.id,
      quantidade: '1.25',
    }));
    const med = await json('POST', '/obras/medicao/create', {
      obra_id: obraId,
      tipo: 1,
      periodo_inicio: `${y}-${mes}-01`,
      periodo_fim: `${y}-${mes}-25`,
      data_entrega: `${y}-${mes}-27`,
      itens,
      conferencia_data: `${y}-${mes}-28`,
      conferencia_percentual: '100',
      conferencia_responsaveis: 'Eng. Fiscal de Referência',
    });
    ultima = med.id as string;
    // Each medição paid in two parts (the work's page and the public page list the payments).
    const metade = (BigInt(Math.round(Number(med.valor) * 100)) / 2n).toString();
    for (const [dia, documento] of [
      ['28', `OB ${y}OB${mes}0001`],
      ['28', `OB ${y}OB${mes}0002`],
    ] as const)
      await json('POST', `/obras/obra/${obraId}/pagamentos/create`, {
        medicao_id: med.id,
        data: `${y}-${mes}-${dia}`,
        valor: `${metade.slice(0, -2) || '0'}.${metade.slice(-2).padStart(2, '0')}`,
        documento,
      });
  }
  console.log(
    `${nMedicoes} medições de 200 itens: ${ms((performance.now() - t0) / nMedicoes)} ms por medição`,
  );
  await json('PUT', `/obras/obra/${obraId}/cronograma`, {
    meses: Array.from({ length: 36 }, (_, m) => ({
      mes: `${2023 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`,
      valor_previsto: '1000000.00',
      percentual_fisico: m < 4 ? '3.00' : '2.75',
    })),
  });
  await database.db.execute(sql`analyze`);
  return { base, headers, json, obraId, ultima, database, prefeitura };
}
