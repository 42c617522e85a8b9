import type { Company } from '@gp/shared-contracts';
import { RecordForm, RecordPage, useListQuery, useRecordRoute } from '@gp/shared-ui/list';
import { Card, Col, Form } from 'antd';
import { useNavigate } from 'react-router-dom';
import { withClient } from '../../components/client-select.js';
import { companyRecordTexts, saveCompanyRequest } from '../../components/companies-api.js';
import { CompanyFields } from '../../components/company-fields.js';
import { type CompanyFormValues, companyToFormValues, toCompanyBody } from '../../components/company-form.js';
import { ClientSelect, useRemote } from '../../session/remote-context.js';
import { useDepartment, useSaveDepartment } from './api.js';

type DepartmentFormValues = CompanyFormValues & { rootId?: string };

const CLIENT_REQUIRED = 'Informe o cliente do departamento.';
const NOUN = { noun: 'departamento' };
const TEXTS = companyRecordTexts('departamento', 'Departamento');

/**
 * /app/sistema/secretarias/criar and /editar?id=, on the register kit (docs/decisions/039-the-register-kit.md):
 * every Company field, only the name required. Support chooses the client of a new department; anyone
 * else creates in the client of the location. Saving goes back to the list, with support's client.
 */
export function SecretariaFormPage() {
  const { basePath, session } = useRemote();
  const navigate = useNavigate();
  const { clientId } = useListQuery();
  const route = useRecordRoute();
  const detail = useDepartment(route.id ?? undefined);
  const back = () => navigate(withClient(`${basePath}/secretarias`, clientId));
  const isSupport = session.local?.permissions.isSuporte ?? false;
  const save = useSaveDepartment();

  return (
    <RecordPage<Company>
      {...NOUN}
      titles={TEXTS.titles}
      notFound={TEXTS.notFound}
      route={route}
      query={detail}
      onBack={back}
    >
      {(department) => (
        <Card>
          <RecordForm<DepartmentFormValues, Company>
            {...NOUN}
            record={department}
            idOf={(d) => d.id}
            initialValues={
              department
                ? { ...companyToFormValues(department), rootId: department.rootId ?? undefined }
                : { rootId: clientId }
            }
            toBody={({ rootId, ...values }) => {
              const body = toCompanyBody('department', values, department ?? undefined);
              if (!body) return null;
              return {
                body: department
                  ? body
                  : {
                      ...body,
                      is_secretaria: true,
                      is_cliente: false,
                      is_setor: false,
                      rootId: isSupport ? rootId : undefined,
                    },
              };
            }}
            save={saveCompanyRequest(save)}
            saving={save.isPending}
            onCancel={back}
            afterSave={back}
            done={TEXTS.done}
          >
            {(_form, label) => (
              <CompanyFields
                kind="department"
                label={label}
                showActive={Boolean(department)}
                extraIdentification={
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
          </RecordForm>
        </Card>
      )}
    </RecordPage>
  );
}
