import { readUuidParam, useListQuery } from '@gp/shared-ui/list';
import { Col, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { withClient } from '../../components/client-select.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from '../../components/company-form.js';
import { CompanyRecordForm, CompanyRecordPage } from '../../components/company-record.js';
import { ClientSelect, useRemote } from '../../session/remote-context.js';
import { useDepartment, useSaveDepartment } from './api.js';

type DepartmentFormValues = CompanyFormValues & { rootId?: string };

const CLIENT_REQUIRED = 'Informe o cliente do departamento.';
const NOUN = { noun: 'departamento', title: 'Departamento' };

/**
 * /app/sistema/secretarias/criar and /editar?id=: every Company field, only the name required. Support
 * chooses the client of a new department; anyone else creates in the client of the location.
 */
export function SecretariaFormPage({ mode }: { mode: 'create' | 'edit' }) {
  const { basePath, session } = useRemote();
  const navigate = useNavigate();
  const { params, clientId } = useListQuery();
  const editId = readUuidParam(params, 'id');
  const detail = useDepartment(mode === 'edit' ? editId : undefined);
  const back = () => navigate(withClient(`${basePath}/secretarias`, clientId));
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const save = useSaveDepartment();

  return (
    <CompanyRecordPage {...NOUN} mode={mode} editId={editId} detail={detail} onBack={back}>
      {(department) => (
        <CompanyRecordForm<DepartmentFormValues>
          {...NOUN}
          kind="department"
          stored={department}
          initialValues={
            department
              ? { ...companyToFormValues(department), rootId: department.rootId ?? undefined }
              : { rootId: clientId }
          }
          saving={save.isPending}
          onDone={back}
          save={async ({ rootId, ...values }) => {
            const body = toCompanyBody('department', values, department ?? undefined);
            if (!body) return false;
            if (department) await save.mutateAsync({ mode: 'edit', id: department.id, body });
            else
              await save.mutateAsync({
                mode: 'create',
                body: {
                  ...body,
                  is_secretaria: true,
                  is_cliente: false,
                  is_setor: false,
                  rootId: isSupport ? rootId : undefined,
                },
              });
            return true;
          }}
          extraIdentification={(label) =>
            isSupport ? (
              <Col xs={24} md={12}>
                <Form.Item
                  name="rootId"
                  label={label('rootId', 'Cliente')}
                  required
                  rules={[{ required: true, message: CLIENT_REQUIRED }]}
                >
                  <ClientSelect disabled={Boolean(department)} />
                </Form.Item>
              </Col>
            ) : null
          }
        />
      )}
    </CompanyRecordPage>
  );
}
