import { FileTextOutlined } from '@ant-design/icons';
import { CHAVE_NFE_MASK, Field, MaskedInput } from '@gp/shared-ui';
import { Input } from 'antd';
import { Link } from 'react-router-dom';
import { useRemote } from '../../../session/remote-context.js';
import { Section, type SectionsProps } from './section.js';

/**
 * The asset form's 'Nota fiscal' section. An asset incorporated from an imported NF-e links to the note
 * in the XML area (for a location that may see it).
 */
export function NotaFiscalSection({ label, bem }: SectionsProps) {
  const { access, paths } = useRemote();
  const xmlNotaId = bem?.xml_nota_id;
  return (
    <Section
      label={label}
      title="Nota fiscal"
      extra={
        xmlNotaId && access.xmls.view ? (
          <Link to={paths.xmlNota(xmlNotaId)}>
            <FileTextOutlined /> Ver NF-e importada
          </Link>
        ) : undefined
      }
    >
      <Field name="nota_fiscal_numero" text="Número" span={4}>
        <Input maxLength={9} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field name="nota_fiscal_serie" text="Série" span={3}>
        <Input maxLength={3} inputMode="numeric" autoComplete="off" />
      </Field>
      <Field name="nota_fiscal_chave" text="Chave de acesso da NF-e" span={11}>
        <MaskedInput mask={CHAVE_NFE_MASK} placeholder="44 dígitos" autoComplete="off" />
      </Field>
      <Field name="empenho" text="Empenho" span={6}>
        <Input maxLength={30} autoComplete="off" />
      </Field>
    </Section>
  );
}
