import { completeChaveNfe } from '@gp/shared-contracts';

/**
 * NF-e files for the tests, written here from parameters (not by the code under test): an authorised
 * nfeProc 4.00 whose access key agrees with its fields and has a right check digit.
 */
export type NfeLine = {
  codigo?: string;
  descricao?: string;
  ncm?: string;
  qCom: string;
  vUnCom: string;
  vProd: string;
  vFrete?: string;
  vSeg?: string;
  vDesc?: string;
  vOutro?: string;
  vIPI?: string;
  veicProd?: {
    chassi: string;
    cor?: string;
    xCor?: string;
    anoMod?: number;
    anoFab?: number;
    tpComb?: string;
  };
};

export type NfeOptions = {
  emitente?: string;
  emitenteNome?: string;
  destinatario?: string;
  numero?: number;
  serie?: number;
  cUF?: string;
  dhEmi?: string;
  cNF?: string;
  linhas: NfeLine[];
  /** Note-level costs beyond what the lines carry. */
  totais?: { vFrete?: string; vSeg?: string; vDesc?: string; vOutro?: string; vIPI?: string };
  cStat?: number;
};

const cents = (x: string | undefined) => Math.round(Number(x ?? '0') * 100);
const money = (c: number) => (c / 100).toFixed(2);

function det(line: NfeLine, n: number) {
  const veic = line.veicProd
    ? `<veicProd><tpOp>1</tpOp><chassi>${line.veicProd.chassi}</chassi><cCor>${line.veicProd.cor ?? '01'}</cCor><xCor>${line.veicProd.xCor ?? 'BRANCA'}</xCor><pot>110</pot><cilin>1600</cilin><pesoL>1000</pesoL><pesoB>1100</pesoB><nSerie>123</nSerie><tpComb>${line.veicProd.tpComb ?? '16'}</tpComb><nMotor>ABC123</nMotor><CMT>1500</CMT><dist>2500</dist><anoMod>${line.veicProd.anoMod ?? 2025}</anoMod><anoFab>${line.veicProd.anoFab ?? 2025}</anoFab><tpPint>M</tpPint><tpVeic>06</tpVeic><espVeic>1</espVeic><VIN>N</VIN><condVeic>1</condVeic><cMod>123456</cMod><cCorDENATRAN>01</cCorDENATRAN><lota>5</lota><tpRest>0</tpRest></veicProd>`
    : '';
  const opt = (tag: string, value?: string) => (value ? `<${tag}>${value}</${tag}>` : '');
  const ipi = line.vIPI
    ? `<IPI><cEnq>999</cEnq><IPITrib><CST>50</CST><vBC>${line.vProd}</vBC><pIPI>10.00</pIPI><vIPI>${line.vIPI}</vIPI></IPITrib></IPI>`
    : '';
  return `<det nItem="${n}"><prod><cProd>${line.codigo ?? `P${n}`}</cProd><cEAN>SEM GTIN</cEAN><xProd>${line.descricao ?? `PRODUTO ${n}`}</xProd><NCM>${line.ncm ?? '94013000'}</NCM><CFOP>5102</CFOP><uCom>UN</uCom><qCom>${line.qCom}</qCom><vUnCom>${line.vUnCom}</vUnCom><vProd>${line.vProd}</vProd><cEANTrib>SEM GTIN</cEANTrib><uTrib>UN</uTrib><qTrib>${line.qCom}</qTrib><vUnTrib>${line.vUnCom}</vUnTrib>${opt('vFrete', line.vFrete)}${opt('vSeg', line.vSeg)}${opt('vDesc', line.vDesc)}${opt('vOutro', line.vOutro)}<indTot>1</indTot>${veic}</prod><imposto><ICMS><ICMSSN102><orig>0</orig><CSOSN>102</CSOSN></ICMSSN102></ICMS>${ipi}</imposto></det>`;
}

/** The key of a note: cUF, AAMM, CNPJ, model 55, série, número, tpEmis 1, cNF and its check digit. */
export function chaveOf(
  o: Required<Pick<NfeOptions, 'cUF' | 'dhEmi' | 'emitente' | 'serie' | 'numero' | 'cNF'>>,
) {
  const aamm = `${o.dhEmi.slice(2, 4)}${o.dhEmi.slice(5, 7)}`;
  const base = `${o.cUF}${aamm}${o.emitente}55${String(o.serie).padStart(3, '0')}${String(o.numero).padStart(9, '0')}1${o.cNF}`;
  return completeChaveNfe(base);
}

let sequence = 0;

/** An authorised NF-e; each call a new number (so a new key) unless `numero` is given. */
export function nfeXml(options: NfeOptions) {
  const o = {
    emitente: '06929383000163',
    emitenteNome: 'MOVEIS E EQUIPAMENTOS TESTE LTDA',
    destinatario: '58716523000119',
    numero: 100 + sequence++,
    serie: 1,
    cUF: '35',
    dhEmi: '2026-03-10T09:30:00-03:00',
    cNF: '12345678',
    cStat: 100,
    ...options,
  };
  const chave = chaveOf(o);
  const sum = (k: keyof NfeLine) => o.linhas.reduce((s, l) => s + cents(l[k] as string | undefined), 0);
  const extra = o.totais ?? {};
  const vProd = sum('vProd');
  const vFrete = sum('vFrete') + cents(extra.vFrete);
  const vSeg = sum('vSeg') + cents(extra.vSeg);
  const vDesc = sum('vDesc') + cents(extra.vDesc);
  const vOutro = sum('vOutro') + cents(extra.vOutro);
  const vIPI = sum('vIPI') + cents(extra.vIPI);
  const vNF = vProd + vFrete + vSeg + vOutro + vIPI - vDesc;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00"><NFe><infNFe Id="NFe${chave}" versao="4.00"><ide><cUF>${o.cUF}</cUF><cNF>${o.cNF}</cNF><natOp>VENDA DE MERCADORIA</natOp><mod>55</mod><serie>${o.serie}</serie><nNF>${o.numero}</nNF><dhEmi>${o.dhEmi}</dhEmi><tpNF>1</tpNF><idDest>1</idDest><cMunFG>3550308</cMunFG><tpImp>1</tpImp><tpEmis>1</tpEmis><cDV>${chave.slice(-1)}</cDV><tpAmb>2</tpAmb><finNFe>1</finNFe><indFinal>1</indFinal><indPres>1</indPres><procEmi>0</procEmi><verProc>teste</verProc></ide><emit><CNPJ>${o.emitente}</CNPJ><xNome>${o.emitenteNome}</xNome><xFant>MOVEIS TESTE</xFant><enderEmit><xLgr>RUA DAS INDUSTRIAS</xLgr><nro>500</nro><xBairro>DISTRITO INDUSTRIAL</xBairro><cMun>3550308</cMun><xMun>SAO PAULO</xMun><UF>SP</UF><CEP>04207040</CEP><cPais>1058</cPais><xPais>BRASIL</xPais><fone>1133334444</fone></enderEmit><IE>112006603110</IE><CRT>1</CRT></emit><dest><CNPJ>${o.destinatario}</CNPJ><xNome>MUNICIPIO DESTINATARIO</xNome><indIEDest>9</indIEDest></dest>${o.linhas.map((l, i) => det(l, i + 1)).join('')}<total><ICMSTot><vBC>0.00</vBC><vICMS>0.00</vICMS><vICMSDeson>0.00</vICMSDeson><vFCP>0.00</vFCP><vBCST>0.00</vBCST><vST>0.00</vST><vFCPST>0.00</vFCPST><vFCPSTRet>0.00</vFCPSTRet><vProd>${money(vProd)}</vProd><vFrete>${money(vFrete)}</vFrete><vSeg>${money(vSeg)}</vSeg><vDesc>${money(vDesc)}</vDesc><vII>0.00</vII><vIPI>${money(vIPI)}</vIPI><vIPIDevol>0.00</vIPIDevol><vPIS>0.00</vPIS><vCOFINS>0.00</vCOFINS><vOutro>${money(vOutro)}</vOutro><vNF>${money(vNF)}</vNF></ICMSTot></total><transp><modFrete>0</modFrete></transp><pag><detPag><tPag>01</tPag><vPag>${money(vNF)}</vPag></detPag></pag></infNFe></NFe><protNFe versao="4.00"><infProt><tpAmb>2</tpAmb><verAplic>SP_NFE_PL009_V4</verAplic><chNFe>${chave}</chNFe><dhRecbto>${o.dhEmi}</dhRecbto><nProt>135260000000001</nProt><digVal>AAAA</digVal><cStat>${o.cStat}</cStat><xMotivo>Autorizado o uso da NF-e</xMotivo></infProt></protNFe></nfeProc>`;
  return {
    xml,
    chave,
    file: (filename = `nfe-${o.numero}.xml`) => ({ filename, content: Buffer.from(xml) }),
  };
}
