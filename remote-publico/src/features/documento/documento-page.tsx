import { type PublicoDocumento, TIPO_TERMO_LABELS } from '@gp/shared-contracts';
import { type ChangeEvent, useState } from 'react';
import { useResource } from '../../components/api.js';
import { useDocumentTitle, usePublico } from '../../components/context.js';
import { formatDateTime } from '../../components/format.js';
import { LoadError, Loading, PublicLayout } from '../../components/layout.js';

/**
 * The verification of a termo (/publico/documento/{codigo}), opened from the QR code printed on it: whoever
 * holds the paper or the PDF sees which entity issued it, who and when, and may check the file's SHA-256
 * here, in the browser (the file is not sent anywhere).
 */
export function DocumentoPage({ codigo }: { codigo: string }) {
  const { apiBaseUrl } = usePublico();
  const { resource, retry } = useResource<PublicoDocumento>(
    apiBaseUrl,
    `/publico/documentos/${encodeURIComponent(codigo)}`,
  );
  if (resource.state === 'ok') return <DocumentoCard documento={resource.data} />;
  const notFound = resource.state === 'error' && resource.status === 404;
  return (
    <PublicLayout>
      <Title text={notFound ? 'Documento não encontrado' : 'Verificação de documento'} />
      <h1>{notFound ? 'Documento não encontrado' : 'Verificação de documento'}</h1>
      {resource.state === 'loading' ? <Loading /> : null}
      {notFound ? (
        <p className="gp-pub-alert">
          Nenhum documento foi emitido com o código <strong>{codigo}</strong>. Confira o código impresso no
          termo, abaixo do código QR.
        </p>
      ) : null}
      {resource.state === 'error' && !notFound ? (
        <LoadError message={resource.message} onRetry={retry} />
      ) : null}
    </PublicLayout>
  );
}

function Title({ text }: { text: string }) {
  useDocumentTitle(text);
  return null;
}

function Field({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd className={mono ? 'gp-pub-hash' : undefined}>{value}</dd>
    </div>
  );
}

export function DocumentoCard({ documento }: { documento: PublicoDocumento }) {
  useDocumentTitle(`Verificação: ${documento.descricao}`);
  return (
    <PublicLayout>
      <p className="gp-pub-kicker">Verificação de documento</p>
      <h1>{documento.descricao}</h1>
      <p>
        Este documento foi emitido por <strong>{documento.entidade.nome}</strong> no sistema de gestão do
        patrimônio, e o código de verificação confere.
      </p>
      <dl className="gp-pub-fields">
        <Field label="Código de verificação" value={documento.codigo} />
        <Field label="Tipo" value={TIPO_TERMO_LABELS[documento.tipo]} />
        <Field
          label="Entidade"
          value={`${documento.entidade.nome} (${documento.entidade.cpf_cnpj_formatado})`}
        />
        <Field label="Emitido por" value={documento.emitido_por} />
        <Field label="Emitido em" value={formatDateTime(documento.emitido_em)} />
        {/* The works' documents (termo de recebimento, boletim de medição) list no assets. */}
        {documento.tipo === 'recebimento_obra' || documento.tipo === 'boletim_medicao' ? null : (
          <Field label="Bens no termo" value={String(documento.quantidade_bens)} />
        )}
        <Field label="SHA-256 do PDF emitido" value={documento.sha256} mono />
      </dl>
      <HashCheck expected={documento.sha256} />
    </PublicLayout>
  );
}

type Check =
  | { state: 'idle' }
  | { state: 'working' }
  | { state: 'done'; ok: boolean; name: string }
  | { state: 'error'; message: string };

const hex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Compares a PDF the visitor has with the hash recorded at issue; the file never leaves the browser. */
function HashCheck({ expected }: { expected: string }) {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  // crypto.subtle exists only on secure origins (https, localhost): elsewhere the hash is compared by hand.
  if (typeof crypto === 'undefined' || !crypto.subtle) return null;
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setCheck({ state: 'working' });
    try {
      const digest = hex(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
      setCheck({ state: 'done', ok: digest === expected.toLowerCase(), name: file.name });
    } catch {
      setCheck({ state: 'error', message: 'Não foi possível ler o arquivo escolhido.' });
    }
  };
  return (
    <section aria-labelledby="gp-pub-conferir">
      <h2 id="gp-pub-conferir">Conferir o arquivo PDF</h2>
      <p>
        Escolha o PDF do termo que você recebeu: o navegador calcula o SHA-256 dele e o compara com o do
        documento emitido. O arquivo não é enviado a lugar nenhum.
      </p>
      <div className="gp-pub-field">
        <label htmlFor="gp-pub-arquivo">Arquivo PDF do termo</label>
        <input id="gp-pub-arquivo" type="file" accept="application/pdf,.pdf" onChange={onFile} />
      </div>
      <div role="status" aria-live="polite">
        {check.state === 'working' ? <p>Calculando...</p> : null}
        {check.state === 'done' && check.ok ? (
          <p className="gp-pub-ok">
            <strong>O arquivo confere</strong>: {check.name} é o documento emitido, sem alterações.
          </p>
        ) : null}
        {check.state === 'done' && !check.ok ? (
          <p className="gp-pub-alert">
            <strong>O arquivo não confere</strong>: {check.name} não é o PDF emitido com este código (foi
            alterado ou é outro documento).
          </p>
        ) : null}
        {check.state === 'error' ? <p className="gp-pub-alert">{check.message}</p> : null}
      </div>
    </section>
  );
}
