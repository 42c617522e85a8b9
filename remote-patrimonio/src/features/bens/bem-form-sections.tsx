import { AquisicaoSection } from './form-sections/aquisicao-section.js';
import { ClassificacaoSection } from './form-sections/classificacao-section.js';
import { DetalhesSection } from './form-sections/detalhes-section.js';
import { IdentificacaoSection } from './form-sections/identificacao-section.js';
import { LocalizacaoSection } from './form-sections/localizacao-section.js';
import { NotaFiscalSection } from './form-sections/nota-fiscal-section.js';
import { ObservacoesSection } from './form-sections/observacoes-section.js';
import type { SectionsProps } from './form-sections/section.js';

/**
 * The asset form's sections, one file each under form-sections/ (docs/domain.md, "Bens e categorias"):
 * the vehicle and the property fields live apart, in the 'Detalhes' section.
 */
export function BemFormSections(props: SectionsProps) {
  return (
    <>
      <IdentificacaoSection {...props} />
      <ClassificacaoSection {...props} />
      <AquisicaoSection {...props} />
      <LocalizacaoSection {...props} />
      <NotaFiscalSection {...props} />
      <DetalhesSection {...props} />
      <ObservacoesSection {...props} />
    </>
  );
}
