import { CPF_CNPJ_MASK } from '@gp/shared-ui/light';
import { type FormEvent, useId, useState } from 'react';
import { usePublico } from './context.js';
import { checkCpfCnpj } from './cpf-cnpj.js';
import { useNavigate } from './router.js';

/**
 * Asks for an entity's CPF or CNPJ (masked while typed), checks it like the API does, and opens its
 * transparency page. `initialError` shows why the address's own document was refused.
 */
export function CpfCnpjForm({ initial = '', initialError }: { initial?: string; initialError?: string }) {
  const { basePath } = usePublico();
  const navigate = useNavigate();
  const [value, setValue] = useState(() => CPF_CNPJ_MASK.format(initial));
  const [error, setError] = useState<string | undefined>(initialError);
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkCpfCnpj(value);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    navigate(`${basePath}/transparencia/${checked.value}`);
  };

  return (
    <form className="gp-pub-form" onSubmit={submit} noValidate aria-label="Consultar entidade">
      <div className="gp-pub-field gp-pub-wide">
        <label htmlFor={inputId}>CPF ou CNPJ da entidade</label>
        <p id={hintId} className="gp-pub-muted">
          Só os números (ou as letras e números do CNPJ alfanumérico); a pontuação é posta ao digitar.
        </p>
        <input
          id={inputId}
          name="cpf_cnpj"
          value={value}
          inputMode={CPF_CNPJ_MASK.inputMode}
          maxLength={CPF_CNPJ_MASK.maxLength}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          onChange={(e) => setValue(CPF_CNPJ_MASK.format(e.target.value))}
        />
        {error ? (
          <p id={errorId} className="gp-pub-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <div className="gp-pub-actions">
        <button type="submit">Consultar</button>
      </div>
    </form>
  );
}
