/**
 * The addresses of the remote's two areas (docs/product.md, "Áreas e rotas"): the assets under
 * /app/patrimonio and the NF-e imports under /app/xml. The host mounts the remote at either base path,
 * side by side under the same parent (/app), so every address is built from that parent: a link from one
 * area to the other (a note's assets, an asset's note) is right from both. An edit page takes the
 * record's id in the query string (`editar?id=`), so the route is `/editar` itself.
 */
export function patrimonioPaths(basePath: string) {
  const trimmed = basePath.replace(/\/+$/, '');
  const parent = trimmed.slice(0, trimmed.lastIndexOf('/'));
  const base = `${parent}/patrimonio`;
  const xml = `${parent}/xml`;
  const id = (value: string) => encodeURIComponent(value);
  return {
    bens: () => base,
    bemCriar: () => `${base}/criar`,
    bemEditar: (bemId: string) => `${base}/editar?id=${id(bemId)}`,
    movimentacoes: (bemId: string) => `${base}/movimentacao/${id(bemId)}`,
    /** Every movement of the client (period, type), with the movement report. */
    movimentacoesLista: () => `${base}/movimentacoes`,
    movimentacaoCriar: (bemId: string, codigo: number) => `${base}/movimentacao/${id(bemId)}/criar/${codigo}`,
    anexos: (bemId: string) => `${base}/anexo/${id(bemId)}`,
    anexosUpload: (bemId: string) => `${base}/anexo/${id(bemId)}/upload`,
    fornecedores: () => `${base}/fornecedor`,
    fornecedorCriar: () => `${base}/fornecedor/criar`,
    fornecedorEditar: (fornecedorId: string) => `${base}/fornecedor/editar?id=${id(fornecedorId)}`,
    categorias: () => `${base}/categorias`,
    ncm: () => `${base}/ncm`,
    veiculos: () => `${base}/veiculos`,
    imoveis: () => `${base}/imoveis`,
    depreciacao: () => `${base}/depreciacao`,
    /** A month's detail; support's chosen client goes along (`clientId`, as in the lists). */
    depreciacaoMes: (m: { mes: number; ano: number }, clienteId: string | null = null) =>
      `${base}/depreciacao/${m.ano}/${m.mes}${clienteId ? `?clientId=${id(clienteId)}` : ''}`,
    /** The conciliações with accounting's balancete, a new one, and one of them. */
    conciliacoes: () => `${base}/conciliacao`,
    conciliacaoNova: () => `${base}/conciliacao/nova`,
    conciliacao: (conciliacaoId: string) => `${base}/conciliacao/${id(conciliacaoId)}`,
    /** The month's accounting events and RMB. */
    contabilidade: () => `${base}/contabilidade`,
    /** The imports of an old asset register (implantação), a new one (the upload), and one of them. */
    implantacoes: () => `${base}/implantacao`,
    implantacaoNova: () => `${base}/implantacao/nova`,
    implantacao: (importacaoId: string) => `${base}/implantacao/${id(importacaoId)}`,
    /** The carga patrimonial (decision 051): the servidores, a servidor's or a setor's carga, the aceites. */
    servidores: () => `${base}/servidores`,
    carga: () => `${base}/carga`,
    cargaServidor: (servidorId: string) => `${base}/carga?servidor=${id(servidorId)}`,
    cargaSetor: (setorId: string) => `${base}/carga?setor=${id(setorId)}`,
    aceites: () => `${base}/aceites`,
    /** The inventory (decision 063): the salas, the campaigns, one campaign, and a sala's page (its QR code). */
    salas: () => `${base}/salas`,
    inventarios: () => `${base}/inventario`,
    inventario: (inventarioId: string) => `${base}/inventario/${id(inventarioId)}`,
    contagem: (inventarioId: string) => `${base}/inventario/${id(inventarioId)}/contagem`,
    sala: (salaId: string) => `${base}/inventario/sala/${id(salaId)}`,
    /** The remessas centre (decision 066): a month's files for the tribunal de contas. */
    prestacaoContas: () => `${base}/prestacao-contas`,
    xml: () => xml,
    xmlNota: (notaId: string) => `${xml}/${id(notaId)}`,
  };
}
export type PatrimonioPaths = ReturnType<typeof patrimonioPaths>;
