import type { NfeNota, XmlBemCriado, XmlNota, XmlNotaListItem } from '@gp/shared-contracts';
import { iso } from '../../lib/mapping.js';
import type { FornecedorRow } from '../patrimonio/fornecedores/fornecedores.repository.js';
import type { XmlNotaNamedRow } from './xml.repository.js';

/** Mappers of the XML area: rows → the contract's JSON shapes. */

export function toXmlNotaListItem(r: XmlNotaNamedRow): XmlNotaListItem {
  const n = r.nota;
  return {
    id: n.id,
    cliente_id: n.clientId,
    arquivo_nome: n.arquivoNome,
    situacao: n.situacao as XmlNotaListItem['situacao'],
    motivo: n.motivo,
    chave: n.chave,
    numero: n.numero,
    serie: n.serie,
    emissao: (n.nota as NfeNota | null)?.emissao ?? n.dataEmissao,
    emitente_documento: n.emitenteDocumento,
    emitente_nome: n.emitenteNome,
    valor_total: n.valorTotal,
    itens: n.itens,
    importado_por: r.importadoPor,
    importado_em: iso(n.createdAt),
  };
}

export function toXmlNota(
  r: XmlNotaNamedRow,
  extra: {
    fornecedor: FornecedorRow | null;
    destinatarioConfere: boolean;
    sugestoes: XmlNota['sugestoes'];
    bens: XmlBemCriado[];
  },
): XmlNota {
  const n = r.nota;
  const f = extra.fornecedor;
  return {
    ...toXmlNotaListItem(r),
    nota: n.nota as NfeNota | null,
    arquivo_id: n.arquivoId,
    fornecedor: f ? { id: f.id, razao_social: f.razaoSocial, ativo: f.ativo } : null,
    destinatario_confere: extra.destinatarioConfere,
    sugestoes: extra.sugestoes,
    incorporada_em: n.incorporadaEm ? iso(n.incorporadaEm) : null,
    incorporada_por: r.incorporadaPor,
    bens: extra.bens,
  };
}
