import type { UsuarioServidor } from '@gp/shared-contracts';
import type { LookupProps } from '@gp/shared-ui/remote';
import { LookupSelect } from '../../session/remote-context.js';
import { getUsuarioServidor, type LoginDe, searchUsuariosServidor } from './api.js';

/** How a login is named: the person's name and, in parentheses, the username typed at sign-in. */
export const usuarioLabel = (u: Pick<UsuarioServidor, 'name' | 'username'>) => `${u.name} (${u.username})`;

/**
 * The login a servidor is (who accepts his aceites in the app): a user of the client not yet another
 * servidor's, by name or username (GET /patrimonio/carga/servidores/usuarios). Cleared: no login.
 */
export function UsuarioServidorSelect({ servidorId, clienteId, ...props }: LookupProps & LoginDe) {
  const de = { servidorId, clienteId };
  return (
    <LookupSelect<UsuarioServidor>
      placeholder="Sem login: busque por nome ou usuário para ligar"
      notFoundContent="Nenhum usuário livre encontrado"
      {...props}
      lookup={['usuarios-servidor', servidorId, clienteId]}
      search={(api, text) => searchUsuariosServidor(api, text, de)}
      get={(api, id) => getUsuarioServidor(api, id, de)}
      toOption={(u) => ({ value: u.id, label: usuarioLabel(u) })}
    />
  );
}
