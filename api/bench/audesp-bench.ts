/**
 * TCE-SP AUDESP's works files at scale (docs/decisions/066): `--obras` works (500) of the demo's
 * Prefeitura, each begun, with a CodigoAjuste, a service order, an ART, a licence and one medição of 03/2026
 * with its conference, empenho and liquidação; then, `--runs` times, the month's files written and validated
 * in the product (the job's own work, `gerarAgora`: read, write, validate every document against the
 * official XSDs with xmllint-wasm, store, record). Prints the time, the documents (50 works each, so ≥ 10),
 * their errors (target: 0) and, when Debian's `xmllint` is installed, its verdict on every file too.
 * Target: < 10 s.
 *
 * Run: `pnpm --filter @gp/api bench:audesp`. Options: --obras=N (500), --runs=N (3), --pg (PostgreSQL at
 * BENCH_PG_URL instead of the embedded PGlite).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { companies } from '../src/db/schema.js';
import {
  obraLicencas,
  obraMedicoes,
  obraOrdensServico,
  obraResponsabilidades,
  obras,
} from '../src/db/schema-obras.js';
import { remessaConfiguracoes } from '../src/db/schema-prestacao-contas.js';
import { seedDemo } from '../src/db/seed.js';
import { createDiskStorage } from '../src/lib/storage.js';
import { XSD_DIR } from '../src/modules/prestacao-contas/audesp/audesp-validar.js';
import { audespWriter } from '../src/modules/prestacao-contas/audesp/audesp-writer.js';
import { createRemessasService, periodoDe } from '../src/modules/prestacao-contas/remessas.service.js';
import {
  benchDatabase,
  cleanups,
  demoPrefeitura,
  flag,
  logMachine,
  option,
  runBench,
} from './bench-support.js';

const OBRAS = option('obras', 500);
const RUNS = option('runs', 3);

async function main() {
  logMachine();
  const database = await benchDatabase(flag('pg') ? 'postgres' : 'pglite');
  const { db } = database;
  await seedDemo(db);
  const prefeitura = await demoPrefeitura(database);
  const [secretaria] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.rootId, prefeitura.id))
    .limit(1);
  if (!secretaria) throw new Error('demo sem secretaria');
  const clientId = prefeitura.id;
  await db.insert(remessaConfiguracoes).values({ clientId, audespEntidade: 1234, audespMunicipio: '6291' });
  // The demo's own works too, if any of them falls in the month: made valid the same way below.
  const ids = (
    await db
      .insert(obras)
      .values(
        Array.from({ length: OBRAS }, (_, i) => ({
          clientId,
          numero: `BENCH-${String(i + 1).padStart(4, '0')}/2026`,
          objeto: `Obra de referência ${i + 1}: reforma e ampliação de próprio municipal`,
          tipo: 'reforma',
          secretariaId: secretaria.id,
          valorContratado: '1500000.00',
          dataInicio: '2026-01-15',
          situacao: 2,
          codigoAjuste: String(1_000_000 + i),
        })),
      )
      .returning({ id: obras.id })
  ).map((o) => o.id);
  const demo = await db
    .select({ id: obras.id })
    .from(obras)
    .where(sql`${obras.clientId} = ${clientId} and ${obras.numero} not like 'BENCH-%'`);
  for (const [i, o] of demo.entries())
    await db
      .update(obras)
      .set({ codigoAjuste: String(9_000_000 + i) })
      .where(eq(obras.id, o.id));
  const todas = [...ids, ...demo.map((o) => o.id)];
  const per = <T>(make: (obraId: string, i: number) => T) => todas.map((id, i) => make(id, i));
  await db.insert(obraOrdensServico).values(
    per((obraId, i) => ({
      clientId,
      obraId,
      numero: `OS-BENCH-${i}`,
      dataEmissao: '2026-01-10',
      dataInicio: '2026-01-15',
      prazoDias: 365,
      objeto: 'Início das obras',
      responsavel: 'Eng. Fiscal',
    })),
  );
  await db.insert(obraResponsabilidades).values(
    per((obraId, i) => ({
      clientId,
      obraId,
      tipo: 'execucao',
      conselho: 'CREA',
      numero: `ART-${i}`,
      profissionalNome: 'Ana Ribeiro',
      profissionalCpf: '52998224725',
      registroConselho: 'SP-123456',
      data: '2026-01-10',
    })),
  );
  await db.insert(obraLicencas).values(
    per((obraId, i) => ({
      clientId,
      obraId,
      tipo: 'LI',
      numero: `LI-${i}`,
      orgao: 'CETESB',
      dataEmissao: '2026-01-05',
      dataValidade: '2027-01-05',
    })),
  );
  await db.insert(obraMedicoes).values(
    per((obraId) => ({
      clientId,
      obraId,
      numero: 9001,
      tipo: 1,
      periodoInicio: '2026-02-01',
      periodoFim: '2026-02-28',
      dataEntrega: '2026-03-05',
      valor: '123456.78',
      conferenciaData: '2026-03-06',
      conferenciaPercentual: '8.23',
      conferenciaResponsaveis: 'Eng. José Conceição; Arq. Ana Souza',
      empenhoNumero: '2026NE000123',
      empenhoData: '2026-02-20',
      liquidacaoData: '2026-03-10',
    })),
  );
  // Earlier medições of the demo's works in the month stay as they are: a missing empenho would be an error.
  await db.execute(
    sql`update obra_medicoes set empenho_numero = '2026NE000001', empenho_data = '2026-02-01',
          liquidacao_data = data_entrega, conferencia_data = coalesce(conferencia_data, data_entrega),
          conferencia_percentual = coalesce(conferencia_percentual, 1)
        where client_id = ${clientId} and numero <> 9001`,
  );
  console.log(`${todas.length.toLocaleString('pt-BR')} obras em 03/2026 (${OBRAS} geradas)`);

  const dir = mkdtempSync(join(tmpdir(), 'gp-bench-audesp-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  const storage = createDiskStorage(dir);
  const service = createRemessasService({ db, storage, today: () => '2026-04-10' });
  const audit = { userId: null, locationId: null, clientId, ip: null };
  const times: number[] = [];
  let rows: Awaited<ReturnType<typeof service.gerarAgora>> = [];
  for (let r = 0; r < RUNS; r++) {
    const t0 = performance.now();
    rows = await service.gerarAgora({ clientId, ano: 2026, mes: 3, userId: null, audit });
    times.push(performance.now() - t0);
  }
  // Where the time goes: writing the documents (the queries included) and validating them.
  const periodo = periodoDe(clientId, 2026, 3, '2026-04-10');
  const w0 = performance.now();
  const docs = await audespWriter.documentos(db, periodo);
  const w1 = performance.now();
  await audespWriter.validar(docs);
  const w2 = performance.now();
  console.log(
    `  ler e escrever ${docs.length} documentos: ${(w1 - w0).toFixed(0)} ms; validar: ${(w2 - w1).toFixed(0)} ms`,
  );
  const erros = rows.flatMap((r) => r.ocorrencias.filter((o) => o.tipo === 'erro'));
  const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `\n  ${rows.length} arquivos (${rows.map((r) => r.obras.length).join(', ')} obras), ` +
      `${(rows.reduce((s, r) => s + r.tamanho, 0) / 1024).toFixed(0)} KiB, ${erros.length} erros de validação` +
      `\n  gerar e validar: ${times.map((t) => t.toFixed(0)).join(' / ')} ms (mediana ${median.toFixed(0)} ms)` +
      (median < 10_000 ? '  (meta < 10 s: ok)' : '  ← acima da meta de 10 s'),
  );
  for (const e of erros.slice(0, 5)) console.log(`    ${e.mensagem} [${e.detalhe}]`);
  if (spawnSync('xmllint', ['--version']).status === 0) {
    let ok = 0;
    for (const r of rows) {
      const path = join(dir, r.nome);
      const bytes = await new Promise<Buffer>((resolve, reject) => {
        const chunks: Buffer[] = [];
        storage
          .read(r.storageKey)
          .on('data', (c: Buffer) => chunks.push(c))
          .on('end', () => resolve(Buffer.concat(chunks)))
          .on('error', reject);
      });
      writeFileSync(path, bytes);
      const xsd =
        r.tipo === 'audesp-execucao'
          ? 'execucao/AUDESP4_EXECUCAO_2026_A.XSD'
          : 'exigenciasobras/AUDESP4_EXIGENCIASOBRAS_2026_A.XSD';
      execFileSync('xmllint', ['--noout', '--schema', join(XSD_DIR, xsd), path], { stdio: 'pipe' });
      ok++;
    }
    console.log(`  xmllint --schema (Debian): ${ok} de ${rows.length} arquivos válidos`);
  }
  if (erros.length || rows.length < 10) process.exitCode = 1;
}

runBench(main);
