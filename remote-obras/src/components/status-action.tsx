import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { StatusBody } from '@gp/shared-contracts';
import { parseJson } from '@gp/shared-contracts';
import { StatusDialog } from '@gp/shared-ui';
import { RowAction } from '@gp/shared-ui/list';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import { keys } from '../query-keys.js';
import { useRemote } from '../session/remote-context.js';

type StatusRow = { id: string; ativo: boolean; motivo?: string | null };

export type StatusActionProps<T extends StatusRow> = {
  record: T;
  /** 'veículo ou equipamento', 'referência NCM' (feminine). */
  noun: string;
  feminine?: boolean;
  /** How the record reads in the dialog's text. */
  describe: (record: T) => string;
  /** The row action's accessible name after 'Inativar'/'Ativar', e.g. 'fornecedor Papelaria Central'. */
  label: string;
  save: (body: StatusBody) => Promise<unknown>;
};

/**
 * The activate/deactivate row action of a register: the kit's status dialog opened by a row button that
 * says which row. The session's user is recorded as the one who deactivated.
 */
export function StatusAction<T extends StatusRow>({ record, label, ...dialog }: StatusActionProps<T>) {
  const { session } = useRemote();
  const action = record.ativo ? 'Inativar' : 'Ativar';
  return (
    <StatusDialog<T>
      {...dialog}
      record={record}
      userId={session.user?.id ?? null}
      trigger={
        <RowAction
          title={action}
          label={`${action} ${label}`}
          danger={record.ativo}
          icon={record.ativo ? <StopOutlined /> : <CheckCircleOutlined />}
        />
      }
    />
  );
}

/**
 * A register's status call (PUT `<register>/id`: ativo, the deactivating user and the reason, answered
 * with the record) as a mutation; after it, the given resources' lists and details (the register's own,
 * and those that show it) are fetched again.
 */
export function useStatusCall(register: string, schema: v.GenericSchema, resources: string[]) {
  const { api, localId } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: StatusBody) => parseJson(schema, api.put(`${register}/id`, { json: body })),
    retry: 0,
    onSettled: () =>
      Promise.all(
        resources.map((resource) =>
          queryClient.invalidateQueries({ queryKey: keys.resource(localId, resource) }),
        ),
      ),
  });
}
