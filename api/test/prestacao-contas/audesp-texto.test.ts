import { describe, expect, it } from 'vitest';
import { traduzir } from '../../src/modules/prestacao-contas/audesp/audesp-validar.js';
import { toLatin1Text } from '../../src/modules/prestacao-contas/latin1.js';

/**
 * The AUDESP files' text (decision 066): ISO-8859-1 with each change reported, and libxml2's schema
 * messages in Portuguese with the field they are about.
 */
describe('ISO-8859-1 text', () => {
  it('keeps what ISO-8859-1 holds and transliterates the rest, each change listed', () => {
    expect(toLatin1Text('Construção – “Bloco A” ½ Ωmega 😀\u0007')).toEqual({
      text: 'Construção - "Bloco A" ½ ?mega ?',
      trocas: [
        { original: '–', escrito: '-' },
        { original: '“', escrito: '"' },
        { original: '”', escrito: '"' },
        { original: 'Ω', escrito: '?' },
        { original: '😀', escrito: '?' },
        { original: '\u0007', escrito: '' },
      ],
    });
    // A decomposed accent (NFD, as some systems paste it) is the same letter of ISO-8859-1.
    expect(toLatin1Text('Jose\u0301')).toEqual({ text: 'José', trocas: [] });
    // Letters of Latin Extended lose their marks on purpose (ó is ISO-8859-1's; Ł has no base letter).
    expect(toLatin1Text('Łódź Ştefan').text).toBe('?ódz Stefan');
  });
});

describe('schema messages in Portuguese', () => {
  it('says a value too long is an error of the field, never cut', () => {
    expect(
      traduzir(
        "Element '{http://www.tce.sp.gov.br/audesp/xml/tagcomum}NumLicenca': [facet 'maxLength'] The value has a length of '24'; this exceeds the allowed maximum length of '20'.",
      ),
    ).toEqual({
      campo: 'NumLicenca',
      mensagem:
        'Número da licença ambiental: tem 24 caracteres; o leiaute aceita no máximo 20 (o valor não é cortado: corrija-o).',
    });
  });

  it('names the missing element when the schema expected it', () => {
    expect(
      traduzir(
        "Element '{http://www.tce.sp.gov.br/audesp/xml/execucao}LiquidacaoDocSimilarSim': Missing child element(s). Expected is ( {http://www.tce.sp.gov.br/audesp/xml/execucao}NotaEmpenhoNumero ).",
      ),
    ).toEqual({
      campo: 'NotaEmpenhoNumero',
      mensagem: 'Número do empenho (medição): não informado (obrigatório em LiquidacaoDocSimilarSim).',
    });
    expect(
      traduzir(
        "Element '{http://www.tce.sp.gov.br/audesp/xml/generico}AnoExercicio': [facet 'maxInclusive'] The value '2027' is greater than the maximum value allowed ('2026').",
      ).mensagem,
    ).toBe('Ano do exercício: 2027 passa do máximo aceito (2026).');
  });
});
