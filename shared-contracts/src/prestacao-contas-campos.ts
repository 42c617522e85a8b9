import * as v from 'valibot';
import { dateField } from './patrimonio-common.js';

/**
 * The data TCE-SP AUDESP asks that the works' own screens hold (docs/domain.md, "Remessas ao tribunal de
 * contas"; decision 066): apart from prestacao-contas.ts so the works' contracts take only these fields.
 */

/** `CodigoAjuste` (`Codigo_t`: an integer of up to 13 digits), given by AUDESP when the contract was first sent. */
export const CODIGO_AJUSTE_PATTERN = /^[0-9]{1,13}$/;
export const codigoAjusteField = v.nullish(
  v.pipe(
    v.string('O código do ajuste no AUDESP deve ser um texto.'),
    v.trim(),
    v.transform((x) => (x === '' ? null : x)),
    v.nullable(
      v.pipe(
        v.string(),
        v.regex(CODIGO_AJUSTE_PATTERN, 'O código do ajuste no AUDESP tem de 1 a 13 dígitos, sem pontos.'),
      ),
    ),
  ),
);

/** `NotaEmpenhoNumero` is `StringAte35_t`. */
export const EMPENHO_NUMERO_MAX = 35;

/** The nota de empenho of a medição and the date of its liquidação (AUDESP's `LiquidacaoDocSimilarSim`). */
export const empenhoFields = {
  empenho_numero: v.nullish(
    v.pipe(
      v.string('O número do empenho deve ser um texto.'),
      v.trim(),
      v.maxLength(
        EMPENHO_NUMERO_MAX,
        `O número do empenho deve ter no máximo ${EMPENHO_NUMERO_MAX} caracteres.`,
      ),
      v.transform((x) => (x === '' ? null : x)),
    ),
  ),
  empenho_data: v.nullish(dateField('A data de emissão do empenho')),
  liquidacao_data: v.nullish(dateField('A data da liquidação')),
};
