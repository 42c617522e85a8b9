import type { Servidor } from '@gp/shared-contracts';
import type { LookupProps } from '@gp/shared-ui/remote';
import { LookupSelect } from '../session/remote-context.js';
import { getServidor, searchServidores } from './servidor-api.js';

/** How a servidor is named in a picker: name, then matrícula and cargo when known. */
export const servidorLabel = (s: Pick<Servidor, 'nome' | 'matricula' | 'cargo'>) =>
  [s.nome, s.matricula ? `matrícula ${s.matricula}` : null, s.cargo].filter(Boolean).join(' · ');

/** An active servidor of the client by name, matrícula or CPF (GET /patrimonio/servidor?search=). */
export function ServidorSelect(props: LookupProps) {
  return (
    <LookupSelect<Servidor>
      placeholder="Busque por nome ou matrícula"
      {...props}
      lookup={['servidores']}
      search={searchServidores}
      get={getServidor}
      toOption={(s) => ({ value: s.id, label: servidorLabel(s) })}
    />
  );
}
