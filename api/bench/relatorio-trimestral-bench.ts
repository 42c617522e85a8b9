/**
 * The quarterly report of a work at scale on PostgreSQL (docs/decisions/058): the benchmarks' work of
 * 2,000 items and 36 monthly medições by item (bench/obra-at-scale.ts), with `--acompanhamentos` follow-ups
 * in its last quarter (10/2025–12/2025), each with `--fotos` photos (PNG, 1600×1200); then, `--runs` times,
 * the report of that quarter asked over HTTP (POST /obras/obra/{id}/relatorios) and followed until the job
 * is concluído (GET /trabalhos/{id}, every 50 ms). Prints the time from the ask to the end, the job's own
 * run (started → finished in the jobs table), the pages and the size. Target: < 5 s.
 *
 * Run: `pnpm --filter @gp/api bench:relatorio-trimestral`. Options: --itens=N (2000), --medicoes=N (36),
 * --acompanhamentos=N (6), --fotos=N (2), --runs=N (3), --pdf=path (keeps the last report).
 * BENCH_PG_URL as in the other benchmarks.
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { pngImage } from '../test/support/png.js';
import { multipart } from '../test/support/sistema.js';
import { args, option, runBench } from './bench-support.js';
import { ms, obraAtScale } from './obra-at-scale.js';

const ITENS = option('itens', 2000);
const MEDICOES = option('medicoes', 36);
const ACOMPANHAMENTOS = option('acompanhamentos', 6);
const FOTOS = option('fotos', 2);
const RUNS = option('runs', 3);
const PDF_OUT = args.find((a) => a.startsWith('--pdf='))?.slice(6);

async function main() {
  const { base, headers, json, obraId, database } = await obraAtScale(ITENS, MEDICOES);
  // The last medição's quarter (36 monthly medições from 01/2023: 10–12/2025).
  const ultimoMes = MEDICOES - 1;
  const ano = 2023 + Math.floor(ultimoMes / 12);
  const trimestre = Math.floor((ultimoMes % 12) / 3) + 1;
  const foto = pngImage(1600, 1200);
  for (let a = 0; a < ACOMPANHAMENTOS; a++) {
    const mes = String((trimestre - 1) * 3 + 1 + (a % 3)).padStart(2, '0');
    const acomp = await json('POST', '/obras/acompanhamento/create', {
      obra_id: obraId,
      tipo: 'vistoria',
      data: `${ano}-${mes}-${String(5 + a).padStart(2, '0')}`,
      percentual_fisico: String(80 + a),
      descricao: `Vistoria ${a + 1}: frentes de serviço conferidas com a planilha; registro fotográfico anexo.`,
      responsavel: 'Eng. Fiscal de Referência',
    });
    for (let f = 0; f < FOTOS; f++) {
      const body = multipart({ filename: `foto-${a}-${f}.png`, content: foto });
      const res = await fetch(`${base}/obras/acompanhamento/upload/${acomp.id}`, {
        method: 'POST',
        headers: { ...headers, ...body.headers },
        body: body.payload,
      });
      if (res.status !== 201) throw new Error(`foto: ${res.status} ${await res.text()}`);
    }
  }
  console.log(
    `${ACOMPANHAMENTOS} acompanhamentos no ${trimestre}º trimestre de ${ano}, ${FOTOS} fotos de ` +
      `${(foto.length / 1024).toFixed(0)} KiB cada`,
  );

  const totals: number[] = [];
  const runs: number[] = [];
  let last = { paginas: 0, tamanho: 0, id: '' };
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    const { trabalho_id } = (await json('POST', `/obras/obra/${obraId}/relatorios`, { ano, trimestre })) as {
      trabalho_id: string;
    };
    for (;;) {
      const job = await json('GET', `/trabalhos/${trabalho_id}`);
      if (job.estado === 'concluido') break;
      if (job.estado === 'falhou') throw new Error(String(job.erro));
      await new Promise((res) => setTimeout(res, 50));
    }
    totals.push(performance.now() - t0);
    const [row] = (
      (await database.db.execute(
        sql`select extract(epoch from finished_at - started_at) * 1000 as ms from jobs where id = ${trabalho_id}`,
      )) as unknown as { rows: { ms: string }[] }
    ).rows;
    runs.push(Number(row?.ms ?? 0));
    const list = (await json('GET', `/obras/obra/${obraId}/relatorios`)) as {
      data: { id: string; paginas: number; tamanho: number }[];
    };
    last = list.data[0] ?? last;
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
  console.log(
    `\n  relatório do ${trimestre}º trimestre de ${ano} (${ITENS.toLocaleString('pt-BR')} itens, ${MEDICOES} medições):` +
      `\n    do pedido ao concluído: ${totals.map(ms).join(' / ')} ms (mediana ${ms(median(totals))} ms)` +
      `\n    execução do trabalho:   ${runs.map(ms).join(' / ')} ms (mediana ${ms(median(runs))} ms)` +
      `\n    ${last.paginas} páginas, ${(last.tamanho / 1024).toFixed(0)} KiB` +
      (median(totals) < 5000 ? '  (meta < 5 s: ok)' : '  ← acima da meta de 5 s'),
  );
  if (PDF_OUT) {
    const res = await fetch(`${base}/obras/relatorio/${last.id}/pdf`, { headers });
    writeFileSync(PDF_OUT, Buffer.from(await res.arrayBuffer()));
  }
}

runBench(main);
