// Gerado de /docs/json por openapi-typescript (api/client/generate.ts): não edite à mão.
// Regenere com `pnpm --filter @gp/api openapi` quando as rotas mudarem (decisão 031).

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado da API e do banco de dados */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estado da API e do banco, com o driver, a última migração e a réplica de leitura (suporte) */
        get: operations["getHealthDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Entrar com usuário e senha */
        post: operations["postSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refresh-token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Trocar o refresh token por um novo par de tokens */
        post: operations["postRefreshToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/forgot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pedir a recuperação de senha (envia um link de uso único por e-mail) */
        post: operations["postPasswordForgot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Conferir um link de recuperação ou de primeiro acesso */
        post: operations["postPasswordVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Definir a nova senha com o token de uso único (recuperação ou primeiro acesso) */
        post: operations["postPasswordReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Locais de trabalho ativos do usuário autenticado */
        get: operations["getLocais"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um local de trabalho do usuário, com a empresa e seus exercícios */
        get: operations["getLocaisById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/permissions/{localId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Flags e regras do perfil de acesso de um local do usuário */
        get: operations["getPermissionsByLocalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exercicios/empresa/{empresaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Exercícios (meses contábeis) de uma empresa, opcionalmente de um ano */
        get: operations["getExerciciosEmpresaByEmpresaId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exercicios/exists/{empresaId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Diz se o exercício (mês/ano) já existe para a empresa */
        get: operations["getExerciciosExistsByEmpresaId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exercicios/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Abrir um novo exercício (mês) para a empresa */
        post: operations["postExerciciosCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Números do cliente do local selecionado e a atividade recente */
        get: operations["getDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/iam/roles": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Perfis de acesso de um cliente (sem companyId: os do escopo do local) */
        get: operations["getV1IamRoles"];
        put?: never;
        /** Criar um perfil de acesso */
        post: operations["postV1IamRoles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/iam/roles/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um perfil de acesso com suas regras */
        get: operations["getV1IamRolesById"];
        put?: never;
        post?: never;
        /** Excluir um perfil de acesso que nenhum acesso usa */
        delete: operations["deleteV1IamRolesById"];
        options?: never;
        head?: never;
        /** Alterar nome e regras de um perfil de acesso */
        patch: operations["patchV1IamRolesById"];
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuários da aplicação, paginados, com busca por usuário, nome ou e-mail (suporte) */
        get: operations["getUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Usuários que os filtros da lista encontram, em CSV (separador ;) ou XLSX (suporte) */
        get: operations["getUsersExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/find/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um usuário (suporte) */
        get: operations["getUsersFindById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar um usuário, com senha e "redefinir senha no primeiro acesso" (suporte)
         * @description O usuário é único sem distinção de maiúsculas (409 se já existe). A senha é guardada com argon2id. Com `redefine`, o primeiro acesso pede uma nova senha.
         */
        post: operations["postUsersCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar um usuário (ativo, user_id_inativa, motivo) (suporte)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado. Ninguém inativa a si mesmo. A inativação encerra as sessões do usuário (refresh tokens revogados; o token de acesso deixa de valer na próxima chamada).
         */
        put: operations["putUsersId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Alterar um usuário (suporte)
         * @description Corpo completo. `password`, se enviada, troca a senha e encerra as sessões do usuário.
         */
        put: operations["putUsersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/avatar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A imagem do avatar de um usuário (o próprio ou um da mesma aplicação) */
        get: operations["getUsersAvatarById"];
        put?: never;
        /**
         * Enviar o avatar de um usuário (multipart, campo "file"; imagem PNG, JPEG, GIF ou WebP)
         * @description O tipo é conferido pelo conteúdo. Substitui o avatar anterior. 413 acima do limite.
         */
        post: operations["postUsersAvatarById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v1/companies/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes que o local pode escolher (suporte: todos os da aplicação) */
        get: operations["getV1CompaniesClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes que os filtros da lista encontram, em CSV (separador ;) ou XLSX */
        get: operations["getEmpresasExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clientes da aplicação, paginados, com busca por nome ou CPF/CNPJ (suporte) */
        get: operations["getEmpresas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/secretarias/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Departamentos que os filtros da lista encontram, em CSV (separador ;) ou XLSX */
        get: operations["getEmpresasSecretariasExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/secretarias": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Departamentos (secretarias) do cliente do local, paginados (suporte: de todos ou de clientId) */
        get: operations["getEmpresasSecretarias"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/secretarias/byempresa/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Departamentos de um cliente (lista para seleção)
         * @description Exige departments:read com acesso a Departamentos, ou sectors:read com acesso a Setores (o formulário de setor escolhe o departamento). Cliente fora do escopo: 404.
         */
        get: operations["getEmpresasSecretariasByempresaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/setores/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Setores que os filtros da lista encontram, em CSV (separador ;) ou XLSX */
        get: operations["getEmpresasSetoresExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/setores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Setores do cliente do local com seu departamento, paginados (suporte: de todos ou de clientId) */
        get: operations["getEmpresasSetores"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/setores/byempresa/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Setores de um departamento (id do departamento) */
        get: operations["getEmpresasSetoresByempresaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/setores/byroot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Setores de um cliente (id do cliente, a raiz) */
        get: operations["getEmpresasSetoresByrootById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar um cliente (is_cliente), departamento (is_secretaria) ou setor (is_setor)
         * @description A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404. Cliente: só o suporte; razão social, CPF/CNPJ (único entre os clientes da aplicação, 409), e-mail e endereço obrigatórios. Departamento: do cliente do local (suporte informa `rootId`). Setor: `parentId` = o seu departamento, do mesmo cliente.
         */
        post: operations["postEmpresasCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Arquivos de uma empresa (id da empresa)
         * @description Leitura (…:read). A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.
         */
        get: operations["getEmpresasFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/files/create/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar um arquivo da empresa (multipart, campo "file" e opcional "name"; um por requisição)
         * @description Edição (…:update). A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404. Tipos conferidos pelo conteúdo: PDF, imagem, Office/LibreOffice, texto. 413 acima do limite (FILES_MAX_BYTES), 415 tipo não aceito.
         */
        post: operations["postEmpresasFilesCreateById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/files/download/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar um arquivo de empresa (id do arquivo); ?inline=true para visualizar
         * @description Leitura (…:read) da empresa dona do arquivo. A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.
         */
        get: operations["getEmpresasFilesDownloadById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/files/delete/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Excluir um arquivo de empresa (id do arquivo)
         * @description Edição (…:update) da empresa dona do arquivo. A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.
         */
        delete: operations["deleteEmpresasFilesDeleteById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/logo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A imagem do logo de uma empresa do escopo do local */
        get: operations["getEmpresasLogoById"];
        put?: never;
        /**
         * Enviar o logo da empresa (multipart, campo "file"; imagem) — preenche profileImg
         * @description Edição (…:update). A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.
         */
        post: operations["postEmpresasLogoById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Uma empresa (cliente, departamento ou setor) do escopo do local
         * @description Leitura (…:read). A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404.
         */
        get: operations["getEmpresasById"];
        /**
         * Alterar uma empresa (corpo completo; `active` ativa ou inativa)
         * @description Edição (…:update). A permissão depende do tipo da empresa: cliente → suporte e clients:*; departamento → suporte ou flag departments e departments:*; setor → suporte ou flag hasSetor e sectors:*. Empresa fora do escopo: 404. Os campos obrigatórios são os do tipo da empresa. Ninguém inativa a empresa do seu próprio acesso.
         */
        put: operations["putEmpresasById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/empresa/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Acessos (locais) de uma empresa do escopo, paginados, com busca pelo usuário (suporte) */
        get: operations["getLocaisEmpresaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/empresa/{id}/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Acessos de uma empresa do escopo que a busca da lista encontra, em CSV (separador ;) ou XLSX */
        get: operations["getLocaisEmpresaByIdExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar um acesso: usuário × empresa, com perfil de acesso opcional (role_id) (suporte)
         * @description O perfil deve ser do cliente da empresa. Um acesso na empresa do suporte (escritório) é um acesso de suporte (isSuporte), sem perfil. As demais flags começam desligadas (use os toggle*). 409 se o usuário já tem acesso nessa empresa.
         */
        post: operations["postLocaisCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/{id}/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Atribuir o perfil de acesso de um acesso (role_id; null remove) (suporte)
         * @description O perfil deve ser do cliente da empresa do acesso. Ninguém altera os próprios acessos.
         */
        put: operations["putLocaisByIdRole"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/toggleAccess/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ligar ou desligar o acesso (ativo) de um acesso (suporte)
         * @description Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a aplicação mantém ao menos um acesso de suporte ativo (409).
         */
        put: operations["putLocaisToggleAccessById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/toggleObras/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ligar ou desligar o acesso a Obras (hasObras) de um acesso (suporte)
         * @description Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a aplicação mantém ao menos um acesso de suporte ativo (409).
         */
        put: operations["putLocaisToggleObrasById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/togglePatrimonio/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ligar ou desligar o acesso a Patrimônio (hasPatrimonio) de um acesso (suporte)
         * @description Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a aplicação mantém ao menos um acesso de suporte ativo (409).
         */
        put: operations["putLocaisTogglePatrimonioById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/toggleDepartments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ligar ou desligar o acesso a Departamentos (departments) de um acesso (suporte)
         * @description Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a aplicação mantém ao menos um acesso de suporte ativo (409).
         */
        put: operations["putLocaisToggleDepartmentsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/toggleSetor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ligar ou desligar o acesso a Setores (hasSetor) de um acesso (suporte)
         * @description Sem corpo (ou sem `value`) inverte o valor; `{ "value": true|false }` define. Vale na próxima chamada do usuário (as flags são lidas a cada chamada). Ninguém altera os próprios acessos; a aplicação mantém ao menos um acesso de suporte ativo (409).
         */
        put: operations["putLocaisToggleSetorById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/locais/verifyActivity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Diz se um acesso está ativo e utilizável, com os motivos (próprio acesso, ou suporte)
         * @description `usable` é falso quando há `reasons` (acesso desligado, usuário, empresa ou cliente inativos); `warnings` não impedem o uso (sem perfil de acesso, cliente sem exercício). Acesso de outro usuário: suporte com access:read, no escopo.
         */
        post: operations["postLocaisVerifyActivityById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accessControl/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permissões (regras recurso:ação) com seus grupos (suporte) */
        get: operations["getAccessControlPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accessControl/permissionGroups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Grupos de permissões (um por recurso), para escolher o permissionGroupId (suporte) */
        get: operations["getAccessControlPermissionGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accessControl/permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma permissão (suporte) */
        get: operations["getAccessControlPermissionsById"];
        /** Alterar uma permissão (rótulo, descrição; nome e grupo só das criadas aqui) (suporte) */
        put: operations["putAccessControlPermissionsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/accessControl/permissions/criar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar uma permissão num grupo (name recurso:ação do recurso do grupo) (suporte)
         * @description Uma permissão nova dá nome a uma regra; ela só concede algo quando uma rota do sistema a confere. 409 se o nome já existe.
         */
        post: operations["postAccessControlPermissionsCriar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trabalhos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os trabalhos que o usuário iniciou (os 50 mais recentes): estado, progresso, resultado, erro
         * @description estado: na_fila, executando, concluido, falhou, cancelado. resultado.arquivo.link baixa o arquivo até expira_em. tipo filtra (400 para um tipo que não existe).
         */
        get: operations["getTrabalhos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trabalhos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um trabalho do usuário (404 para o de outro usuário ou cliente) */
        get: operations["getTrabalhosById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trabalhos/{id}/cancelar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar um trabalho na fila ou em execução (409 se já terminou)
         * @description Na fila: não será executado. Em execução: para no próximo ponto de verificação (a depreciação desfaz o que fez).
         */
        post: operations["postTrabalhosByIdCancelar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/trabalhos/{id}/arquivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar o arquivo que o trabalho gerou (410 depois que expirou) */
        get: operations["getTrabalhosByIdArquivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bens patrimoniais do cliente (suporte: da aplicação, ou do cliente_id)
         * @description Paginada no servidor. search: número = código, palavras = prefixos na descrição/marca/modelo (sem acento). Filtros: codigo, descricao, categoria_id, situacao, estado_conservacao, secretaria_id, setor_id, fornecedor_id, data_de/data_ate (aquisição), valor_de/valor_ate (aquisição, "1234.56"). sort: codigo (padrão), descricao, data_aquisicao, valor_aquisicao; order: asc/desc. total é exato quando total_exato; senão (acima de 10.000 resultados, ou 200 numa busca por palavras) é a estimativa do banco, nunca menor que o contado.
         */
        get: operations["getPatrimonioBempatrimonial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bens patrimoniais que os filtros da lista encontram, em CSV (separador ;) ou XLSX
         * @description Os filtros, a busca e a ordem da lista (sem page e limit). Até 100.000 linhas.
         */
        get: operations["getPatrimonioBempatrimonialExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Anexos (fotos e documentos) de um bem */
        get: operations["getPatrimonioBempatrimonialFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pré-visualizar um anexo do bem ({id} = id do anexo)
         * @description Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox. Anexo de outro cliente: 404.
         */
        get: operations["getPatrimonioBempatrimonialPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um bem patrimonial, com veículo ou localização quando houver */
        get: operations["getPatrimonioBempatrimonialById"];
        /**
         * Alterar um bem (o corpo traz o id)
         * @description Campo ausente mantém o valor; null apaga. Secretaria, setor, responsável e situações além de em uso/ocioso mudam por movimentação. Um bem baixado não aceita alterações.
         */
        put: operations["putPatrimonioBempatrimonialById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cadastrar um bem (registra a incorporação no exercício aberto do mês)
         * @description CodigoBEM ausente: o próximo da sequência do cliente. Vida útil, residual, depreciável e conta contábil ausentes: os da categoria. Dinheiro como texto "1234.56".
         */
        post: operations["postPatrimonioBempatrimonialCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar uma foto ou documento ao bem (imagem, PDF, Office)
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo.
         */
        post: operations["postPatrimonioBempatrimonialUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/findByAplicacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bens patrimoniais de uma aplicação (a do local; suporte vê todos os clientes)
         * @description Paginada no servidor. search: número = código, palavras = prefixos na descrição/marca/modelo (sem acento). Filtros: codigo, descricao, categoria_id, situacao, estado_conservacao, secretaria_id, setor_id, fornecedor_id, data_de/data_ate (aquisição), valor_de/valor_ate (aquisição, "1234.56"). sort: codigo (padrão), descricao, data_aquisicao, valor_aquisicao; order: asc/desc. total é exato quando total_exato; senão (acima de 10.000 resultados, ou 200 numa busca por palavras) é a estimativa do banco, nunca menor que o contado.
         */
        get: operations["getPatrimonioBempatrimonialFindByAplicacaoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/historico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico de alterações do bem (log de auditoria), do mais recente ao mais antigo */
        get: operations["getPatrimonioBempatrimonialHistoricoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/utils/bempatrimonial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O que o formulário do bem precisa: listas de opções e o próximo código do cliente
         * @description Suporte informa cliente_id. Fornecedores: use a busca de /patrimonio/fornecedor.
         */
        get: operations["getUtilsBempatrimonial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/arquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar um anexo do patrimônio (bem, fornecedor, NCM, imóvel)
         * @description inline=true abre no navegador imagens e PDFs (os demais tipos vêm sempre como anexo).
         */
        get: operations["getPatrimonioArquivoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/reports/etiqueta/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Etiqueta de um bem (PDF com QR code e código de barras)
         * @description PDF (application/pdf, inline). Cada etiqueta: nome do cliente (e o seu logo, PNG ou JPEG), o código em letras grandes e em Code 128, a descrição e um QR code com o endereço público do bem ({APP_URL}/publico/bempatrimonial/{id}). folha: pimaco6180 (Carta, 3 × 10 etiquetas de 66,7 × 25,4 mm) ou termica50x30 (rolo de 50 × 30 mm, uma etiqueta por página); inicio: a posição da primeira etiqueta numa folha já usada (1 a 30, da esquerda para a direita, de cima para baixo). Padrão: folha termica50x30.
         */
        get: operations["getPatrimonioBempatrimonialReportsEtiquetaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/reports/etiquetas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Etiquetas de vários bens (PDF): os escolhidos na lista ou os que os filtros da lista encontram
         * @description PDF (application/pdf, inline). Cada etiqueta: nome do cliente (e o seu logo, PNG ou JPEG), o código em letras grandes e em Code 128, a descrição e um QR code com o endereço público do bem ({APP_URL}/publico/bempatrimonial/{id}). folha: pimaco6180 (Carta, 3 × 10 etiquetas de 66,7 × 25,4 mm) ou termica50x30 (rolo de 50 × 30 mm, uma etiqueta por página); inicio: a posição da primeira etiqueta numa folha já usada (1 a 30, da esquerda para a direita, de cima para baixo). Padrão: folha pimaco6180. Os filtros são os de GET /patrimonio/bempatrimonial (sem page, limit, sort, order); ids: os bens escolhidos, separados por vírgula (até 250; um id fora do escopo: 404). Em ordem de código; até 5000 etiquetas (mais: 400); nenhum bem encontrado: 404. Mais de 200 páginas: 202 { trabalho_id }, o PDF gerado por um trabalho (GET /trabalhos/{id}: o progresso em páginas e, concluído, o link do arquivo).
         */
        get: operations["getPatrimonioBempatrimonialReportsEtiquetas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/reports/aplicacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relatório de bens patrimoniais (PDF) da aplicação, por secretaria e setor
         * @description PDF (application/pdf, inline) A4: os bens que os filtros de GET /patrimonio/bempatrimonial encontram (sem page, limit, sort, order), agrupados por secretaria e setor, em ordem de código; cada linha: código, descrição, categoria, situação, data e valor de aquisição, valor atual; subtotais por setor e secretaria e o total geral. Cabeçalho em cada página (entidade, título, filtros, data e usuário) e "Página x de y". {id}: a aplicação do local (outra: 404). Até 20000 bens (mais: 400); nenhum bem encontrado: 404. Mais de 200 páginas: 202 { trabalho_id }, o PDF gerado por um trabalho (GET /trabalhos/{id}: o progresso em páginas e, concluído, o link do arquivo).
         */
        get: operations["getPatrimonioBempatrimonialReportsAplicacaoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/reports/withImage/aplicacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relatório de bens patrimoniais com fotos (PDF): cada bem com a miniatura da sua primeira foto
         * @description PDF (application/pdf, inline) A4: os bens que os filtros de GET /patrimonio/bempatrimonial encontram (sem page, limit, sort, order), agrupados por secretaria e setor, em ordem de código; cada linha: código, descrição, categoria, situação, data e valor de aquisição, valor atual; subtotais por setor e secretaria e o total geral. Cabeçalho em cada página (entidade, título, filtros, data e usuário) e "Página x de y". {id}: a aplicação do local (outra: 404). Cada linha traz a miniatura da primeira foto do bem (anexo JPEG ou PNG de até 1 MB; sem foto, a célula fica vazia). Até 2000 bens (mais: 400); nenhum bem encontrado: 404. Mais de 200 páginas: 202 { trabalho_id }, o PDF gerado por um trabalho (GET /trabalhos/{id}: o progresso em páginas e, concluído, o link do arquivo).
         */
        get: operations["getPatrimonioBempatrimonialReportsWithImageAplicacaoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/reports/movimentacoes/bem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Histórico de movimentações de um bem (PDF), da mais antiga à mais recente
         * @description PDF (application/pdf, inline) A4: cada movimentação do bem {id} com data, tipo, de/para (local, responsável ou situação, motivo da baixa), quem registrou, valor anterior e valor; as estornadas marcadas. Cabeçalho com a entidade, o bem, data e usuário; "Página x de y". Bem de outro cliente: 404.
         */
        get: operations["getPatrimonioBempatrimonialReportsMovimentacoesBemById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/reports/movimentacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relatório de movimentações (PDF) por tipo, com totais: incorporações, transferências, baixas…
         * @description PDF (application/pdf, inline) A4: as movimentações que os filtros de GET /patrimonio/movimentacaobem encontram (data_de/data_ate em dias do Brasil, TipoMovimentacao, bempatrimonial_id, CodigoBEM, cliente_id), por cliente e por tipo, cada uma com data, bem, de/para, valor anterior e valor; subtotal de cada tipo (quantidade, Σ valor anterior, Σ valor, exatos) e o total geral. Cabeçalho com a entidade, os filtros, data e usuário; "Página x de y". Até 20000 movimentações (mais: 400); nenhuma: 404. Mais de 200 páginas: 202 { trabalho_id }, o PDF gerado por um trabalho (GET /trabalhos/{id}: o progresso em páginas e, concluído, o link do arquivo).
         */
        get: operations["getPatrimonioBempatrimonialReportsMovimentacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/termos/responsabilidade": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emitir um termo de responsabilidade (PDF): uma pessoa assume a guarda de bens
         * @description PDF (application/pdf, inline) A4: cabeçalho da entidade, título e número do termo no ano, o texto, a tabela dos bens (código, descrição, estado, valor) com o total, as linhas de assinatura e, no pé de cada página, o QR code e o código de verificação de {APP_URL}/publico/documento/{codigo}, "Página x de y". Cada emissão é registrada (número, código, os bytes do PDF e seu SHA-256, quem e quando) e reimpressa igual por GET /patrimonio/bempatrimonial/termos/{codigo}; o cabeçalho x-termo-codigo traz o código. A verificação pública é GET /publico/documentos/{codigo}. Os bens: os escolhidos (bem_ids, até 500, nenhum baixado, todos de um cliente) ou os bens não baixados de um setor (setor_id), nunca os dois. Bem ou setor de outro cliente: 404.
         */
        post: operations["postPatrimonioBempatrimonialTermosResponsabilidade"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/movimentacaobem/{id}/termo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emitir o termo de transferência ou de baixa de uma movimentação (PDF)
         * @description PDF (application/pdf, inline) A4: cabeçalho da entidade, título e número do termo no ano, o texto, a tabela dos bens (código, descrição, estado, valor) com o total, as linhas de assinatura e, no pé de cada página, o QR code e o código de verificação de {APP_URL}/publico/documento/{codigo}, "Página x de y". Cada emissão é registrada (número, código, os bytes do PDF e seu SHA-256, quem e quando) e reimpressa igual por GET /patrimonio/bempatrimonial/termos/{codigo}; o cabeçalho x-termo-codigo traz o código. A verificação pública é GET /publico/documentos/{codigo}. De uma transferência: origem, destino, data e os bens; de uma baixa: motivo, data e os bens pelo valor contábil. O termo traz todas as movimentações registradas com esta (mesmo tipo, origem, destino ou motivo, usuário e dia, não estornadas). Um termo já emitido desta movimentação (ou de uma registrada com ela) é respondido como foi guardado (mesmos bytes, número e código), nunca emitido de novo. Outro tipo de movimentação ou uma estornada: 409.
         */
        post: operations["postPatrimonioMovimentacaobemByIdTermo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/termos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Termos emitidos do cliente, dos mais recentes aos mais antigos (paginados)
         * @description Cada termo com o tipo e número, o código, os bens (quantidade e total), quem emitiu e quando e o SHA-256; filtro pelo tipo. O PDF de cada um: GET /patrimonio/bempatrimonial/termos/{codigo}.
         */
        get: operations["getPatrimonioBempatrimonialTermos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/termos/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Reimprimir um termo emitido, pelo seu código de verificação (PDF)
         * @description Os bytes guardados na emissão, sem mudança: o mesmo arquivo, o mesmo SHA-256 da verificação pública (GET /publico/documentos/{codigo}); o cabeçalho x-termo-codigo traz o código. O código em qualquer caixa, com ou sem hífens. Termo de outro cliente, código desconhecido ou malformado: 404.
         */
        get: operations["getPatrimonioBempatrimonialTermosByCodigo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/servidor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Servidores do cliente (responsáveis por bens), paginados
         * @description Busca por nome, matrícula ou CPF (11 dígitos). O CPF só para quem tem custody:update.
         */
        get: operations["getPatrimonioServidor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/servidor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) servidor */
        get: operations["getPatrimonioServidorById"];
        /** Alterar servidor */
        put: operations["putPatrimonioServidorById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/servidor/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar um servidor (usuário do cliente ou servidor sem login) */
        post: operations["postPatrimonioServidorCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/servidor/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar servidor (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putPatrimonioServidorId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/responsavel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carga de um servidor: os bens não baixados pelos quais responde, com o total */
        get: operations["getPatrimonioCargaResponsavelById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/setor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Carga de um setor: os bens não baixados nele, com o total e o responsável do setor */
        get: operations["getPatrimonioCargaSetorById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/setor/{id}/responsavel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Definir (ou, com null, retirar) o responsável de um setor
         * @description Um servidor ativo do cliente do setor; os bens postos no setor passam a tê-lo por padrão.
         */
        put: operations["putPatrimonioCargaSetorByIdResponsavel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/responsavel/{id}/termo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emitir o termo de responsabilidade da carga de um servidor (PDF)
         * @description PDF do termo de responsabilidade (decisão 025): numerado, com o QR code e o código da verificação pública e o SHA-256 registrado; reimpresso por GET /patrimonio/bempatrimonial/termos/{codigo}. Até 500 bens; sem bens ou acima disso: 409.
         */
        post: operations["postPatrimonioCargaResponsavelByIdTermo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/responsavel/{id}/nada-consta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emitir a declaração de nada consta de um servidor (PDF verificável)
         * @description PDF do termo de responsabilidade (decisão 025): numerado, com o QR code e o código da verificação pública e o SHA-256 registrado; reimpresso por GET /patrimonio/bempatrimonial/termos/{codigo}. Só para quem não responde por nenhum bem e não tem cautela em aberto; senão 409 NADA_CONSTA_BLOQUEADO com o que impede em issues (bens, cautelas). A verificação pública nunca mostra o CPF.
         */
        post: operations["postPatrimonioCargaResponsavelByIdNadaConsta"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/setor/{id}/termo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Emitir o termo de responsabilidade da carga de um setor, assinado pelo seu responsável (PDF)
         * @description PDF do termo de responsabilidade (decisão 025): numerado, com o QR code e o código da verificação pública e o SHA-256 registrado; reimpresso por GET /patrimonio/bempatrimonial/termos/{codigo}. Setor sem responsável: 409.
         */
        post: operations["postPatrimonioCargaSetorByIdTermo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/aceites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Cautelas e transferências com o seu aceite (do cliente; sem custody:read, só as do próprio recebedor)
         * @description minhas=true: as do chamador como recebedor; atrasadas=true: cautelas aceitas além da data prevista.
         */
        get: operations["getPatrimonioCargaAceites"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/aceites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma cautela ou transferência, com o que o chamador pode fazer nela */
        get: operations["getPatrimonioCargaAceitesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/cautela": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Pedir uma cautela: o bem sai por um tempo, com motivo, destino e retorno previsto, após o aceite
         * @description O bem mantém o seu responsável. Bem já fora em cautela ou com aceite pendente: 409.
         */
        post: operations["postPatrimonioCargaCautela"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/transferencia": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pedir uma transferência de responsabilidade: o novo responsável passa a responder após o aceite */
        post: operations["postPatrimonioCargaTransferencia"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/aceites/{id}/aceitar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aceitar (o recebedor, no aplicativo): a cautela sai, a transferência é registrada
         * @description Outro usuário que não o recebedor: 403. Já decidida: 409.
         */
        post: operations["postPatrimonioCargaAceitesByIdAceitar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/aceites/{id}/recusar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Recusar (o recebedor), dizendo o motivo */
        post: operations["postPatrimonioCargaAceitesByIdRecusar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/aceites/{id}/termo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar o aceite pelo termo assinado em papel (PDF ou imagem), enviado pelo patrimônio
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo.
         */
        post: operations["postPatrimonioCargaAceitesByIdTermo"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/carga/aceites/{id}/devolver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar a devolução de uma cautela aceita: ela se encerra */
        post: operations["postPatrimonioCargaAceitesByIdDevolver"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/categoriabem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Categorias de bem do cliente (tabela STN na primeira consulta)
         * @description Suporte: todas as categorias dos clientes da aplicação, ou as do cliente_id.
         */
        get: operations["getPatrimonioCategoriabem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/categoriabem/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Categorias de bem do cliente em CSV (separador ;) ou XLSX */
        get: operations["getPatrimonioCategoriabemExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/categoriabem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma categoria de bem */
        get: operations["getPatrimonioCategoriabemById"];
        /** Alterar uma categoria (vida útil, residual, depreciável, conta do PCASP) */
        put: operations["putPatrimonioCategoriabemById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/categoriabem/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Criar uma categoria de bem (suporte informa o cliente_id) */
        post: operations["postPatrimonioCategoriabemCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/categoriabem/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar uma categoria (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putPatrimonioCategoriabemId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/movimentacaobem": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Movimentações do cliente, das mais recentes às mais antigas (paginadas, filtros) */
        get: operations["getPatrimonioMovimentacaobem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/movimentacaobem/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Movimentações que os filtros da lista encontram, em CSV (separador ;) ou XLSX
         * @description Os filtros da lista (sem page e limit), das mais recentes às mais antigas. Até 100.000 linhas.
         */
        get: operations["getPatrimonioMovimentacaobemExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/movimentacaobem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Histórico de movimentações de um bem ({id} = id do bem), da mais recente à mais antiga */
        get: operations["getPatrimonioMovimentacaobemById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/movimentacaobem/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar uma movimentação (transferência, baixa, reavaliação, estorno, ...)
         * @description A transferência move o bem na mesma transação; a baixa exige MotivoBaixa e fecha o bem a tudo menos o estorno; o estorno desfaz a última movimentação ainda não estornada. A data (padrão: agora) precisa estar num exercício aberto do cliente e não pode ser anterior à última movimentação.
         */
        post: operations["postPatrimonioMovimentacaobemCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fornecedores da aplicação, paginados (busca por razão social, fantasia ou CPF/CNPJ)
         * @description cliente_id filtra pelo cliente que cadastrou o fornecedor.
         */
        get: operations["getPatrimonioFornecedor"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fornecedores da aplicação, paginados (busca por razão social, fantasia ou CPF/CNPJ): o que os filtros encontram, em CSV (separador ;) ou XLSX
         * @description Os filtros, a busca e a ordem da lista; page e limit não se aplicam. Até 100.000 linhas.
         */
        get: operations["getPatrimonioFornecedorExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Anexos de um fornecedor */
        get: operations["getPatrimonioFornecedorFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um fornecedor */
        get: operations["getPatrimonioFornecedorById"];
        /** Alterar um fornecedor */
        put: operations["putPatrimonioFornecedorById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar um fornecedor (CPF/CNPJ único na aplicação) */
        post: operations["postPatrimonioFornecedorCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar um fornecedor (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putPatrimonioFornecedorId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo ao fornecedor (PDF, imagem, Office, texto)
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo.
         */
        post: operations["postPatrimonioFornecedorUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/findByAplicacao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fornecedores de uma aplicação (a do local) */
        get: operations["getPatrimonioFornecedorFindByAplicacaoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/fornecedor/findByRoot/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Fornecedores cadastrados por um cliente */
        get: operations["getPatrimonioFornecedorFindByRootById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/configuracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Configuração da depreciação do cliente (regra do primeiro mês, mês de implantação)
         * @description Suporte informa cliente_id (o cliente do local, nos demais).
         */
        get: operations["getPatrimonioDepreciacaoConfiguracao"];
        /**
         * Alterar a configuração da depreciação do cliente
         * @description primeiro_mes: integral (o mês de início de uso é depreciado inteiro) ou pro_rata (pelos dias de uso). implantacao {mes, ano}: o mês a partir do qual o cliente deprecia; não muda depois de um mês processado (409). Suporte informa cliente_id (o cliente do local, nos demais).
         */
        put: operations["putPatrimonioDepreciacaoConfiguracao"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Os doze meses de um ano: estado, total depreciado e nº de bens; o próximo mês a processar
         * @description estado: nao_processado, processando (o trabalho do mês na fila ou em execução), processado, fechado. erro: a falha da última execução do mês. trabalho_id: o trabalho em andamento (GET /trabalhos/{id}). Suporte informa cliente_id (o cliente do local, nos demais).
         */
        get: operations["getPatrimonioDepreciacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/processar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Processar a depreciação de um mês (em segundo plano: 202, acompanhe em GET /patrimonio/depreciacao)
         * @description Os meses são processados em ordem a partir do mês de implantação; o último mês processado pode ser processado de novo (mesmo resultado) enquanto não fechado. Recusas (409) antes de começar: mês fora de ordem (nomeia o próximo), fechado, futuro, sem exercício aberto, já em processamento.
         */
        post: operations["postPatrimonioDepreciacaoProcessar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/estornar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Estornar a depreciação do último mês processado (mês aberto e exercício aberto) */
        post: operations["postPatrimonioDepreciacaoEstornar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/fechar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Fechar um mês processado: não aceita mais movimentações, mudanças de valor nem depreciação */
        post: operations["postPatrimonioDepreciacaoFechar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/reabrir": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reabrir um mês fechado (motivo obrigatório, registrado na auditoria) */
        post: operations["postPatrimonioDepreciacaoReabrir"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/{mes}/{ano}/itens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Itens de um mês processado: por bem, valor anterior, quota, valor atual, acumulada e %
         * @description Paginada no servidor, na ordem do código (order asc/desc). search: número = código, texto = descrição (sem acento). conta_contabil filtra por conta. motivo diz por que um bem não teve quota. Suporte informa cliente_id (o cliente do local, nos demais).
         */
        get: operations["getPatrimonioDepreciacaoByMesByAnoItens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/{mes}/{ano}/itens/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Itens de um mês processado em CSV (separador ;) ou XLSX */
        get: operations["getPatrimonioDepreciacaoByMesByAnoItensExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/{mes}/{ano}/contas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totais de um mês processado por conta contábil (PCASP) do bem, e o total do mês */
        get: operations["getPatrimonioDepreciacaoByMesByAnoContas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/{mes}/{ano}/contas/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Totais por conta de um mês processado em CSV (separador ;) ou XLSX */
        get: operations["getPatrimonioDepreciacaoByMesByAnoContasExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/posicao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Valor contábil no fim de um mês processado: por conta e por bem (paginado) */
        get: operations["getPatrimonioDepreciacaoPosicao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/posicao/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Posição no fim de um mês processado em CSV (separador ;) ou XLSX: por bem ou por conta
         * @description por=bens (padrão): valor contábil e depreciação acumulada de cada bem; por=contas: por conta contábil, com o total.
         */
        get: operations["getPatrimonioDepreciacaoPosicaoExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/bem/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A depreciação de um bem mês a mês: valor anterior, quota, valor atual e acumulada (o gráfico da página do bem) */
        get: operations["getPatrimonioDepreciacaoBemById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/previsao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Previsão: as quotas dos doze meses a partir do próximo mês a processar */
        get: operations["getPatrimonioDepreciacaoPrevisao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/depreciacao/previsao/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Previsão dos próximos doze meses em CSV (separador ;) ou XLSX, com o total */
        get: operations["getPatrimonioDepreciacaoPrevisaoExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/veiculoequipamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de veículo ou equipamento (busca, ativo, ordenação; suporte: cliente_id) */
        get: operations["getPatrimonioVeiculoequipamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/veiculoequipamento/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista de veículo ou equipamento: o que os filtros encontram, em CSV (separador ;) ou XLSX
         * @description Os filtros, a busca e a ordem da lista; page e limit não se aplicam. Até 100.000 linhas.
         */
        get: operations["getPatrimonioVeiculoequipamentoExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/veiculoequipamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) veículo ou equipamento */
        get: operations["getPatrimonioVeiculoequipamentoById"];
        /** Alterar veículo ou equipamento */
        put: operations["putPatrimonioVeiculoequipamentoById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/veiculoequipamento/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar veículo ou equipamento */
        post: operations["postPatrimonioVeiculoequipamentoCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/veiculoequipamento/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar veículo ou equipamento (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putPatrimonioVeiculoequipamentoId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de localização de imóvel (busca, ativo, ordenação; suporte: cliente_id) */
        get: operations["getPatrimonioLocalizacaoimovel"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista de localização de imóvel: o que os filtros encontram, em CSV (separador ;) ou XLSX
         * @description Os filtros, a busca e a ordem da lista; page e limit não se aplicam. Até 100.000 linhas.
         */
        get: operations["getPatrimonioLocalizacaoimovelExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Anexos de localização de imóvel */
        get: operations["getPatrimonioLocalizacaoimovelFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) localização de imóvel */
        get: operations["getPatrimonioLocalizacaoimovelById"];
        /** Alterar localização de imóvel */
        put: operations["putPatrimonioLocalizacaoimovelById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar localização de imóvel */
        post: operations["postPatrimonioLocalizacaoimovelCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar localização de imóvel (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putPatrimonioLocalizacaoimovelId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/localizacaoimovel/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo a localização de imóvel
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo.
         */
        post: operations["postPatrimonioLocalizacaoimovelUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de referência NCM (busca, ativo, ordenação; suporte: cliente_id) */
        get: operations["getRefncm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Lista de referência NCM: o que os filtros encontram, em CSV (separador ;) ou XLSX
         * @description Os filtros, a busca e a ordem da lista; page e limit não se aplicam. Até 100.000 linhas.
         */
        get: operations["getRefncmExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Anexos de referência NCM */
        get: operations["getRefncmFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) referência NCM */
        get: operations["getRefncmById"];
        /** Alterar referência NCM */
        put: operations["putRefncmById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar referência NCM */
        post: operations["postRefncmCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar referência NCM (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putRefncmId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/refncm/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo a referência NCM
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo.
         */
        post: operations["postRefncmUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xml/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Importar o XML de uma NF-e (um arquivo por requisição)
         * @description multipart/form-data, campo "file". Aceita o nfeProc 4.00 autorizado (modelo 55). Recusa, com o motivo em português: arquivo grande demais (413), que não é XML (415), com DOCTYPE/entidades (400), fora do leiaute, chave inválida, NFC-e, sem autorização, cancelada ou destinada a outro cliente (422), e a mesma chave já importada no cliente (409). A recusa fica na lista com situação recusada. Suporte informa cliente_id.
         */
        post: operations["postXmlUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Notas importadas do cliente, paginadas (as mais recentes primeiro)
         * @description search: chave, CNPJ/CPF ou nome do emitente, número. Filtros: situacao, data_de/data_ate (emissão). sort: importado_em (padrão, desc), emissao, numero, valor_total.
         */
        get: operations["getXml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xml/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma nota importada: o que ela diz, o fornecedor e as categorias sugeridas, e os bens criados */
        get: operations["getXmlById"];
        put?: never;
        post?: never;
        /** Descartar uma importação pendente ou recusada */
        delete: operations["deleteXmlById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xml/{id}/arquivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Baixar o XML original da nota (sempre como anexo) */
        get: operations["getXmlByIdArquivo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xml/{id}/incorporar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Incorporar a nota: fornecedor, bens, movimentações e anexos, numa só transação
         * @description Exige também assets:create. Um item por linha da nota (modo unidade, linha ou nao_incorporar, e a categoria). O valor de cada bem é o da linha com frete, seguro, outras despesas e IPI, menos o desconto, rateado em centavos exatos.
         */
        post: operations["postXmlByIdIncorporar"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/xml/recusadas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Descartar todas as importações recusadas
         * @description Apaga as importações recusadas do cliente (o suporte nomeia o cliente em cliente_id, ou todos os que vê). O motivo de cada recusa continua na resposta do envio e na auditoria; as recusadas com mais de 30 dias são apagadas também pela limpeza periódica.
         */
        delete: operations["deleteXmlRecusadas"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/patrimonio/bempatrimonial/transparencia/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ficha pública de um bem (QR code da etiqueta)
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). Só os campos públicos; bem desconhecido, id malformado ou entidade que não publica: 404.
         */
        get: operations["getPatrimonioBempatrimonialTransparenciaById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/bens/{id}/foto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A primeira foto de um bem da ficha pública (somente imagens)
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). Imagem (PNG, JPEG, GIF ou WebP) com X-Content-Type-Options: nosniff; ETag: o conteúdo.
         */
        get: operations["getPublicoBensByIdFoto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/documentos/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verificação de um termo pelo código impresso nele (o QR code do termo)
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). O código em qualquer caixa, com ou sem hífens. Responde a entidade, o tipo e número do termo, quem o emitiu (só o nome), quando, quantos bens e o SHA-256 do PDF emitido, para comparar com o arquivo em mãos. Código desconhecido ou malformado: 404 "Documento não encontrado.".
         */
        get: operations["getPublicoDocumentosByCodigo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/entidades/{cpf_cnpj}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Entidade pelo CPF ou CNPJ (com ou sem máscara; CNPJ alfanumérico aceito)
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). Documento inválido: 400; nenhuma entidade que publique: 404 "Nenhuma entidade encontrada.".
         */
        get: operations["getPublicoEntidadesByCpfCnpj"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/entidades/{cpf_cnpj}/logo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * O logo da entidade (somente imagens)
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *).
         */
        get: operations["getPublicoEntidadesByCpfCnpjLogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/entidades/{cpf_cnpj}/bens": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Bens da entidade: busca, filtros, página e totais exatos
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). search: número = código, palavras = prefixos na descrição/marca/modelo (sem acento). Filtros: secretaria_id, categoria_id, situacao, ano (de aquisição). sort: codigo (padrão), descricao, data_aquisicao, valor_aquisicao; order: asc/desc; page, limit (até 100, padrão 20). totais: quantidade, Σ valor de aquisição e Σ valor contábil de tudo o que os filtros encontram.
         */
        get: operations["getPublicoEntidadesByCpfCnpjBens"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/entidades/{cpf_cnpj}/obras": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obras da entidade: página por número e as paralisadas há mais de um mês
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). data: número, objeto, tipo, situação (código TCE e descrição), secretaria, contratada (razão social), valor contratado, aditivos, total, % executado (Σ medições ÷ (contrato + aditivos)), início e previsão de conclusão; page, limit (até 100, padrão 20). paralisadas: toda obra paralisada (códigos 3 e 4) desde antes do mesmo dia do mês anterior, a mais antiga primeiro (até 100), com motivo, quem registrou a paralisação (só o nome), data e previsão de reinício.
         */
        get: operations["getPublicoEntidadesByCpfCnpjObras"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/entidades/{cpf_cnpj}/bens/filtros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Opções dos filtros: secretarias, categorias, situações e anos com bens
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *).
         */
        get: operations["getPublicoEntidadesByCpfCnpjBensFiltros"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/publico/entidades/{cpf_cnpj}/bens/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Dados abertos: os bens que os filtros encontram, em CSV ou JSON (enviados enquanto são lidos)
         * @description Pública (sem token). Limite de chamadas por IP (429 com Retry-After); Cache-Control: public, max-age=60; ETag (If-None-Match → 304); CORS aberto (Access-Control-Allow-Origin: *). formato=csv (padrão): UTF-8 com BOM, separador ";", vírgula decimal, datas dd/MM/aaaa; colunas codigo;descricao;categoria;situacao;estado_conservacao;secretaria;setor;data_aquisicao;valor_aquisicao;valor_contabil;baixado. formato=json: o objeto descrito (entidade, dados_atualizados_em, gerado_em, filtros, bens). Last-Modified: a última alteração dos dados.
         */
        get: operations["getPublicoEntidadesByCpfCnpjBensExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de obras (busca por número ou objeto; situação, secretaria, tipo, período de início) */
        get: operations["getObrasObra"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Obras em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasObraExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Uma obra, com seus aditivos e o histórico de situações */
        get: operations["getObrasObraById"];
        /** Alterar uma obra (a situação muda por PUT /obras/obra/id) */
        put: operations["putObrasObraById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar uma obra (nasce "não iniciada"; número único no cliente) */
        post: operations["postObrasObraCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Mudar a situação da obra (código TCE, data, motivo; paralisada: previsão de reinício)
         * @description Iniciar exige uma ordem de serviço e, nos tipos construção, ampliação, pavimentação, saneamento e drenagem, uma Licença de Instalação ativa e válida na data (sem ela, 409 LI_AUSENTE; reenviada com justificativa_sem_li, a obra é iniciada e a justificativa fica no histórico); reiniciar exige a obra paralisada; a obra recebida definitivamente não muda mais de situação. Cada mudança fica no histórico.
         */
        put: operations["putObrasObraId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/{id}/evolucao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Evolução da obra: % físico (acompanhamentos) e % financeiro (medições) por data
         * @description Físico: o percentual do último acompanhamento ativo de cada dia. Financeiro: a partir da primeira medição ativa, em cada data de entrega de medição ou de aditivo, Σ medido até a data ÷ (valor contratado + aditivos datados até a data), truncado em duas casas.
         */
        get: operations["getObrasObraByIdEvolucao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/incorporar/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Incorporar ao patrimônio a obra recebida definitivamente (imóvel novo ou melhoria de imóvel)
         * @description Exige também a área de Patrimônio no local (403). Imóvel novo: bem imóvel com o valor (padrão: Σ medido), a categoria (padrão: a de edificações do cliente), a secretaria da obra, a movimentação de incorporação e a localização do imóvel com o endereço e as coordenadas da obra. Melhoria: o imóvel ativo bem_id do mesmo cliente tem o valor acrescido por uma reavaliação datada na data de incorporação (as regras da depreciação valem). Uma vez por obra (409); tudo numa transação.
         */
        post: operations["postObrasObraIncorporarById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/{id}/aditivos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Aditivos de uma obra (valor e prazo acrescidos) */
        get: operations["getObrasObraByIdAditivos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/{id}/aditivos/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Registrar um aditivo da obra (número do ato, data, valor e/ou prazo em dias) */
        post: operations["postObrasObraByIdAditivosCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/obra/aditivos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Alterar um aditivo (não pode deixar o total medido acima do valor da obra) */
        put: operations["putObrasObraAditivosById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/arquivo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar um arquivo das obras (acompanhamento, medição, licença, responsabilidade técnica)
         * @description inline=true abre no navegador imagens e PDFs (os demais tipos vêm sempre como anexo). Sempre X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox.
         */
        get: operations["getObrasArquivoById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de medição (busca, obra_id, ativo, ordenação; cliente_id) */
        get: operations["getObrasMedicao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de medição em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasMedicaoExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arquivos (anexos) de um(a) medição, do mais antigo ao mais recente */
        get: operations["getObrasMedicaoFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pré-visualizar um arquivo de medição ({id} = id do arquivo)
         * @description Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox. Arquivo de outro registro ou de outra aplicação: 404.
         */
        get: operations["getObrasMedicaoPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) medição */
        get: operations["getObrasMedicaoById"];
        /** Alterar medição */
        put: operations["putObrasMedicaoById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar medição */
        post: operations["postObrasMedicaoCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar medição (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putObrasMedicaoId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/medicao/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo a medição (PDF; imagem (PNG, JPEG, GIF ou WebP); documento do Office/LibreOffice (DOCX, XLSX, ODT, ODS))
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo. Um registro inativo não recebe arquivos (409).
         */
        post: operations["postObrasMedicaoUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/ordemservico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de ordem de serviço (busca, obra_id, ativo, ordenação; cliente_id) */
        get: operations["getObrasOrdemservico"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/ordemservico/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de ordem de serviço em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasOrdemservicoExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/ordemservico/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) ordem de serviço */
        get: operations["getObrasOrdemservicoById"];
        /** Alterar ordem de serviço */
        put: operations["putObrasOrdemservicoById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/ordemservico/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar ordem de serviço */
        post: operations["postObrasOrdemservicoCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/ordemservico/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar ordem de serviço (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putObrasOrdemservicoId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/cadastronacional": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de cadastro nacional de obra (CNO) (busca, obra_id, ativo, ordenação; cliente_id) */
        get: operations["getObrasCadastronacional"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/cadastronacional/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de cadastro nacional de obra (CNO) em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasCadastronacionalExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/cadastronacional/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) cadastro nacional de obra (CNO) */
        get: operations["getObrasCadastronacionalById"];
        /** Alterar cadastro nacional de obra (CNO) */
        put: operations["putObrasCadastronacionalById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/cadastronacional/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar cadastro nacional de obra (CNO) */
        post: operations["postObrasCadastronacionalCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/cadastronacional/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar cadastro nacional de obra (CNO) (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putObrasCadastronacionalId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de licença ambiental (busca, obra_id, ativo, ordenação; cliente_id) */
        get: operations["getObrasLicencaambiental"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de licença ambiental em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasLicencaambientalExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arquivos (documento da licença) de um(a) licença ambiental, do mais antigo ao mais recente */
        get: operations["getObrasLicencaambientalFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pré-visualizar um arquivo de licença ambiental ({id} = id do arquivo)
         * @description Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox. Arquivo de outro registro ou de outra aplicação: 404.
         */
        get: operations["getObrasLicencaambientalPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) licença ambiental */
        get: operations["getObrasLicencaambientalById"];
        /** Alterar licença ambiental */
        put: operations["putObrasLicencaambientalById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar licença ambiental */
        post: operations["postObrasLicencaambientalCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar licença ambiental (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putObrasLicencaambientalId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/licencaambiental/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo a licença ambiental (PDF; imagem (PNG, JPEG, GIF ou WebP))
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo. Um registro inativo não recebe arquivos (409).
         */
        post: operations["postObrasLicencaambientalUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de responsabilidade técnica (ART/RRT/TRT) (busca, obra_id, ativo, ordenação; cliente_id) */
        get: operations["getObrasResponsabilidadetecnica"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de responsabilidade técnica (ART/RRT/TRT) em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasResponsabilidadetecnicaExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arquivos (documento da ART/RRT/TRT) de um(a) responsabilidade técnica (ART/RRT/TRT), do mais antigo ao mais recente */
        get: operations["getObrasResponsabilidadetecnicaFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pré-visualizar um arquivo de responsabilidade técnica (ART/RRT/TRT) ({id} = id do arquivo)
         * @description Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox. Arquivo de outro registro ou de outra aplicação: 404.
         */
        get: operations["getObrasResponsabilidadetecnicaPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) responsabilidade técnica (ART/RRT/TRT) */
        get: operations["getObrasResponsabilidadetecnicaById"];
        /** Alterar responsabilidade técnica (ART/RRT/TRT) */
        put: operations["putObrasResponsabilidadetecnicaById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar responsabilidade técnica (ART/RRT/TRT) */
        post: operations["postObrasResponsabilidadetecnicaCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar responsabilidade técnica (ART/RRT/TRT) (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putObrasResponsabilidadetecnicaId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/responsabilidadetecnica/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo a responsabilidade técnica (ART/RRT/TRT) (PDF; imagem (PNG, JPEG, GIF ou WebP))
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo. Um registro inativo não recebe arquivos (409).
         */
        post: operations["postObrasResponsabilidadetecnicaUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista paginada de acompanhamento (busca, obra_id, ativo, ordenação; cliente_id) */
        get: operations["getObrasAcompanhamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Lista de acompanhamento em CSV (separador ;) ou XLSX, com os filtros da lista */
        get: operations["getObrasAcompanhamentoExportar"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Arquivos (fotos) de um(a) acompanhamento, do mais antigo ao mais recente */
        get: operations["getObrasAcompanhamentoFilesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Pré-visualizar um arquivo de acompanhamento ({id} = id do arquivo)
         * @description Imagens (PNG, JPEG, GIF, WebP) e PDF vêm inline, com o tipo guardado no envio; qualquer outro tipo vem como anexo (Content-Disposition: attachment), nunca inline. Sempre X-Content-Type-Options: nosniff e Content-Security-Policy: default-src 'none'; sandbox. Arquivo de outro registro ou de outra aplicação: 404.
         */
        get: operations["getObrasAcompanhamentoPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Um(a) acompanhamento */
        get: operations["getObrasAcompanhamentoById"];
        /** Alterar acompanhamento */
        put: operations["putObrasAcompanhamentoById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Cadastrar acompanhamento */
        post: operations["postObrasAcompanhamentoCreate"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Ativar ou inativar acompanhamento (ativo, user_id_inativa, motivo)
         * @description Inativar exige o motivo; o usuário que inativa é o autenticado.
         */
        put: operations["putObrasAcompanhamentoId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/obras/acompanhamento/upload/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Anexar um arquivo a acompanhamento (imagem (PNG, JPEG, GIF ou WebP))
         * @description multipart/form-data com o campo "file" (um arquivo por requisição) e, opcionalmente antes dele, o campo "name" com o nome a guardar. O tipo é verificado pelo conteúdo. Um registro inativo não recebe arquivos (409).
         */
        post: operations["postObrasAcompanhamentoUploadById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/documentos/links": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Link assinado de um documento em PDF, para abri-lo no navegador sem o token
         * @description caminho: o endereço de um GET da API que responde um PDF (relatórios, etiquetas, termos), com a sua query, relativo à base da API. Responde o mesmo endereço com o parâmetro link (o último), que abre o documento sem o token por 5 minutos, só para esta sessão e este local de trabalho; a permissão de ler o documento é verificada ao abri-lo, como numa chamada com o token. O PDF traz o seu título e o nome do arquivo no Content-Disposition. Outro endereço: 400.
         */
        post: operations["postDocumentosLinks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        ErrorResponse: {
            /** @enum {unknown} */
            status: "Error";
            message: string;
            code?: string;
            issues?: {
                path: string;
                message: string;
            }[];
            request_id?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        version: string;
                        uptimeSeconds: number;
                        database: {
                            /** @enum {string} */
                            status: "up" | "down";
                            latencyMs: number | null;
                        };
                    };
                };
            };
            /** @description Indisponível */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        version: string;
                        uptimeSeconds: number;
                        database: {
                            /** @enum {string} */
                            status: "up" | "down";
                            latencyMs: number | null;
                        };
                    };
                };
            };
        };
    };
    getHealthDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        version: string;
                        uptimeSeconds: number;
                        database: {
                            /** @enum {string} */
                            status: "up" | "down";
                            latencyMs: number | null;
                            /** @enum {string} */
                            driver: "pglite" | "postgres";
                            migration: string | null;
                        };
                        replica: {
                            configured: boolean;
                            /** @enum {string|null} */
                            status: "up" | "down" | null;
                            inRecovery: boolean | null;
                            lagSeconds: number | null;
                            caughtUp: boolean | null;
                            latencyMs: number | null;
                            checkedAt: string | null;
                            message: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Indisponível */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ok" | "degraded";
                        version: string;
                        uptimeSeconds: number;
                        database: {
                            /** @enum {string} */
                            status: "up" | "down";
                            latencyMs: number | null;
                            /** @enum {string} */
                            driver: "pglite" | "postgres";
                            migration: string | null;
                        };
                        replica: {
                            configured: boolean;
                            /** @enum {string|null} */
                            status: "up" | "down" | null;
                            inRecovery: boolean | null;
                            lagSeconds: number | null;
                            caughtUp: boolean | null;
                            latencyMs: number | null;
                            checkedAt: string | null;
                            message: string;
                        };
                    };
                };
            };
        };
    };
    postSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        refreshToken: string;
                        user: {
                            id: string;
                            fullname: string;
                            avatar?: string | null;
                        };
                        locais: {
                            id: string;
                            empresa: {
                                no_empresa: string;
                            };
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "Error";
                        message: string;
                        /** @enum {unknown} */
                        code: "PASSWORD_CHANGE_REQUIRED";
                        passwordToken: string;
                    };
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    refresh_token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                        refreshToken: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPasswordForgot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                };
            };
        };
        responses: {
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "Ok";
                        message: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPasswordVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        purpose: "recovery" | "first-access";
                        username: string;
                        fullname: string;
                        expiresAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPasswordReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "Ok";
                        message: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getLocais: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            applicationId: string;
                            rootId: string | null;
                            parentId: string | null;
                            name: string;
                            fantasyName: string | null;
                            cpfCnpj: string | null;
                            responsibleName: string | null;
                            position: string | null;
                            email: string | null;
                            cellphone: string | null;
                            phone: string | null;
                            zipCode: string | null;
                            address: string | null;
                            number: string | null;
                            neighborhood: string | null;
                            state: string | null;
                            city: string | null;
                            complement: string | null;
                            uaCode: string | null;
                            sectorCode: string | null;
                            docSequence: number;
                            profileImg: string | null;
                            active: boolean;
                            observations: string | null;
                            publicarTransparencia: boolean;
                            tetoValorBem: string | null;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                            application?: {
                                id: string;
                                name: string;
                            };
                            exercicios: {
                                id: string;
                                mes: number;
                                ano: number;
                                empresa_id: string;
                                fechado: boolean;
                            }[];
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                    }[];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getLocaisById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            applicationId: string;
                            rootId: string | null;
                            parentId: string | null;
                            name: string;
                            fantasyName: string | null;
                            cpfCnpj: string | null;
                            responsibleName: string | null;
                            position: string | null;
                            email: string | null;
                            cellphone: string | null;
                            phone: string | null;
                            zipCode: string | null;
                            address: string | null;
                            number: string | null;
                            neighborhood: string | null;
                            state: string | null;
                            city: string | null;
                            complement: string | null;
                            uaCode: string | null;
                            sectorCode: string | null;
                            docSequence: number;
                            profileImg: string | null;
                            active: boolean;
                            observations: string | null;
                            publicarTransparencia: boolean;
                            tetoValorBem: string | null;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                            application?: {
                                id: string;
                                name: string;
                            };
                            exercicios: {
                                id: string;
                                mes: number;
                                ano: number;
                                empresa_id: string;
                                fechado: boolean;
                            }[];
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPermissionsByLocalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                localId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        localId: string;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        rules: string[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getExerciciosEmpresaByEmpresaId: {
        parameters: {
            query?: {
                ano?: number;
            };
            header?: never;
            path: {
                empresaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        mes: number;
                        ano: number;
                        empresa_id: string;
                        fechado: boolean;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getExerciciosExistsByEmpresaId: {
        parameters: {
            query: {
                ano: number;
                mes: number;
            };
            header?: never;
            path: {
                empresaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exists: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postExerciciosCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mes: number;
                    ano: number;
                    /** Format: uuid */
                    empresa_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        mes: number;
                        ano: number;
                        empresa_id: string;
                        fechado: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getDashboard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        client: {
                            id: string;
                            name: string;
                        } | null;
                        users: number | null;
                        departments: number | null;
                        sectors: number | null;
                        exercicios: {
                            total: number;
                            abertos: number;
                        };
                        patrimonio: {
                            bens: number;
                            emUso: number;
                            baixados: number;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valorContabil: string;
                            movimentacoesMes: number;
                            fornecedoresAtivos: number;
                            depreciacao: {
                                ultimoProcessado: {
                                    mes: number;
                                    ano: number;
                                } | null;
                                ultimoFechado: {
                                    mes: number;
                                    ano: number;
                                } | null;
                            };
                        } | null;
                        obras?: {
                            total: number;
                            porSituacao: {
                                situacao: number;
                                descricao: string;
                                quantidade: number;
                            }[];
                            paralisadas: number;
                            paralisadasHaMaisDeUmMes: number;
                            semCno: number;
                            licencas: {
                                aVencer: number;
                                vencidas: number;
                            };
                        };
                        recentActivity: {
                            at: string;
                            user: string;
                            action: string;
                            entity: string;
                            subject: string | null;
                        }[];
                    };
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getV1IamRoles: {
        parameters: {
            query?: {
                companyId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        companyId: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postV1IamRoles: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    companyId: string;
                    rules: string[];
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        companyId: string;
                        rules: string[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getV1IamRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        companyId: string;
                        rules: string[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteV1IamRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sem conteúdo */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    patchV1IamRolesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: uuid */
                    companyId: string;
                    rules: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        companyId: string;
                        rules: string[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsers: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                active?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            username: string;
                            fullname: string;
                            avatar: string | null;
                            email: string | null;
                            active: boolean;
                            redefine: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsersExportar: {
        parameters: {
            query: {
                search?: string;
                active?: "true" | "false";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsersFindById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        fullname: string;
                        avatar: string | null;
                        email: string | null;
                        active: boolean;
                        redefine: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postUsersCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    username: string;
                    fullname: string;
                    /** Format: email */
                    email: string;
                    password: string;
                    /** @default true */
                    redefine?: boolean;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        fullname: string;
                        avatar: string | null;
                        email: string | null;
                        active: boolean;
                        redefine: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putUsersId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        fullname: string;
                        avatar: string | null;
                        email: string | null;
                        active: boolean;
                        redefine: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id?: string;
                    username: string;
                    fullname: string;
                    /** Format: email */
                    email: string;
                    redefine: boolean;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        fullname: string;
                        avatar: string | null;
                        email: string | null;
                        active: boolean;
                        redefine: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUsersAvatarById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a imagem */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postUsersAvatarById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        username: string;
                        fullname: string;
                        avatar: string | null;
                        email: string | null;
                        active: boolean;
                        redefine: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getV1CompaniesClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasExportar: {
        parameters: {
            query: {
                search?: string;
                active?: "true" | "false";
                clientId?: string;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresas: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                active?: "true" | "false";
                clientId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            applicationId: string;
                            rootId: string | null;
                            parentId: string | null;
                            name: string;
                            fantasyName: string | null;
                            cpfCnpj: string | null;
                            responsibleName: string | null;
                            position: string | null;
                            email: string | null;
                            cellphone: string | null;
                            phone: string | null;
                            zipCode: string | null;
                            address: string | null;
                            number: string | null;
                            neighborhood: string | null;
                            state: string | null;
                            city: string | null;
                            complement: string | null;
                            uaCode: string | null;
                            sectorCode: string | null;
                            docSequence: number;
                            profileImg: string | null;
                            active: boolean;
                            observations: string | null;
                            publicarTransparencia: boolean;
                            tetoValorBem: string | null;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                            application?: {
                                id: string;
                                name: string;
                            };
                            client: {
                                id: string;
                                name: string;
                            } | null;
                            department: {
                                id: string;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSecretariasExportar: {
        parameters: {
            query: {
                search?: string;
                active?: "true" | "false";
                clientId?: string;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSecretarias: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                active?: "true" | "false";
                clientId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            applicationId: string;
                            rootId: string | null;
                            parentId: string | null;
                            name: string;
                            fantasyName: string | null;
                            cpfCnpj: string | null;
                            responsibleName: string | null;
                            position: string | null;
                            email: string | null;
                            cellphone: string | null;
                            phone: string | null;
                            zipCode: string | null;
                            address: string | null;
                            number: string | null;
                            neighborhood: string | null;
                            state: string | null;
                            city: string | null;
                            complement: string | null;
                            uaCode: string | null;
                            sectorCode: string | null;
                            docSequence: number;
                            profileImg: string | null;
                            active: boolean;
                            observations: string | null;
                            publicarTransparencia: boolean;
                            tetoValorBem: string | null;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                            application?: {
                                id: string;
                                name: string;
                            };
                            client: {
                                id: string;
                                name: string;
                            } | null;
                            department: {
                                id: string;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSecretariasByempresaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                        client: {
                            id: string;
                            name: string;
                        } | null;
                        department: {
                            id: string;
                            name: string;
                        } | null;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSetoresExportar: {
        parameters: {
            query: {
                search?: string;
                active?: "true" | "false";
                clientId?: string;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSetores: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                active?: "true" | "false";
                clientId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            applicationId: string;
                            rootId: string | null;
                            parentId: string | null;
                            name: string;
                            fantasyName: string | null;
                            cpfCnpj: string | null;
                            responsibleName: string | null;
                            position: string | null;
                            email: string | null;
                            cellphone: string | null;
                            phone: string | null;
                            zipCode: string | null;
                            address: string | null;
                            number: string | null;
                            neighborhood: string | null;
                            state: string | null;
                            city: string | null;
                            complement: string | null;
                            uaCode: string | null;
                            sectorCode: string | null;
                            docSequence: number;
                            profileImg: string | null;
                            active: boolean;
                            observations: string | null;
                            publicarTransparencia: boolean;
                            tetoValorBem: string | null;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                            application?: {
                                id: string;
                                name: string;
                            };
                            client: {
                                id: string;
                                name: string;
                            } | null;
                            department: {
                                id: string;
                                name: string;
                            } | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSetoresByempresaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                        client: {
                            id: string;
                            name: string;
                        } | null;
                        department: {
                            id: string;
                            name: string;
                        } | null;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasSetoresByrootById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                        client: {
                            id: string;
                            name: string;
                        } | null;
                        department: {
                            id: string;
                            name: string;
                        } | null;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postEmpresasCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    name?: string | null;
                    /** @default null */
                    fantasyName?: string | null;
                    /** @default null */
                    cpfCnpj?: string | null;
                    /** @default null */
                    responsibleName?: string | null;
                    /** @default null */
                    position?: string | null;
                    /** @default null */
                    email?: string | null;
                    /** @default null */
                    cellphone?: string | null;
                    /** @default null */
                    phone?: string | null;
                    /** @default null */
                    zipCode?: string | null;
                    /** @default null */
                    address?: string | null;
                    /** @default null */
                    number?: string | null;
                    /** @default null */
                    neighborhood?: string | null;
                    /** @default null */
                    state?: string | null;
                    /** @default null */
                    city?: string | null;
                    /** @default null */
                    complement?: string | null;
                    /** @default null */
                    uaCode?: string | null;
                    /** @default null */
                    sectorCode?: string | null;
                    /** @default null */
                    observations?: string | null;
                    /** Format: uuid */
                    id?: string;
                    active?: boolean;
                    /** Format: uuid */
                    parentId?: string | null;
                    publicarTransparencia?: boolean;
                    tetoValorBem?: (string | null) | (number | null);
                    /** @default false */
                    is_cliente?: boolean;
                    /** @default false */
                    is_secretaria?: boolean;
                    /** @default false */
                    is_setor?: boolean;
                    /** Format: uuid */
                    rootId?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postEmpresasFilesCreateById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasFilesDownloadById: {
        parameters: {
            query?: {
                inline?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteEmpresasFilesDeleteById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sem conteúdo */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasLogoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a imagem */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postEmpresasLogoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getEmpresasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putEmpresasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default null */
                    name?: string | null;
                    /** @default null */
                    fantasyName?: string | null;
                    /** @default null */
                    cpfCnpj?: string | null;
                    /** @default null */
                    responsibleName?: string | null;
                    /** @default null */
                    position?: string | null;
                    /** @default null */
                    email?: string | null;
                    /** @default null */
                    cellphone?: string | null;
                    /** @default null */
                    phone?: string | null;
                    /** @default null */
                    zipCode?: string | null;
                    /** @default null */
                    address?: string | null;
                    /** @default null */
                    number?: string | null;
                    /** @default null */
                    neighborhood?: string | null;
                    /** @default null */
                    state?: string | null;
                    /** @default null */
                    city?: string | null;
                    /** @default null */
                    complement?: string | null;
                    /** @default null */
                    uaCode?: string | null;
                    /** @default null */
                    sectorCode?: string | null;
                    /** @default null */
                    observations?: string | null;
                    /** Format: uuid */
                    id?: string;
                    active?: boolean;
                    /** Format: uuid */
                    parentId?: string | null;
                    publicarTransparencia?: boolean;
                    tetoValorBem?: (string | null) | (number | null);
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        applicationId: string;
                        rootId: string | null;
                        parentId: string | null;
                        name: string;
                        fantasyName: string | null;
                        cpfCnpj: string | null;
                        responsibleName: string | null;
                        position: string | null;
                        email: string | null;
                        cellphone: string | null;
                        phone: string | null;
                        zipCode: string | null;
                        address: string | null;
                        number: string | null;
                        neighborhood: string | null;
                        state: string | null;
                        city: string | null;
                        complement: string | null;
                        uaCode: string | null;
                        sectorCode: string | null;
                        docSequence: number;
                        profileImg: string | null;
                        active: boolean;
                        observations: string | null;
                        publicarTransparencia: boolean;
                        tetoValorBem: string | null;
                        isClient: boolean;
                        isOffice: boolean;
                        isDepartment: boolean;
                        isSector: boolean;
                        application?: {
                            id: string;
                            name: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getLocaisEmpresaById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            companyId: string;
                            userId: string;
                            roleId: string | null;
                            active: boolean;
                            user: {
                                id: string;
                                username: string;
                                fullname: string;
                                email: string | null;
                                avatar: string | null;
                                active: boolean;
                            };
                            company: {
                                id: string;
                                name: string;
                                isClient: boolean;
                                isOffice: boolean;
                                isDepartment: boolean;
                                isSector: boolean;
                            };
                            role: {
                                id: string;
                                name: string;
                            } | null;
                            permissions: {
                                isSuporte: boolean;
                                hasObras: boolean;
                                hasPatrimonio: boolean;
                                hasSetor: boolean;
                                /** @default false */
                                departments: boolean;
                            };
                            createdAt: string;
                            updatedAt: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getLocaisEmpresaByIdExportar: {
        parameters: {
            query: {
                search?: string;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postLocaisCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    user_id: string;
                    /** Format: uuid */
                    empresa_id: string;
                    /** Format: uuid */
                    role_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putLocaisByIdRole: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    role_id: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putLocaisToggleAccessById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putLocaisToggleObrasById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putLocaisTogglePatrimonioById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putLocaisToggleDepartmentsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putLocaisToggleSetorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    value?: boolean;
                } | null;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        companyId: string;
                        userId: string;
                        roleId: string | null;
                        active: boolean;
                        user: {
                            id: string;
                            username: string;
                            fullname: string;
                            email: string | null;
                            avatar: string | null;
                            active: boolean;
                        };
                        company: {
                            id: string;
                            name: string;
                            isClient: boolean;
                            isOffice: boolean;
                            isDepartment: boolean;
                            isSector: boolean;
                        };
                        role: {
                            id: string;
                            name: string;
                        } | null;
                        permissions: {
                            isSuporte: boolean;
                            hasObras: boolean;
                            hasPatrimonio: boolean;
                            hasSetor: boolean;
                            /** @default false */
                            departments: boolean;
                        };
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postLocaisVerifyActivityById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        active: boolean;
                        usable: boolean;
                        reasons: string[];
                        warnings: string[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAccessControlPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        label: string;
                        description: string | null;
                        permissionGroupId: string;
                        builtin: boolean;
                        group: {
                            id: string;
                            resource: string;
                            title: string;
                        };
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAccessControlPermissionGroups: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        resource: string;
                        title: string;
                        description: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getAccessControlPermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        label: string;
                        description: string | null;
                        permissionGroupId: string;
                        builtin: boolean;
                        group: {
                            id: string;
                            resource: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putAccessControlPermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    label: string;
                    description?: string | null;
                    /** Format: uuid */
                    permissionGroupId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        label: string;
                        description: string | null;
                        permissionGroupId: string;
                        builtin: boolean;
                        group: {
                            id: string;
                            resource: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postAccessControlPermissionsCriar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    label: string;
                    description?: string | null;
                    /** Format: uuid */
                    permissionGroupId: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        label: string;
                        description: string | null;
                        permissionGroupId: string;
                        builtin: boolean;
                        group: {
                            id: string;
                            resource: string;
                            title: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTrabalhos: {
        parameters: {
            query?: {
                tipo?: "depreciacao" | "exportacao" | "limpeza";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            /** @enum {string} */
                            tipo: "depreciacao" | "exportacao" | "limpeza";
                            titulo: string;
                            cliente_id: string | null;
                            /** @enum {string} */
                            estado: "na_fila" | "executando" | "concluido" | "falhou" | "cancelado";
                            progresso: {
                                feito: number;
                                total: number | null;
                                mensagem: string | null;
                            };
                            resultado: {
                                quantidade: number | null;
                                arquivo: {
                                    nome: string;
                                    tamanho: number;
                                    link: string;
                                    expira_em: string;
                                } | null;
                            } | null;
                            erro: string | null;
                            criado_em: string;
                            iniciado_em: string | null;
                            terminado_em: string | null;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTrabalhosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        tipo: "depreciacao" | "exportacao" | "limpeza";
                        titulo: string;
                        cliente_id: string | null;
                        /** @enum {string} */
                        estado: "na_fila" | "executando" | "concluido" | "falhou" | "cancelado";
                        progresso: {
                            feito: number;
                            total: number | null;
                            mensagem: string | null;
                        };
                        resultado: {
                            quantidade: number | null;
                            arquivo: {
                                nome: string;
                                tamanho: number;
                                link: string;
                                expira_em: string;
                            } | null;
                        } | null;
                        erro: string | null;
                        criado_em: string;
                        iniciado_em: string | null;
                        terminado_em: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postTrabalhosByIdCancelar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        /** @enum {string} */
                        tipo: "depreciacao" | "exportacao" | "limpeza";
                        titulo: string;
                        cliente_id: string | null;
                        /** @enum {string} */
                        estado: "na_fila" | "executando" | "concluido" | "falhou" | "cancelado";
                        progresso: {
                            feito: number;
                            total: number | null;
                            mensagem: string | null;
                        };
                        resultado: {
                            quantidade: number | null;
                            arquivo: {
                                nome: string;
                                tamanho: number;
                                link: string;
                                expira_em: string;
                            } | null;
                        } | null;
                        erro: string | null;
                        criado_em: string;
                        iniciado_em: string | null;
                        terminado_em: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getTrabalhosByIdArquivo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo que o trabalho gerou */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Resposta */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonial: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                codigo?: number;
                descricao?: string;
                tipo?: "movel" | "imovel" | "intangivel";
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                estado_conservacao?: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                secretaria_id?: string;
                setor_id?: string;
                fornecedor_id?: string;
                data_de?: string;
                data_ate?: string;
                valor_de?: string;
                valor_ate?: string;
                cliente_id?: string;
                sort?: "codigo" | "descricao" | "data_aquisicao" | "valor_aquisicao";
                order?: "asc" | "desc";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            tipo: "movel" | "imovel" | "intangivel";
                            categoria: {
                                id: string;
                                nome: string;
                            };
                            /** @enum {string} */
                            situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                            /** @enum {string} */
                            estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                            secretaria: {
                                id: string;
                                name: string;
                            };
                            setor: {
                                id: string;
                                name: string;
                            } | null;
                            fornecedor: {
                                id: string;
                                razao_social: string;
                            } | null;
                            data_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_atual: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        total_exato: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialExportar: {
        parameters: {
            query: {
                search?: string;
                codigo?: number;
                descricao?: string;
                tipo?: "movel" | "imovel" | "intangivel";
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                estado_conservacao?: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                secretaria_id?: string;
                setor_id?: string;
                fornecedor_id?: string;
                data_de?: string;
                data_ate?: string;
                valor_de?: string;
                valor_ate?: string;
                cliente_id?: string;
                sort?: "codigo" | "descricao" | "data_aquisicao" | "valor_aquisicao";
                order?: "asc" | "desc";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialPreviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        CodigoBEM: number;
                        descricao: string;
                        especificacao: string | null;
                        categoria_id: string;
                        categoria: {
                            id: string;
                            nome: string;
                        };
                        /** @enum {string} */
                        tipo: "movel" | "imovel" | "intangivel";
                        /** @enum {string} */
                        situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                        /** @enum {string} */
                        estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                        TipoIncorporacao: number;
                        data_aquisicao: string;
                        data_incorporacao: string;
                        data_inicio_uso: string | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aquisicao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_residual: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_atual: string;
                        vida_util_meses: number;
                        depreciavel: boolean;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        saldo_implantacao: string | null;
                        conta_contabil: string;
                        fornecedor_id: string | null;
                        fornecedor: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        ncm_id: string | null;
                        ncm: {
                            id: string;
                            codigo: string;
                            descricao: string;
                        } | null;
                        nota_fiscal_numero: string | null;
                        nota_fiscal_serie: string | null;
                        nota_fiscal_chave: string | null;
                        empenho: string | null;
                        xml_nota_id: string | null;
                        secretaria_id: string;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        setor_id: string | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        responsavel: string | null;
                        numero_serie: string | null;
                        marca: string | null;
                        modelo: string | null;
                        observacoes: string | null;
                        responsavel_id: string | null;
                        veiculo: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            /** @enum {string} */
                            tipo: "veiculo" | "equipamento";
                            placa: string | null;
                            renavam: string | null;
                            chassi: string | null;
                            marca: string | null;
                            modelo: string | null;
                            ano_fabricacao: number | null;
                            ano_modelo: number | null;
                            cor: string | null;
                            combustivel: string | null;
                            odometro: number | null;
                            horimetro: number | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        localizacao: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            descricao: string;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cep: string | null;
                            municipio: string | null;
                            uf: string | null;
                            matricula: string | null;
                            cartorio: string | null;
                            inscricao_imobiliaria: string | null;
                            area_terreno: string | null;
                            area_construida: string | null;
                            latitude: string | null;
                            longitude: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        obras: {
                            id: string;
                            numero: string;
                            objeto: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        }[];
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioBempatrimonialById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CodigoBEM?: number;
                    descricao: string;
                    especificacao?: string | null;
                    /** Format: uuid */
                    categoria_id: string;
                    /** @enum {string} */
                    tipo: "movel" | "imovel" | "intangivel";
                    /** @enum {string} */
                    situacao?: "em_uso" | "ocioso";
                    /** @enum {string} */
                    estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                    TipoIncorporacao: number;
                    data_aquisicao: string;
                    data_incorporacao?: string;
                    data_inicio_uso?: string | null;
                    valor_aquisicao: string | number;
                    valor_residual?: string | number;
                    vida_util_meses?: number;
                    depreciavel?: boolean;
                    saldo_implantacao?: (string | null) | (number | null);
                    confirmar_valor?: boolean;
                    conta_contabil?: string;
                    /** Format: uuid */
                    fornecedor_id?: string | null;
                    /** Format: uuid */
                    ncm_id?: string | null;
                    nota_fiscal_numero?: string | null;
                    nota_fiscal_serie?: string | null;
                    nota_fiscal_chave?: string | null;
                    empenho?: string | null;
                    /** Format: uuid */
                    secretaria_id: string;
                    /** Format: uuid */
                    setor_id?: string | null;
                    responsavel?: string | null;
                    numero_serie?: string | null;
                    marca?: string | null;
                    modelo?: string | null;
                    observacoes?: string | null;
                    veiculo?: {
                        /** @enum {string} */
                        tipo: "veiculo" | "equipamento";
                        placa?: string | null;
                        renavam?: string | null;
                        chassi?: string | null;
                        marca?: string | null;
                        modelo?: string | null;
                        ano_fabricacao?: number | null;
                        ano_modelo?: number | null;
                        cor?: string | null;
                        /** @enum {string|null} */
                        combustivel?: "gasolina" | "etanol" | "flex" | "diesel" | "gnv" | "eletrico" | "hibrido" | "outro" | null;
                        odometro?: number | null;
                        horimetro?: number | null;
                    };
                    localizacao?: {
                        descricao: string;
                        endereco?: string | null;
                        numero?: string | null;
                        complemento?: string | null;
                        bairro?: string | null;
                        cep?: string | null;
                        municipio?: string | null;
                        uf?: string | null;
                        matricula?: string | null;
                        cartorio?: string | null;
                        inscricao_imobiliaria?: string | null;
                        area_terreno?: (string | null) | (number | null);
                        area_construida?: (string | null) | (number | null);
                        latitude?: (string | null) | (number | null);
                        longitude?: (string | null) | (number | null);
                    };
                    /** Format: uuid */
                    id: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        CodigoBEM: number;
                        descricao: string;
                        especificacao: string | null;
                        categoria_id: string;
                        categoria: {
                            id: string;
                            nome: string;
                        };
                        /** @enum {string} */
                        tipo: "movel" | "imovel" | "intangivel";
                        /** @enum {string} */
                        situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                        /** @enum {string} */
                        estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                        TipoIncorporacao: number;
                        data_aquisicao: string;
                        data_incorporacao: string;
                        data_inicio_uso: string | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aquisicao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_residual: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_atual: string;
                        vida_util_meses: number;
                        depreciavel: boolean;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        saldo_implantacao: string | null;
                        conta_contabil: string;
                        fornecedor_id: string | null;
                        fornecedor: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        ncm_id: string | null;
                        ncm: {
                            id: string;
                            codigo: string;
                            descricao: string;
                        } | null;
                        nota_fiscal_numero: string | null;
                        nota_fiscal_serie: string | null;
                        nota_fiscal_chave: string | null;
                        empenho: string | null;
                        xml_nota_id: string | null;
                        secretaria_id: string;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        setor_id: string | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        responsavel: string | null;
                        numero_serie: string | null;
                        marca: string | null;
                        modelo: string | null;
                        observacoes: string | null;
                        responsavel_id: string | null;
                        veiculo: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            /** @enum {string} */
                            tipo: "veiculo" | "equipamento";
                            placa: string | null;
                            renavam: string | null;
                            chassi: string | null;
                            marca: string | null;
                            modelo: string | null;
                            ano_fabricacao: number | null;
                            ano_modelo: number | null;
                            cor: string | null;
                            combustivel: string | null;
                            odometro: number | null;
                            horimetro: number | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        localizacao: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            descricao: string;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cep: string | null;
                            municipio: string | null;
                            uf: string | null;
                            matricula: string | null;
                            cartorio: string | null;
                            inscricao_imobiliaria: string | null;
                            area_terreno: string | null;
                            area_construida: string | null;
                            latitude: string | null;
                            longitude: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        obras: {
                            id: string;
                            numero: string;
                            objeto: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        }[];
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioBempatrimonialCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CodigoBEM?: number;
                    descricao: string;
                    especificacao?: string | null;
                    /** Format: uuid */
                    categoria_id: string;
                    /** @enum {string} */
                    tipo: "movel" | "imovel" | "intangivel";
                    /** @enum {string} */
                    situacao?: "em_uso" | "ocioso";
                    /** @enum {string} */
                    estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                    TipoIncorporacao: number;
                    data_aquisicao: string;
                    data_incorporacao?: string;
                    data_inicio_uso?: string | null;
                    valor_aquisicao: string | number;
                    valor_residual?: string | number;
                    vida_util_meses?: number;
                    depreciavel?: boolean;
                    saldo_implantacao?: (string | null) | (number | null);
                    confirmar_valor?: boolean;
                    conta_contabil?: string;
                    /** Format: uuid */
                    fornecedor_id?: string | null;
                    /** Format: uuid */
                    ncm_id?: string | null;
                    nota_fiscal_numero?: string | null;
                    nota_fiscal_serie?: string | null;
                    nota_fiscal_chave?: string | null;
                    empenho?: string | null;
                    /** Format: uuid */
                    secretaria_id: string;
                    /** Format: uuid */
                    setor_id?: string | null;
                    responsavel?: string | null;
                    numero_serie?: string | null;
                    marca?: string | null;
                    modelo?: string | null;
                    observacoes?: string | null;
                    veiculo?: {
                        /** @enum {string} */
                        tipo: "veiculo" | "equipamento";
                        placa?: string | null;
                        renavam?: string | null;
                        chassi?: string | null;
                        marca?: string | null;
                        modelo?: string | null;
                        ano_fabricacao?: number | null;
                        ano_modelo?: number | null;
                        cor?: string | null;
                        /** @enum {string|null} */
                        combustivel?: "gasolina" | "etanol" | "flex" | "diesel" | "gnv" | "eletrico" | "hibrido" | "outro" | null;
                        odometro?: number | null;
                        horimetro?: number | null;
                    };
                    localizacao?: {
                        descricao: string;
                        endereco?: string | null;
                        numero?: string | null;
                        complemento?: string | null;
                        bairro?: string | null;
                        cep?: string | null;
                        municipio?: string | null;
                        uf?: string | null;
                        matricula?: string | null;
                        cartorio?: string | null;
                        inscricao_imobiliaria?: string | null;
                        area_terreno?: (string | null) | (number | null);
                        area_construida?: (string | null) | (number | null);
                        latitude?: (string | null) | (number | null);
                        longitude?: (string | null) | (number | null);
                    };
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        CodigoBEM: number;
                        descricao: string;
                        especificacao: string | null;
                        categoria_id: string;
                        categoria: {
                            id: string;
                            nome: string;
                        };
                        /** @enum {string} */
                        tipo: "movel" | "imovel" | "intangivel";
                        /** @enum {string} */
                        situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                        /** @enum {string} */
                        estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                        TipoIncorporacao: number;
                        data_aquisicao: string;
                        data_incorporacao: string;
                        data_inicio_uso: string | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aquisicao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_residual: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_atual: string;
                        vida_util_meses: number;
                        depreciavel: boolean;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        saldo_implantacao: string | null;
                        conta_contabil: string;
                        fornecedor_id: string | null;
                        fornecedor: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        ncm_id: string | null;
                        ncm: {
                            id: string;
                            codigo: string;
                            descricao: string;
                        } | null;
                        nota_fiscal_numero: string | null;
                        nota_fiscal_serie: string | null;
                        nota_fiscal_chave: string | null;
                        empenho: string | null;
                        xml_nota_id: string | null;
                        secretaria_id: string;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        setor_id: string | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        responsavel: string | null;
                        numero_serie: string | null;
                        marca: string | null;
                        modelo: string | null;
                        observacoes: string | null;
                        responsavel_id: string | null;
                        veiculo: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            /** @enum {string} */
                            tipo: "veiculo" | "equipamento";
                            placa: string | null;
                            renavam: string | null;
                            chassi: string | null;
                            marca: string | null;
                            modelo: string | null;
                            ano_fabricacao: number | null;
                            ano_modelo: number | null;
                            cor: string | null;
                            combustivel: string | null;
                            odometro: number | null;
                            horimetro: number | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        localizacao: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            descricao: string;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cep: string | null;
                            municipio: string | null;
                            uf: string | null;
                            matricula: string | null;
                            cartorio: string | null;
                            inscricao_imobiliaria: string | null;
                            area_terreno: string | null;
                            area_construida: string | null;
                            latitude: string | null;
                            longitude: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        } | null;
                        obras: {
                            id: string;
                            numero: string;
                            objeto: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        }[];
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioBempatrimonialUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialFindByAplicacaoById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                codigo?: number;
                descricao?: string;
                tipo?: "movel" | "imovel" | "intangivel";
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                estado_conservacao?: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                secretaria_id?: string;
                setor_id?: string;
                fornecedor_id?: string;
                data_de?: string;
                data_ate?: string;
                valor_de?: string;
                valor_ate?: string;
                cliente_id?: string;
                sort?: "codigo" | "descricao" | "data_aquisicao" | "valor_aquisicao";
                order?: "asc" | "desc";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            tipo: "movel" | "imovel" | "intangivel";
                            categoria: {
                                id: string;
                                nome: string;
                            };
                            /** @enum {string} */
                            situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                            /** @enum {string} */
                            estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                            secretaria: {
                                id: string;
                                name: string;
                            };
                            setor: {
                                id: string;
                                name: string;
                            } | null;
                            fornecedor: {
                                id: string;
                                razao_social: string;
                            } | null;
                            data_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_atual: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        total_exato: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialHistoricoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        at: string;
                        action: string;
                        entity: string;
                        user: {
                            id: string;
                            fullname: string;
                        } | null;
                        changes: {
                            field: string;
                            before: unknown;
                            after: unknown;
                        }[];
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getUtilsBempatrimonial: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        proximoCodigo: number;
                        categorias: {
                            id: string;
                            nome: string;
                            tipo_bem: string;
                            conta_contabil: string;
                            vida_util_anos: number;
                            valor_residual_percentual: string;
                            depreciavel: boolean;
                        }[];
                        tiposIncorporacao: {
                            id: number;
                            descricao: string;
                        }[];
                        tiposMovimentacao: {
                            id: number;
                            descricao: string;
                            efeito: string;
                            situacao_exigida: string | null;
                            situacao_resultante: string | null;
                            exige_destino: boolean;
                            exige_valor: boolean;
                            exige_responsavel: boolean;
                            exige_motivo_baixa: boolean;
                        }[];
                        motivosBaixa: {
                            id: number;
                            descricao: string;
                        }[];
                        tipos: {
                            value: string;
                            label: string;
                        }[];
                        situacoes: {
                            value: string;
                            label: string;
                        }[];
                        estados: {
                            value: string;
                            label: string;
                        }[];
                        secretarias: {
                            id: string;
                            name: string;
                        }[];
                        setores: {
                            id: string;
                            name: string;
                            secretaria_id: string | null;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioArquivoById: {
        parameters: {
            query?: {
                inline?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialReportsEtiquetaById: {
        parameters: {
            query?: {
                folha?: "pimaco6180" | "termica50x30";
                inicio?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialReportsEtiquetas: {
        parameters: {
            query?: {
                search?: string;
                codigo?: number;
                descricao?: string;
                tipo?: "movel" | "imovel" | "intangivel";
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                estado_conservacao?: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                secretaria_id?: string;
                setor_id?: string;
                fornecedor_id?: string;
                data_de?: string;
                data_ate?: string;
                valor_de?: string;
                valor_ate?: string;
                cliente_id?: string;
                ids?: string;
                folha?: "pimaco6180" | "termica50x30";
                inicio?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialReportsAplicacaoById: {
        parameters: {
            query?: {
                search?: string;
                codigo?: number;
                descricao?: string;
                tipo?: "movel" | "imovel" | "intangivel";
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                estado_conservacao?: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                secretaria_id?: string;
                setor_id?: string;
                fornecedor_id?: string;
                data_de?: string;
                data_ate?: string;
                valor_de?: string;
                valor_ate?: string;
                cliente_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialReportsWithImageAplicacaoById: {
        parameters: {
            query?: {
                search?: string;
                codigo?: number;
                descricao?: string;
                tipo?: "movel" | "imovel" | "intangivel";
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                estado_conservacao?: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                secretaria_id?: string;
                setor_id?: string;
                fornecedor_id?: string;
                data_de?: string;
                data_ate?: string;
                valor_de?: string;
                valor_ate?: string;
                cliente_id?: string;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialReportsMovimentacoesBemById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialReportsMovimentacoes: {
        parameters: {
            query?: {
                bempatrimonial_id?: string;
                CodigoBEM?: number;
                TipoMovimentacao?: number;
                data_de?: string;
                data_ate?: string;
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioBempatrimonialTermosResponsabilidade: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    responsavel: string;
                    identificacao?: string | null;
                    /** Format: uuid */
                    setor_id?: string | null;
                    bem_ids?: string[];
                    /** Format: uuid */
                    cliente_id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioMovimentacaobemByIdTermo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialTermos: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                tipo?: "responsabilidade" | "transferencia" | "baixa" | "nada_consta";
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            codigo: string;
                            /** @enum {string} */
                            tipo: "responsabilidade" | "transferencia" | "baixa" | "nada_consta";
                            descricao: string;
                            numero: number;
                            ano: number;
                            quantidade_bens: number;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_total: string;
                            movimentacao_id: string | null;
                            emitido_por: string;
                            emitido_em: string;
                            sha256: string;
                            cliente_id: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialTermosByCodigo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioServidor: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                sort?: "nome" | "matricula" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            user_id: string | null;
                            nome: string;
                            cpf: string | null;
                            matricula: string | null;
                            cargo: string | null;
                            cpf_informado: boolean;
                            tem_login: boolean;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioServidorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        user_id: string | null;
                        nome: string;
                        cpf: string | null;
                        matricula: string | null;
                        cargo: string | null;
                        cpf_informado: boolean;
                        tem_login: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioServidorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nome: string;
                    cpf?: string | null;
                    matricula?: string | null;
                    cargo?: string | null;
                    /** Format: uuid */
                    user_id?: string | null;
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        user_id: string | null;
                        nome: string;
                        cpf: string | null;
                        matricula: string | null;
                        cargo: string | null;
                        cpf_informado: boolean;
                        tem_login: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioServidorCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nome: string;
                    cpf?: string | null;
                    matricula?: string | null;
                    cargo?: string | null;
                    /** Format: uuid */
                    user_id?: string | null;
                    /** Format: uuid */
                    cliente_id?: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        user_id: string | null;
                        nome: string;
                        cpf: string | null;
                        matricula: string | null;
                        cargo: string | null;
                        cpf_informado: boolean;
                        tem_login: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioServidorId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        user_id: string | null;
                        nome: string;
                        cpf: string | null;
                        matricula: string | null;
                        cargo: string | null;
                        cpf_informado: boolean;
                        tem_login: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCargaResponsavelById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            situacao: string;
                            secretaria: {
                                id: string;
                                name: string;
                            };
                            setor: {
                                id: string;
                                name: string;
                            } | null;
                            responsavel: {
                                id: string;
                                nome: string;
                                matricula: string | null;
                                cargo: string | null;
                            } | null;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_atual: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                        valor_total: string;
                        pode_imprimir: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCargaSetorById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            situacao: string;
                            secretaria: {
                                id: string;
                                name: string;
                            };
                            setor: {
                                id: string;
                                name: string;
                            } | null;
                            responsavel: {
                                id: string;
                                nome: string;
                                matricula: string | null;
                                cargo: string | null;
                            } | null;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_atual: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                        valor_total: string;
                        pode_imprimir: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioCargaSetorByIdResponsavel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    servidor_id: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        setor: {
                            id: string;
                            name: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaResponsavelByIdTermo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaResponsavelByIdNadaConsta: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaSetorByIdTermo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o documento em PDF */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCargaAceites: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                tipo?: "cautela" | "transferencia";
                estado?: "pendente" | "aceito" | "recusado" | "devolvido";
                recebedor_id?: string | null;
                responsavel_id?: string | null;
                bempatrimonial_id?: string | null;
                minhas?: "true" | "false";
                atrasadas?: "true" | "false";
                cliente_id?: string | null;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            /** @enum {string} */
                            tipo: "cautela" | "transferencia";
                            /** @enum {string} */
                            estado: "pendente" | "aceito" | "recusado" | "devolvido";
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            responsavel: {
                                id: string;
                                nome: string;
                                matricula: string | null;
                                cargo: string | null;
                            } | null;
                            recebedor: {
                                id: string;
                                nome: string;
                                matricula: string | null;
                                cargo: string | null;
                            };
                            motivo: string | null;
                            destino: string | null;
                            data_prevista_retorno: string | null;
                            forma: string | null;
                            arquivo_id: string | null;
                            motivo_recusa: string | null;
                            decidido_em: string | null;
                            devolvido_em: string | null;
                            movimentacao_id: string | null;
                            atrasada: boolean;
                            pode_aceitar: boolean;
                            pode_registrar_termo: boolean;
                            pode_devolver: boolean;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCargaAceitesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaCautela: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    bempatrimonial_id: string;
                    /** Format: uuid */
                    recebedor_id: string;
                    motivo: string;
                    destino: string;
                    data_prevista_retorno: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaTransferencia: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    bempatrimonial_id: string;
                    /** Format: uuid */
                    responsavel_id: string;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaAceitesByIdAceitar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaAceitesByIdRecusar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    motivo: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaAceitesByIdTermo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCargaAceitesByIdDevolver: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        /** @enum {string} */
                        tipo: "cautela" | "transferencia";
                        /** @enum {string} */
                        estado: "pendente" | "aceito" | "recusado" | "devolvido";
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        responsavel: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        } | null;
                        recebedor: {
                            id: string;
                            nome: string;
                            matricula: string | null;
                            cargo: string | null;
                        };
                        motivo: string | null;
                        destino: string | null;
                        data_prevista_retorno: string | null;
                        forma: string | null;
                        arquivo_id: string | null;
                        motivo_recusa: string | null;
                        decidido_em: string | null;
                        devolvido_em: string | null;
                        movimentacao_id: string | null;
                        atrasada: boolean;
                        pode_aceitar: boolean;
                        pode_registrar_termo: boolean;
                        pode_devolver: boolean;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCategoriabem: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        nome: string;
                        /** @enum {string} */
                        tipo_bem: "movel" | "imovel" | "intangivel";
                        conta_contabil: string;
                        vida_util_anos: number;
                        /** @description Percentual com duas casas: "10.00". */
                        valor_residual_percentual: string;
                        depreciavel: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCategoriabemExportar: {
        parameters: {
            query: {
                cliente_id?: string;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioCategoriabemById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        nome: string;
                        /** @enum {string} */
                        tipo_bem: "movel" | "imovel" | "intangivel";
                        conta_contabil: string;
                        vida_util_anos: number;
                        /** @description Percentual com duas casas: "10.00". */
                        valor_residual_percentual: string;
                        depreciavel: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioCategoriabemById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nome: string;
                    /** @enum {string} */
                    tipo_bem: "movel" | "imovel" | "intangivel";
                    conta_contabil: string;
                    vida_util_anos: number;
                    valor_residual_percentual: string | number;
                    depreciavel: boolean;
                    ativo?: boolean;
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        nome: string;
                        /** @enum {string} */
                        tipo_bem: "movel" | "imovel" | "intangivel";
                        conta_contabil: string;
                        vida_util_anos: number;
                        /** @description Percentual com duas casas: "10.00". */
                        valor_residual_percentual: string;
                        depreciavel: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioCategoriabemCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    nome: string;
                    /** @enum {string} */
                    tipo_bem: "movel" | "imovel" | "intangivel";
                    conta_contabil: string;
                    vida_util_anos: number;
                    valor_residual_percentual: string | number;
                    depreciavel: boolean;
                    ativo?: boolean;
                    /** Format: uuid */
                    cliente_id?: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        nome: string;
                        /** @enum {string} */
                        tipo_bem: "movel" | "imovel" | "intangivel";
                        conta_contabil: string;
                        vida_util_anos: number;
                        /** @description Percentual com duas casas: "10.00". */
                        valor_residual_percentual: string;
                        depreciavel: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioCategoriabemId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        nome: string;
                        /** @enum {string} */
                        tipo_bem: "movel" | "imovel" | "intangivel";
                        conta_contabil: string;
                        vida_util_anos: number;
                        /** @description Percentual com duas casas: "10.00". */
                        valor_residual_percentual: string;
                        depreciavel: boolean;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioMovimentacaobem: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                bempatrimonial_id?: string;
                CodigoBEM?: number;
                TipoMovimentacao?: number;
                data_de?: string;
                data_ate?: string;
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            CodigoBEM: number;
                            Data: string;
                            TipoMovimentacao: number;
                            TipoIncorporacao: number;
                            bempatrimonial_id: string;
                            ContaContabil: number;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            Valor: string;
                            cliente_id: string;
                            tipo: {
                                id: number;
                                descricao: string;
                                efeito: string;
                            };
                            secretaria_id: string;
                            secretaria: {
                                id: string;
                                name: string;
                            };
                            setor_id: string | null;
                            setor: {
                                id: string;
                                name: string;
                            } | null;
                            secretaria_anterior_id: string;
                            setor_anterior_id: string | null;
                            situacao_anterior: string;
                            situacao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_anterior: string;
                            responsavel_anterior: string | null;
                            Responsavel: string | null;
                            responsavel_anterior_id: string | null;
                            responsavel_id: string | null;
                            MotivoBaixa: number | null;
                            motivo_baixa: string | null;
                            Observacao: string | null;
                            movimentacao_estornada_id: string | null;
                            estornada_por_id: string | null;
                            user: {
                                id: string;
                                fullname: string;
                            } | null;
                            created_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                        total_exato: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioMovimentacaobemExportar: {
        parameters: {
            query: {
                bempatrimonial_id?: string;
                CodigoBEM?: number;
                TipoMovimentacao?: number;
                data_de?: string;
                data_ate?: string;
                cliente_id?: string;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioMovimentacaobemById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        CodigoBEM: number;
                        Data: string;
                        TipoMovimentacao: number;
                        TipoIncorporacao: number;
                        bempatrimonial_id: string;
                        ContaContabil: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        Valor: string;
                        cliente_id: string;
                        tipo: {
                            id: number;
                            descricao: string;
                            efeito: string;
                        };
                        secretaria_id: string;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        setor_id: string | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        secretaria_anterior_id: string;
                        setor_anterior_id: string | null;
                        situacao_anterior: string;
                        situacao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_anterior: string;
                        responsavel_anterior: string | null;
                        Responsavel: string | null;
                        responsavel_anterior_id: string | null;
                        responsavel_id: string | null;
                        MotivoBaixa: number | null;
                        motivo_baixa: string | null;
                        Observacao: string | null;
                        movimentacao_estornada_id: string | null;
                        estornada_por_id: string | null;
                        user: {
                            id: string;
                            fullname: string;
                        } | null;
                        created_at: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioMovimentacaobemCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    CodigoBEM?: number;
                    /** Format: date-time */
                    Data?: string;
                    TipoMovimentacao: number;
                    TipoIncorporacao?: number;
                    /** Format: uuid */
                    bempatrimonial_id: string;
                    ContaContabil?: number;
                    Valor?: string | number;
                    confirmar_valor?: boolean;
                    /** Format: uuid */
                    secretaria_id?: string | null;
                    /** Format: uuid */
                    setor_id?: string | null;
                    MotivoBaixa?: number;
                    Responsavel?: string | null;
                    /** Format: uuid */
                    responsavel_id?: string | null;
                    Observacao?: string | null;
                    /** Format: uuid */
                    movimentacao_estornada_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        CodigoBEM: number;
                        Data: string;
                        TipoMovimentacao: number;
                        TipoIncorporacao: number;
                        bempatrimonial_id: string;
                        ContaContabil: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        Valor: string;
                        cliente_id: string;
                        tipo: {
                            id: number;
                            descricao: string;
                            efeito: string;
                        };
                        secretaria_id: string;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        setor_id: string | null;
                        setor: {
                            id: string;
                            name: string;
                        } | null;
                        secretaria_anterior_id: string;
                        setor_anterior_id: string | null;
                        situacao_anterior: string;
                        situacao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_anterior: string;
                        responsavel_anterior: string | null;
                        Responsavel: string | null;
                        responsavel_anterior_id: string | null;
                        responsavel_id: string | null;
                        MotivoBaixa: number | null;
                        motivo_baixa: string | null;
                        Observacao: string | null;
                        movimentacao_estornada_id: string | null;
                        estornada_por_id: string | null;
                        user: {
                            id: string;
                            fullname: string;
                        } | null;
                        created_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioFornecedor: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                tipo_pessoa?: "F" | "J";
                sort?: "razao_social" | "cpf_cnpj" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            aplicacao_id: string;
                            root_id: string | null;
                            /** @enum {string} */
                            tipo_pessoa: "F" | "J";
                            cpf_cnpj: string;
                            razao_social: string;
                            nome_fantasia: string | null;
                            inscricao_estadual: string | null;
                            inscricao_municipal: string | null;
                            email: string | null;
                            telefone: string | null;
                            celular: string | null;
                            contato: string | null;
                            cep: string | null;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cidade: string | null;
                            uf: string | null;
                            observacoes: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                            pode_alterar: boolean;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioFornecedorExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                tipo_pessoa?: "F" | "J";
                sort?: "razao_social" | "cpf_cnpj" | "created_at";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioFornecedorFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioFornecedorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        aplicacao_id: string;
                        root_id: string | null;
                        /** @enum {string} */
                        tipo_pessoa: "F" | "J";
                        cpf_cnpj: string;
                        razao_social: string;
                        nome_fantasia: string | null;
                        inscricao_estadual: string | null;
                        inscricao_municipal: string | null;
                        email: string | null;
                        telefone: string | null;
                        celular: string | null;
                        contato: string | null;
                        cep: string | null;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        observacoes: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                        pode_alterar: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioFornecedorById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo_pessoa: "F" | "J";
                    cpf_cnpj: string;
                    razao_social: string;
                    nome_fantasia?: string | null;
                    inscricao_estadual?: string | null;
                    inscricao_municipal?: string | null;
                    email?: string | null;
                    telefone?: string | null;
                    celular?: string | null;
                    contato?: string | null;
                    cep?: string | null;
                    endereco?: string | null;
                    numero?: string | null;
                    complemento?: string | null;
                    bairro?: string | null;
                    cidade?: string | null;
                    uf?: string | null;
                    observacoes?: string | null;
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        aplicacao_id: string;
                        root_id: string | null;
                        /** @enum {string} */
                        tipo_pessoa: "F" | "J";
                        cpf_cnpj: string;
                        razao_social: string;
                        nome_fantasia: string | null;
                        inscricao_estadual: string | null;
                        inscricao_municipal: string | null;
                        email: string | null;
                        telefone: string | null;
                        celular: string | null;
                        contato: string | null;
                        cep: string | null;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        observacoes: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                        pode_alterar: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioFornecedorCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo_pessoa: "F" | "J";
                    cpf_cnpj: string;
                    razao_social: string;
                    nome_fantasia?: string | null;
                    inscricao_estadual?: string | null;
                    inscricao_municipal?: string | null;
                    email?: string | null;
                    telefone?: string | null;
                    celular?: string | null;
                    contato?: string | null;
                    cep?: string | null;
                    endereco?: string | null;
                    numero?: string | null;
                    complemento?: string | null;
                    bairro?: string | null;
                    cidade?: string | null;
                    uf?: string | null;
                    observacoes?: string | null;
                    /** Format: uuid */
                    root_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        aplicacao_id: string;
                        root_id: string | null;
                        /** @enum {string} */
                        tipo_pessoa: "F" | "J";
                        cpf_cnpj: string;
                        razao_social: string;
                        nome_fantasia: string | null;
                        inscricao_estadual: string | null;
                        inscricao_municipal: string | null;
                        email: string | null;
                        telefone: string | null;
                        celular: string | null;
                        contato: string | null;
                        cep: string | null;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        observacoes: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                        pode_alterar: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioFornecedorId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        aplicacao_id: string;
                        root_id: string | null;
                        /** @enum {string} */
                        tipo_pessoa: "F" | "J";
                        cpf_cnpj: string;
                        razao_social: string;
                        nome_fantasia: string | null;
                        inscricao_estadual: string | null;
                        inscricao_municipal: string | null;
                        email: string | null;
                        telefone: string | null;
                        celular: string | null;
                        contato: string | null;
                        cep: string | null;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        observacoes: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                        pode_alterar: boolean;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioFornecedorUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioFornecedorFindByAplicacaoById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                tipo_pessoa?: "F" | "J";
                sort?: "razao_social" | "cpf_cnpj" | "created_at";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            aplicacao_id: string;
                            root_id: string | null;
                            /** @enum {string} */
                            tipo_pessoa: "F" | "J";
                            cpf_cnpj: string;
                            razao_social: string;
                            nome_fantasia: string | null;
                            inscricao_estadual: string | null;
                            inscricao_municipal: string | null;
                            email: string | null;
                            telefone: string | null;
                            celular: string | null;
                            contato: string | null;
                            cep: string | null;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cidade: string | null;
                            uf: string | null;
                            observacoes: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                            pode_alterar: boolean;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioFornecedorFindByRootById: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                tipo_pessoa?: "F" | "J";
                sort?: "razao_social" | "cpf_cnpj" | "created_at";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            aplicacao_id: string;
                            root_id: string | null;
                            /** @enum {string} */
                            tipo_pessoa: "F" | "J";
                            cpf_cnpj: string;
                            razao_social: string;
                            nome_fantasia: string | null;
                            inscricao_estadual: string | null;
                            inscricao_municipal: string | null;
                            email: string | null;
                            telefone: string | null;
                            celular: string | null;
                            contato: string | null;
                            cep: string | null;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cidade: string | null;
                            uf: string | null;
                            observacoes: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @description Se quem pergunta pode alterar o fornecedor, mudar sua situação e anexar arquivos: o cliente que o cadastrou ou o suporte, com a permissão de alterar fornecedores. A tela oferece essas ações só com ele. */
                            pode_alterar: boolean;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoConfiguracao: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        /** @enum {string} */
                        primeiro_mes: "integral" | "pro_rata";
                        implantacao: {
                            mes: number;
                            ano: number;
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioDepreciacaoConfiguracao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    cliente_id?: string;
                    /** @enum {string} */
                    primeiro_mes: "integral" | "pro_rata";
                    implantacao: {
                        mes: number;
                        ano: number;
                    } | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        /** @enum {string} */
                        primeiro_mes: "integral" | "pro_rata";
                        implantacao: {
                            mes: number;
                            ano: number;
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacao: {
        parameters: {
            query: {
                ano: number;
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        ano: number;
                        configuracao: {
                            cliente_id: string;
                            /** @enum {string} */
                            primeiro_mes: "integral" | "pro_rata";
                            implantacao: {
                                mes: number;
                                ano: number;
                            } | null;
                        };
                        proximo: {
                            mes: number;
                            ano: number;
                        } | null;
                        ultimo_processado: {
                            mes: number;
                            ano: number;
                        } | null;
                        ultimo_fechado: {
                            mes: number;
                            ano: number;
                        } | null;
                        meses: {
                            mes: number;
                            ano: number;
                            /** @enum {string} */
                            estado: "nao_processado" | "processando" | "processado" | "fechado";
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_depreciado: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_implantacao: string;
                            quantidade_bens: number;
                            processado_em: string | null;
                            processado_por: string | null;
                            fechado_em: string | null;
                            fechado_por: string | null;
                            erro: string | null;
                            trabalho_id?: string | null;
                            acoes: {
                                /** @enum {string} */
                                acao: "processar" | "estornar" | "fechar" | "reabrir";
                                aviso: string | null;
                            }[];
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioDepreciacaoProcessar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mes: number;
                    ano: number;
                    /** Format: uuid */
                    cliente_id?: string;
                    confirmado?: boolean;
                };
            };
        };
        responses: {
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        mes: number;
                        ano: number;
                        /** @enum {string} */
                        estado: "nao_processado" | "processando" | "processado" | "fechado";
                        trabalho_id?: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioDepreciacaoEstornar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mes: number;
                    ano: number;
                    /** Format: uuid */
                    cliente_id?: string;
                    confirmado?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        mes: number;
                        ano: number;
                        /** @enum {string} */
                        estado: "nao_processado" | "processando" | "processado" | "fechado";
                        trabalho_id?: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioDepreciacaoFechar: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mes: number;
                    ano: number;
                    /** Format: uuid */
                    cliente_id?: string;
                    confirmado?: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        mes: number;
                        ano: number;
                        /** @enum {string} */
                        estado: "nao_processado" | "processando" | "processado" | "fechado";
                        trabalho_id?: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioDepreciacaoReabrir: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    mes: number;
                    ano: number;
                    /** Format: uuid */
                    cliente_id?: string;
                    confirmado?: boolean;
                    motivo: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        mes: number;
                        ano: number;
                        /** @enum {string} */
                        estado: "nao_processado" | "processando" | "processado" | "fechado";
                        trabalho_id?: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoByMesByAnoItens: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: "codigo";
                order?: "asc" | "desc";
                conta_contabil?: string;
                cliente_id?: string;
            };
            header?: never;
            path: {
                mes: number;
                ano: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            bem_id: string;
                            CodigoBEM: number;
                            descricao: string;
                            categoria: {
                                id: string;
                                nome: string;
                            };
                            conta_contabil: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_anterior: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            quota: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_atual: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_residual: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            depreciacao_acumulada: string;
                            percentual: string;
                            meses_restantes: number;
                            implantacao: {
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                valor: string;
                                /** @enum {string} */
                                origem: "informado" | "calculado";
                            } | null;
                            /** @enum {string|null} */
                            motivo: "categoria_nao_depreciavel" | "bem_nao_depreciavel" | "sem_vida_util" | "totalmente_depreciado" | null;
                        }[];
                        total: number;
                        total_exato: boolean;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoByMesByAnoItensExportar: {
        parameters: {
            query: {
                formato: "csv" | "xlsx";
                cliente_id?: string;
            };
            header?: never;
            path: {
                mes: number;
                ano: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoByMesByAnoContas: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path: {
                mes: number;
                ano: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mes: number;
                        ano: number;
                        data: {
                            conta_contabil: string;
                            quantidade_bens: number;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_anterior: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            quota: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_atual: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            depreciacao_acumulada: string;
                        }[];
                        total: {
                            conta_contabil: string;
                            quantidade_bens: number;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_anterior: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            quota: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_atual: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            depreciacao_acumulada: string;
                        };
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoByMesByAnoContasExportar: {
        parameters: {
            query: {
                formato: "csv" | "xlsx";
                cliente_id?: string;
            };
            header?: never;
            path: {
                mes: number;
                ano: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoPosicao: {
        parameters: {
            query: {
                page?: number;
                limit?: number;
                search?: string;
                sort?: "codigo";
                order?: "asc" | "desc";
                conta_contabil?: string;
                cliente_id?: string;
                mes: number;
                ano: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        mes: number;
                        ano: number;
                        contas: {
                            conta_contabil: string;
                            quantidade_bens: number;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_contabil: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            depreciacao_acumulada: string;
                        }[];
                        total_contas: {
                            conta_contabil: string;
                            quantidade_bens: number;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_contabil: string;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            depreciacao_acumulada: string;
                        };
                        data: {
                            bem_id: string;
                            CodigoBEM: number;
                            descricao: string;
                            conta_contabil: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_contabil: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            depreciacao_acumulada: string;
                        }[];
                        total: number;
                        total_exato: boolean;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoPosicaoExportar: {
        parameters: {
            query: {
                formato: "csv" | "xlsx";
                cliente_id?: string;
                mes: number;
                ano: number;
                por?: "bens" | "contas";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoBemById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        bem_id: string;
                        meses: {
                            mes: number;
                            ano: number;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_anterior: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            quota: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_atual: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_residual: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            depreciacao_acumulada: string;
                            meses_restantes: number;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoPrevisao: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        cliente_id: string;
                        meses: {
                            mes: number;
                            ano: number;
                            /** @description Soma exata em reais, ponto decimal e duas casas: "1234567.89" (até 23 dígitos inteiros). */
                            valor_depreciado: string;
                            quantidade_bens: number;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioDepreciacaoPrevisaoExportar: {
        parameters: {
            query: {
                formato: "csv" | "xlsx";
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioVeiculoequipamento: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                tipo?: "veiculo" | "equipamento";
                bempatrimonial_id?: string;
                sort?: "placa" | "modelo" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            /** @enum {string} */
                            tipo: "veiculo" | "equipamento";
                            placa: string | null;
                            renavam: string | null;
                            chassi: string | null;
                            marca: string | null;
                            modelo: string | null;
                            ano_fabricacao: number | null;
                            ano_modelo: number | null;
                            cor: string | null;
                            combustivel: string | null;
                            odometro: number | null;
                            horimetro: number | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioVeiculoequipamentoExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                tipo?: "veiculo" | "equipamento";
                bempatrimonial_id?: string;
                sort?: "placa" | "modelo" | "created_at";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioVeiculoequipamentoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        /** @enum {string} */
                        tipo: "veiculo" | "equipamento";
                        placa: string | null;
                        renavam: string | null;
                        chassi: string | null;
                        marca: string | null;
                        modelo: string | null;
                        ano_fabricacao: number | null;
                        ano_modelo: number | null;
                        cor: string | null;
                        combustivel: string | null;
                        odometro: number | null;
                        horimetro: number | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioVeiculoequipamentoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "veiculo" | "equipamento";
                    placa?: string | null;
                    renavam?: string | null;
                    chassi?: string | null;
                    marca?: string | null;
                    modelo?: string | null;
                    ano_fabricacao?: number | null;
                    ano_modelo?: number | null;
                    cor?: string | null;
                    /** @enum {string|null} */
                    combustivel?: "gasolina" | "etanol" | "flex" | "diesel" | "gnv" | "eletrico" | "hibrido" | "outro" | null;
                    odometro?: number | null;
                    horimetro?: number | null;
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        /** @enum {string} */
                        tipo: "veiculo" | "equipamento";
                        placa: string | null;
                        renavam: string | null;
                        chassi: string | null;
                        marca: string | null;
                        modelo: string | null;
                        ano_fabricacao: number | null;
                        ano_modelo: number | null;
                        cor: string | null;
                        combustivel: string | null;
                        odometro: number | null;
                        horimetro: number | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioVeiculoequipamentoCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "veiculo" | "equipamento";
                    placa?: string | null;
                    renavam?: string | null;
                    chassi?: string | null;
                    marca?: string | null;
                    modelo?: string | null;
                    ano_fabricacao?: number | null;
                    ano_modelo?: number | null;
                    cor?: string | null;
                    /** @enum {string|null} */
                    combustivel?: "gasolina" | "etanol" | "flex" | "diesel" | "gnv" | "eletrico" | "hibrido" | "outro" | null;
                    odometro?: number | null;
                    horimetro?: number | null;
                    /** Format: uuid */
                    bempatrimonial_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        /** @enum {string} */
                        tipo: "veiculo" | "equipamento";
                        placa: string | null;
                        renavam: string | null;
                        chassi: string | null;
                        marca: string | null;
                        modelo: string | null;
                        ano_fabricacao: number | null;
                        ano_modelo: number | null;
                        cor: string | null;
                        combustivel: string | null;
                        odometro: number | null;
                        horimetro: number | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioVeiculoequipamentoId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        /** @enum {string} */
                        tipo: "veiculo" | "equipamento";
                        placa: string | null;
                        renavam: string | null;
                        chassi: string | null;
                        marca: string | null;
                        modelo: string | null;
                        ano_fabricacao: number | null;
                        ano_modelo: number | null;
                        cor: string | null;
                        combustivel: string | null;
                        odometro: number | null;
                        horimetro: number | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioLocalizacaoimovel: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                bempatrimonial_id?: string;
                sort?: "descricao" | "municipio" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            bempatrimonial_id: string;
                            bem: {
                                id: string;
                                CodigoBEM: number;
                                descricao: string;
                            };
                            descricao: string;
                            endereco: string | null;
                            numero: string | null;
                            complemento: string | null;
                            bairro: string | null;
                            cep: string | null;
                            municipio: string | null;
                            uf: string | null;
                            matricula: string | null;
                            cartorio: string | null;
                            inscricao_imobiliaria: string | null;
                            area_terreno: string | null;
                            area_construida: string | null;
                            latitude: string | null;
                            longitude: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioLocalizacaoimovelExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                bempatrimonial_id?: string;
                sort?: "descricao" | "municipio" | "created_at";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioLocalizacaoimovelFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioLocalizacaoimovelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        descricao: string;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cep: string | null;
                        municipio: string | null;
                        uf: string | null;
                        matricula: string | null;
                        cartorio: string | null;
                        inscricao_imobiliaria: string | null;
                        area_terreno: string | null;
                        area_construida: string | null;
                        latitude: string | null;
                        longitude: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioLocalizacaoimovelById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    descricao: string;
                    endereco?: string | null;
                    numero?: string | null;
                    complemento?: string | null;
                    bairro?: string | null;
                    cep?: string | null;
                    municipio?: string | null;
                    uf?: string | null;
                    matricula?: string | null;
                    cartorio?: string | null;
                    inscricao_imobiliaria?: string | null;
                    area_terreno?: (string | null) | (number | null);
                    area_construida?: (string | null) | (number | null);
                    latitude?: (string | null) | (number | null);
                    longitude?: (string | null) | (number | null);
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        descricao: string;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cep: string | null;
                        municipio: string | null;
                        uf: string | null;
                        matricula: string | null;
                        cartorio: string | null;
                        inscricao_imobiliaria: string | null;
                        area_terreno: string | null;
                        area_construida: string | null;
                        latitude: string | null;
                        longitude: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioLocalizacaoimovelCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    descricao: string;
                    endereco?: string | null;
                    numero?: string | null;
                    complemento?: string | null;
                    bairro?: string | null;
                    cep?: string | null;
                    municipio?: string | null;
                    uf?: string | null;
                    matricula?: string | null;
                    cartorio?: string | null;
                    inscricao_imobiliaria?: string | null;
                    area_terreno?: (string | null) | (number | null);
                    area_construida?: (string | null) | (number | null);
                    latitude?: (string | null) | (number | null);
                    longitude?: (string | null) | (number | null);
                    /** Format: uuid */
                    bempatrimonial_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        descricao: string;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cep: string | null;
                        municipio: string | null;
                        uf: string | null;
                        matricula: string | null;
                        cartorio: string | null;
                        inscricao_imobiliaria: string | null;
                        area_terreno: string | null;
                        area_construida: string | null;
                        latitude: string | null;
                        longitude: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putPatrimonioLocalizacaoimovelId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        bempatrimonial_id: string;
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                        };
                        descricao: string;
                        endereco: string | null;
                        numero: string | null;
                        complemento: string | null;
                        bairro: string | null;
                        cep: string | null;
                        municipio: string | null;
                        uf: string | null;
                        matricula: string | null;
                        cartorio: string | null;
                        inscricao_imobiliaria: string | null;
                        area_terreno: string | null;
                        area_construida: string | null;
                        latitude: string | null;
                        longitude: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postPatrimonioLocalizacaoimovelUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRefncm: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                categoria_id?: string;
                sort?: "codigo" | "descricao" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            codigo: string;
                            descricao: string;
                            categoria_id: string | null;
                            categoria: {
                                id: string;
                                nome: string;
                            } | null;
                            taxa_depreciacao: string | null;
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRefncmExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                categoria_id?: string;
                sort?: "codigo" | "descricao" | "created_at";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRefncmFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getRefncmById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        codigo: string;
                        descricao: string;
                        categoria_id: string | null;
                        categoria: {
                            id: string;
                            nome: string;
                        } | null;
                        taxa_depreciacao: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putRefncmById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codigo: string;
                    descricao: string;
                    /** Format: uuid */
                    categoria_id?: string | null;
                    taxa_depreciacao?: (string | null) | (number | null);
                    /** Format: uuid */
                    id?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        codigo: string;
                        descricao: string;
                        categoria_id: string | null;
                        categoria: {
                            id: string;
                            nome: string;
                        } | null;
                        taxa_depreciacao: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postRefncmCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    codigo: string;
                    descricao: string;
                    /** Format: uuid */
                    categoria_id?: string | null;
                    taxa_depreciacao?: (string | null) | (number | null);
                    /** Format: uuid */
                    cliente_id?: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        codigo: string;
                        descricao: string;
                        categoria_id: string | null;
                        categoria: {
                            id: string;
                            nome: string;
                        } | null;
                        taxa_depreciacao: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putRefncmId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        codigo: string;
                        descricao: string;
                        categoria_id: string | null;
                        categoria: {
                            id: string;
                            nome: string;
                        } | null;
                        taxa_depreciacao: string | null;
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postRefncmUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postXmlUpload: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        arquivo_nome: string;
                        /** @enum {string} */
                        situacao: "pendente" | "incorporada" | "recusada";
                        motivo: string | null;
                        chave: string | null;
                        numero: number | null;
                        serie: number | null;
                        emissao: string | null;
                        emitente_documento: string | null;
                        emitente_nome: string | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string | null;
                        itens: number | null;
                        importado_por: string | null;
                        importado_em: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getXml: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                situacao?: "pendente" | "incorporada" | "recusada";
                data_de?: string;
                data_ate?: string;
                sort?: "importado_em" | "emissao" | "numero" | "valor_total";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            arquivo_nome: string;
                            /** @enum {string} */
                            situacao: "pendente" | "incorporada" | "recusada";
                            motivo: string | null;
                            chave: string | null;
                            numero: number | null;
                            serie: number | null;
                            emissao: string | null;
                            emitente_documento: string | null;
                            emitente_nome: string | null;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_total: string | null;
                            itens: number | null;
                            importado_por: string | null;
                            importado_em: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getXmlById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        arquivo_nome: string;
                        /** @enum {string} */
                        situacao: "pendente" | "incorporada" | "recusada";
                        motivo: string | null;
                        chave: string | null;
                        numero: number | null;
                        serie: number | null;
                        emissao: string | null;
                        emitente_documento: string | null;
                        emitente_nome: string | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string | null;
                        itens: number | null;
                        importado_por: string | null;
                        importado_em: string;
                        nota: {
                            chave: string;
                            /** @enum {unknown} */
                            modelo: "55";
                            serie: number;
                            numero: number;
                            emissao: string;
                            natureza_operacao: string;
                            emitente: {
                                documento: string;
                                nome: string;
                                fantasia: string | null;
                                ie: string | null;
                                endereco: {
                                    logradouro: string | null;
                                    numero: string | null;
                                    complemento: string | null;
                                    bairro: string | null;
                                    municipio: string | null;
                                    codigo_municipio: string | null;
                                    uf: string | null;
                                    cep: string | null;
                                    telefone: string | null;
                                };
                            };
                            destinatario: {
                                documento: string | null;
                                nome: string | null;
                            };
                            itens: {
                                numero: number;
                                codigo: string;
                                descricao: string;
                                ncm: string | null;
                                cfop: string;
                                unidade: string;
                                quantidade: string;
                                valor_unitario: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                valor: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                frete: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                seguro: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                desconto: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                outros: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                ipi: string;
                                veiculo: {
                                    chassi: string;
                                    cor: string | null;
                                    descricao_cor: string | null;
                                    ano_modelo: number | null;
                                    ano_fabricacao: number | null;
                                    combustivel: string | null;
                                    potencia: string | null;
                                    cilindradas: string | null;
                                    tipo: string | null;
                                    renavam: string | null;
                                } | null;
                            }[];
                            totais: {
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                produtos: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                frete: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                seguro: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                desconto: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                outros: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                ipi: string;
                                /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                                nota: string;
                            };
                            protocolo: {
                                numero: string;
                                recebimento: string | null;
                                status: number;
                            };
                        } | null;
                        arquivo_id: string | null;
                        fornecedor: {
                            id: string;
                            razao_social: string;
                            ativo: boolean;
                        } | null;
                        destinatario_confere: boolean;
                        sugestoes: {
                            item: number;
                            ncm: {
                                id: string;
                                nome: string;
                            } | null;
                            categoria: {
                                id: string;
                                nome: string;
                            } | null;
                        }[];
                        incorporada_em: string | null;
                        incorporada_por: string | null;
                        bens: {
                            id: string;
                            codigo: number;
                            descricao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            item: number;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteXmlById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "Ok";
                        message: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getXmlByIdArquivo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o XML da NF-e */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/xml": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postXmlByIdIncorporar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    fornecedor_id?: string | null;
                    itens: {
                        item: number;
                        /** @enum {string} */
                        modo: "unidade" | "linha" | "nao_incorporar";
                        /** Format: uuid */
                        categoria_id?: string | null;
                        descricao?: string | null;
                    }[];
                    /** Format: uuid */
                    secretaria_id: string;
                    /** Format: uuid */
                    setor_id?: string | null;
                    /** @enum {string} */
                    estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                    data_incorporacao: string;
                    confirmar_valor?: boolean;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        fornecedor: {
                            id: string;
                            razao_social: string;
                            criado: boolean;
                        };
                        bens: {
                            id: string;
                            codigo: number;
                            descricao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            item: number;
                        }[];
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        total: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    deleteXmlRecusadas: {
        parameters: {
            query?: {
                cliente_id?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        status: "Ok";
                        message: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPatrimonioBempatrimonialTransparenciaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        codigo: number;
                        descricao: string;
                        categoria: string;
                        /** @enum {string} */
                        situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                        /** @enum {string} */
                        estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                        secretaria: string;
                        setor: string | null;
                        /** @description Data AAAA-MM-DD. */
                        data_aquisicao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                        valor_aquisicao: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                        valor_contabil: string;
                        baixado: boolean;
                        situacao_descricao: string;
                        estado_conservacao_descricao: string;
                        entidade: {
                            nome: string;
                            nome_fantasia: string | null;
                            cpf_cnpj: string;
                            cpf_cnpj_formatado: string;
                            logo_url: string | null;
                        };
                        foto_url: string | null;
                        /** @description Data e hora ISO 8601 (UTC). */
                        dados_atualizados_em: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoBensByIdFoto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a imagem */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoDocumentosByCodigo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codigo: string;
                        /** @enum {string} */
                        tipo: "responsabilidade" | "transferencia" | "baixa" | "nada_consta";
                        descricao: string;
                        entidade: {
                            nome: string;
                            cpf_cnpj_formatado: string;
                        };
                        emitido_por: string;
                        /** @description Data e hora ISO 8601 (UTC). */
                        emitido_em: string;
                        quantidade_bens: number;
                        sha256: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoEntidadesByCpfCnpj: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cpf_cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        nome: string;
                        nome_fantasia: string | null;
                        cpf_cnpj: string;
                        cpf_cnpj_formatado: string;
                        logo_url: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoEntidadesByCpfCnpjLogo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cpf_cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a imagem */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/png": Blob;
                    "image/jpeg": Blob;
                    "image/gif": Blob;
                    "image/webp": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoEntidadesByCpfCnpjBens: {
        parameters: {
            query?: {
                search?: string;
                secretaria_id?: string;
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                ano?: number;
                sort?: "codigo" | "descricao" | "data_aquisicao" | "valor_aquisicao";
                order?: "asc" | "desc";
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                cpf_cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            codigo: number;
                            descricao: string;
                            categoria: string;
                            /** @enum {string} */
                            situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                            /** @enum {string} */
                            estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                            secretaria: string;
                            setor: string | null;
                            /** @description Data AAAA-MM-DD. */
                            data_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_contabil: string;
                            baixado: boolean;
                        }[];
                        page: number;
                        limit: number;
                        total: number;
                        totais: {
                            quantidade: number;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_contabil: string;
                        };
                        /** @description Data e hora ISO 8601 (UTC). */
                        dados_atualizados_em: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoEntidadesByCpfCnpjObras: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
            };
            header?: never;
            path: {
                cpf_cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            numero: string;
                            objeto: string;
                            /** @enum {string} */
                            tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                            tipo_descricao: string;
                            situacao: number;
                            situacao_descricao: string;
                            secretaria: string;
                            contratada: string | null;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_contratado: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_aditivos: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_total: string;
                            /** @description Σ medições ÷ (contrato + aditivos), em %, duas casas: "45.20". */
                            percentual_executado: string;
                            /** @description Data AAAA-MM-DD. */
                            data_inicio: string | null;
                            /** @description Data AAAA-MM-DD. */
                            previsao_conclusao: string | null;
                        }[];
                        page: number;
                        limit: number;
                        total: number;
                        paralisadas: {
                            numero: string;
                            objeto: string;
                            situacao: number;
                            situacao_descricao: string;
                            /** @description Data AAAA-MM-DD. */
                            paralisada_desde: string;
                            motivo: string;
                            responsavel: string | null;
                            /** @description Data AAAA-MM-DD. */
                            previsao_reinicio: string | null;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoEntidadesByCpfCnpjBensFiltros: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                cpf_cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        secretarias: {
                            id: string;
                            nome: string;
                        }[];
                        categorias: {
                            id: string;
                            nome: string;
                        }[];
                        situacoes: {
                            /** @enum {string} */
                            value: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                            label: string;
                        }[];
                        anos: number[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getPublicoEntidadesByCpfCnpjBensExportar: {
        parameters: {
            query?: {
                search?: string;
                secretaria_id?: string;
                categoria_id?: string;
                situacao?: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                ano?: number;
                formato?: "csv" | "json";
            };
            header?: never;
            path: {
                cpf_cnpj: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        entidade: {
                            nome: string;
                            nome_fantasia: string | null;
                            cpf_cnpj: string;
                            cpf_cnpj_formatado: string;
                            logo_url: string | null;
                        };
                        /** @description Data e hora ISO 8601 (UTC). */
                        dados_atualizados_em: string | null;
                        /** @description Data e hora ISO 8601 (UTC). */
                        gerado_em: string;
                        filtros: {
                            search: string | null;
                            secretaria_id: string | null;
                            categoria_id: string | null;
                            situacao: string | null;
                            ano: number | null;
                        };
                        bens: {
                            id: string;
                            codigo: number;
                            descricao: string;
                            categoria: string;
                            /** @enum {string} */
                            situacao: "em_uso" | "ocioso" | "em_manutencao" | "cedido" | "baixado";
                            /** @enum {string} */
                            estado_conservacao: "novo" | "otimo" | "bom" | "regular" | "ruim" | "inservivel";
                            secretaria: string;
                            setor: string | null;
                            /** @description Data AAAA-MM-DD. */
                            data_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_aquisicao: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56". */
                            valor_contabil: string;
                            baixado: boolean;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Muitas requisições: tente de novo depois do tempo em `Retry-After` */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasObra: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                cliente_id?: string;
                order?: "asc" | "desc";
                situacao?: number;
                secretaria_id?: string;
                tipo?: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                inicio_de?: string;
                inicio_ate?: string;
                sort?: "numero" | "data_inicio" | "created_at";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            numero: string;
                            objeto: string;
                            /** @enum {string} */
                            tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                            cep: string | null;
                            endereco: string | null;
                            bairro: string | null;
                            cidade: string | null;
                            uf: string | null;
                            latitude: number | null;
                            longitude: number | null;
                            secretaria: {
                                id: string;
                                name: string;
                            };
                            contrato_numero: string | null;
                            contratada: {
                                id: string;
                                razao_social: string;
                                cpf_cnpj: string;
                            } | null;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_contratado: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_aditivos: string;
                            prazo_aditivos_dias: number;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_total: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_medido: string;
                            /** @description Σ medido ÷ (contrato + aditivos), "45.20". */
                            percentual_executado: string;
                            /** @description O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409). */
                            saldo: string;
                            data_inicio: string | null;
                            prazo_dias: number | null;
                            previsao_conclusao: string | null;
                            fonte_recursos: string | null;
                            situacao: number;
                            situacao_descricao: string;
                            situacao_data: string | null;
                            paralisacao: {
                                data: string;
                                motivo: string;
                                previsao_reinicio: string | null;
                            } | null;
                            /** @description Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo. */
                            sem_cno: boolean;
                            created_at: string;
                            updated_at: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasObraExportar: {
        parameters: {
            query: {
                search?: string;
                cliente_id?: string;
                order?: "asc" | "desc";
                situacao?: number;
                secretaria_id?: string;
                tipo?: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                inicio_de?: string;
                inicio_ate?: string;
                sort?: "numero" | "data_inicio" | "created_at";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasObraById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        numero: string;
                        objeto: string;
                        /** @enum {string} */
                        tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                        cep: string | null;
                        endereco: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        contrato_numero: string | null;
                        contratada: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_contratado: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aditivos: string;
                        prazo_aditivos_dias: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_medido: string;
                        /** @description Σ medido ÷ (contrato + aditivos), "45.20". */
                        percentual_executado: string;
                        /** @description O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409). */
                        saldo: string;
                        data_inicio: string | null;
                        prazo_dias: number | null;
                        previsao_conclusao: string | null;
                        fonte_recursos: string | null;
                        situacao: number;
                        situacao_descricao: string;
                        situacao_data: string | null;
                        paralisacao: {
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                        } | null;
                        /** @description Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo. */
                        sem_cno: boolean;
                        created_at: string;
                        updated_at: string;
                        aditivos: {
                            id: string;
                            obra_id: string;
                            numero_ato: string;
                            data: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            prazo_dias: number;
                            descricao: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        historico: {
                            id: string;
                            situacao: number;
                            situacao_descricao: string;
                            situacao_anterior: number | null;
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                            /** @description Por que a obra foi iniciada sem Licença de Instalação válida, quando foi. */
                            justificativa_sem_li: string | null;
                            user_id: string | null;
                            created_at: string;
                        }[];
                        /** @description O bem patrimonial que a obra se tornou (imóvel) ou melhorou (melhoria); null antes. */
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasObraById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero: string;
                    objeto: string;
                    /** @enum {string} */
                    tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                    cep?: string | null;
                    endereco?: string | null;
                    bairro?: string | null;
                    cidade?: string | null;
                    uf?: string | null;
                    latitude?: (number | null) | (string | null);
                    longitude?: (number | null) | (string | null);
                    /** Format: uuid */
                    secretaria_id: string;
                    contrato_numero?: string | null;
                    /** Format: uuid */
                    fornecedor_id?: string | null;
                    valor_contratado: string | number;
                    data_inicio?: string | null;
                    prazo_dias?: number | null;
                    previsao_conclusao?: string | null;
                    fonte_recursos?: string | null;
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        numero: string;
                        objeto: string;
                        /** @enum {string} */
                        tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                        cep: string | null;
                        endereco: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        contrato_numero: string | null;
                        contratada: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_contratado: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aditivos: string;
                        prazo_aditivos_dias: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_medido: string;
                        /** @description Σ medido ÷ (contrato + aditivos), "45.20". */
                        percentual_executado: string;
                        /** @description O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409). */
                        saldo: string;
                        data_inicio: string | null;
                        prazo_dias: number | null;
                        previsao_conclusao: string | null;
                        fonte_recursos: string | null;
                        situacao: number;
                        situacao_descricao: string;
                        situacao_data: string | null;
                        paralisacao: {
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                        } | null;
                        /** @description Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo. */
                        sem_cno: boolean;
                        created_at: string;
                        updated_at: string;
                        aditivos: {
                            id: string;
                            obra_id: string;
                            numero_ato: string;
                            data: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            prazo_dias: number;
                            descricao: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        historico: {
                            id: string;
                            situacao: number;
                            situacao_descricao: string;
                            situacao_anterior: number | null;
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                            /** @description Por que a obra foi iniciada sem Licença de Instalação válida, quando foi. */
                            justificativa_sem_li: string | null;
                            user_id: string | null;
                            created_at: string;
                        }[];
                        /** @description O bem patrimonial que a obra se tornou (imóvel) ou melhorou (melhoria); null antes. */
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasObraCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero: string;
                    objeto: string;
                    /** @enum {string} */
                    tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                    cep?: string | null;
                    endereco?: string | null;
                    bairro?: string | null;
                    cidade?: string | null;
                    uf?: string | null;
                    latitude?: (number | null) | (string | null);
                    longitude?: (number | null) | (string | null);
                    /** Format: uuid */
                    secretaria_id: string;
                    contrato_numero?: string | null;
                    /** Format: uuid */
                    fornecedor_id?: string | null;
                    valor_contratado: string | number;
                    data_inicio?: string | null;
                    prazo_dias?: number | null;
                    previsao_conclusao?: string | null;
                    fonte_recursos?: string | null;
                    /** Format: uuid */
                    cliente_id?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        numero: string;
                        objeto: string;
                        /** @enum {string} */
                        tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                        cep: string | null;
                        endereco: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        contrato_numero: string | null;
                        contratada: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_contratado: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aditivos: string;
                        prazo_aditivos_dias: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_medido: string;
                        /** @description Σ medido ÷ (contrato + aditivos), "45.20". */
                        percentual_executado: string;
                        /** @description O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409). */
                        saldo: string;
                        data_inicio: string | null;
                        prazo_dias: number | null;
                        previsao_conclusao: string | null;
                        fonte_recursos: string | null;
                        situacao: number;
                        situacao_descricao: string;
                        situacao_data: string | null;
                        paralisacao: {
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                        } | null;
                        /** @description Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo. */
                        sem_cno: boolean;
                        created_at: string;
                        updated_at: string;
                        aditivos: {
                            id: string;
                            obra_id: string;
                            numero_ato: string;
                            data: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            prazo_dias: number;
                            descricao: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        historico: {
                            id: string;
                            situacao: number;
                            situacao_descricao: string;
                            situacao_anterior: number | null;
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                            /** @description Por que a obra foi iniciada sem Licença de Instalação válida, quando foi. */
                            justificativa_sem_li: string | null;
                            user_id: string | null;
                            created_at: string;
                        }[];
                        /** @description O bem patrimonial que a obra se tornou (imóvel) ou melhorou (melhoria); null antes. */
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasObraId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    situacao: number;
                    data: string;
                    motivo: string;
                    previsao_reinicio?: string | null;
                    justificativa_sem_li?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        numero: string;
                        objeto: string;
                        /** @enum {string} */
                        tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                        cep: string | null;
                        endereco: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        contrato_numero: string | null;
                        contratada: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_contratado: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aditivos: string;
                        prazo_aditivos_dias: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_medido: string;
                        /** @description Σ medido ÷ (contrato + aditivos), "45.20". */
                        percentual_executado: string;
                        /** @description O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409). */
                        saldo: string;
                        data_inicio: string | null;
                        prazo_dias: number | null;
                        previsao_conclusao: string | null;
                        fonte_recursos: string | null;
                        situacao: number;
                        situacao_descricao: string;
                        situacao_data: string | null;
                        paralisacao: {
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                        } | null;
                        /** @description Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo. */
                        sem_cno: boolean;
                        created_at: string;
                        updated_at: string;
                        aditivos: {
                            id: string;
                            obra_id: string;
                            numero_ato: string;
                            data: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            prazo_dias: number;
                            descricao: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        historico: {
                            id: string;
                            situacao: number;
                            situacao_descricao: string;
                            situacao_anterior: number | null;
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                            /** @description Por que a obra foi iniciada sem Licença de Instalação válida, quando foi. */
                            justificativa_sem_li: string | null;
                            user_id: string | null;
                            created_at: string;
                        }[];
                        /** @description O bem patrimonial que a obra se tornou (imóvel) ou melhorou (melhoria); null antes. */
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasObraByIdEvolucao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        obra_id: string;
                        fisico: {
                            data: string;
                            /** @description Percentual físico do acompanhamento, "45.20". */
                            percentual: string;
                        }[];
                        financeiro: {
                            data: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_medido: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor_total: string;
                            /** @description Σ medido até a data ÷ valor da obra na data, "45.20". */
                            percentual: string;
                        }[];
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasObraIncorporarById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    modo: "imovel" | "melhoria";
                    valor?: string | number;
                    data_incorporacao: string;
                    /** Format: uuid */
                    categoria_id?: string | null;
                    descricao?: string | null;
                    /** Format: uuid */
                    setor_id?: string | null;
                    /** Format: uuid */
                    bem_id?: string | null;
                    confirmar_valor?: boolean;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        numero: string;
                        objeto: string;
                        /** @enum {string} */
                        tipo: "construcao" | "reforma" | "ampliacao" | "pavimentacao" | "saneamento" | "drenagem" | "recuperacao" | "outro";
                        cep: string | null;
                        endereco: string | null;
                        bairro: string | null;
                        cidade: string | null;
                        uf: string | null;
                        latitude: number | null;
                        longitude: number | null;
                        secretaria: {
                            id: string;
                            name: string;
                        };
                        contrato_numero: string | null;
                        contratada: {
                            id: string;
                            razao_social: string;
                            cpf_cnpj: string;
                        } | null;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_contratado: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_aditivos: string;
                        prazo_aditivos_dias: number;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_total: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor_medido: string;
                        /** @description Σ medido ÷ (contrato + aditivos), "45.20". */
                        percentual_executado: string;
                        /** @description O que resta medir: contrato + aditivos − Σ medições ativas, nunca abaixo de zero; uma medição acima dele é recusada (409). */
                        saldo: string;
                        data_inicio: string | null;
                        prazo_dias: number | null;
                        previsao_conclusao: string | null;
                        fonte_recursos: string | null;
                        situacao: number;
                        situacao_descricao: string;
                        situacao_data: string | null;
                        paralisacao: {
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                        } | null;
                        /** @description Iniciada há mais de 30 dias sem Cadastro Nacional de Obras ativo. */
                        sem_cno: boolean;
                        created_at: string;
                        updated_at: string;
                        aditivos: {
                            id: string;
                            obra_id: string;
                            numero_ato: string;
                            data: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            prazo_dias: number;
                            descricao: string | null;
                            created_at: string;
                            updated_at: string;
                        }[];
                        historico: {
                            id: string;
                            situacao: number;
                            situacao_descricao: string;
                            situacao_anterior: number | null;
                            data: string;
                            motivo: string;
                            previsao_reinicio: string | null;
                            /** @description Por que a obra foi iniciada sem Licença de Instalação válida, quando foi. */
                            justificativa_sem_li: string | null;
                            user_id: string | null;
                            created_at: string;
                        }[];
                        /** @description O bem patrimonial que a obra se tornou (imóvel) ou melhorou (melhoria); null antes. */
                        bem: {
                            id: string;
                            CodigoBEM: number;
                            descricao: string;
                            /** @enum {string} */
                            incorporacao: "imovel" | "melhoria";
                        } | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasObraByIdAditivos: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        obra_id: string;
                        numero_ato: string;
                        data: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        prazo_dias: number;
                        descricao: string | null;
                        created_at: string;
                        updated_at: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasObraByIdAditivosCreate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero_ato: string;
                    data: string;
                    /** @default 0 */
                    valor?: string | number;
                    /** @default 0 */
                    prazo_dias?: number;
                    descricao?: string | null;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        obra_id: string;
                        numero_ato: string;
                        data: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        prazo_dias: number;
                        descricao: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasObraAditivosById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero_ato: string;
                    data: string;
                    /** @default 0 */
                    valor?: string | number;
                    /** @default 0 */
                    prazo_dias?: number;
                    descricao?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        obra_id: string;
                        numero_ato: string;
                        data: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        prazo_dias: number;
                        descricao: string | null;
                        created_at: string;
                        updated_at: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasArquivoById: {
        parameters: {
            query?: {
                inline?: "true" | "false";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasMedicao: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            obra: {
                                id: string;
                                numero: string;
                                objeto: string;
                            };
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            numero: number;
                            tipo: number;
                            tipo_descricao: string;
                            periodo_inicio: string;
                            periodo_fim: string;
                            data_entrega: string;
                            /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                            valor: string;
                            descricao: string | null;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasMedicaoExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: number;
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasMedicaoFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasMedicaoPreviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasMedicaoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: number;
                        tipo: number;
                        tipo_descricao: string;
                        periodo_inicio: string;
                        periodo_fim: string;
                        data_entrega: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        descricao: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasMedicaoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tipo: number;
                    periodo_inicio: string;
                    periodo_fim: string;
                    data_entrega: string;
                    valor: string | number;
                    descricao?: string | null;
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: number;
                        tipo: number;
                        tipo_descricao: string;
                        periodo_inicio: string;
                        periodo_fim: string;
                        data_entrega: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        descricao: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasMedicaoCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    tipo: number;
                    periodo_inicio: string;
                    periodo_fim: string;
                    data_entrega: string;
                    valor: string | number;
                    descricao?: string | null;
                    /** Format: uuid */
                    obra_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: number;
                        tipo: number;
                        tipo_descricao: string;
                        periodo_inicio: string;
                        periodo_fim: string;
                        data_entrega: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        descricao: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasMedicaoId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: number;
                        tipo: number;
                        tipo_descricao: string;
                        periodo_inicio: string;
                        periodo_fim: string;
                        data_entrega: string;
                        /** @description Valor exato em reais, ponto decimal e duas casas: "1234.56" (até 9999999999999.99). */
                        valor: string;
                        descricao: string | null;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasMedicaoUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasOrdemservico: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                situacao?: "emitida" | "em_execucao" | "concluida" | "cancelada";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            obra: {
                                id: string;
                                numero: string;
                                objeto: string;
                            };
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            numero: string;
                            contrato: string | null;
                            data_emissao: string;
                            data_inicio: string;
                            prazo_dias: number;
                            objeto: string;
                            responsavel: string;
                            /** @enum {string} */
                            situacao: "emitida" | "em_execucao" | "concluida" | "cancelada";
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasOrdemservicoExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                situacao?: "emitida" | "em_execucao" | "concluida" | "cancelada";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasOrdemservicoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        contrato: string | null;
                        data_emissao: string;
                        data_inicio: string;
                        prazo_dias: number;
                        objeto: string;
                        responsavel: string;
                        /** @enum {string} */
                        situacao: "emitida" | "em_execucao" | "concluida" | "cancelada";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasOrdemservicoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero: string;
                    contrato?: string | null;
                    data_emissao: string;
                    data_inicio: string;
                    prazo_dias: number;
                    objeto: string;
                    responsavel: string;
                    /**
                     * @default emitida
                     * @enum {string}
                     */
                    situacao?: "emitida" | "em_execucao" | "concluida" | "cancelada";
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        contrato: string | null;
                        data_emissao: string;
                        data_inicio: string;
                        prazo_dias: number;
                        objeto: string;
                        responsavel: string;
                        /** @enum {string} */
                        situacao: "emitida" | "em_execucao" | "concluida" | "cancelada";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasOrdemservicoCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero: string;
                    contrato?: string | null;
                    data_emissao: string;
                    data_inicio: string;
                    prazo_dias: number;
                    objeto: string;
                    responsavel: string;
                    /**
                     * @default emitida
                     * @enum {string}
                     */
                    situacao?: "emitida" | "em_execucao" | "concluida" | "cancelada";
                    /** Format: uuid */
                    obra_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        contrato: string | null;
                        data_emissao: string;
                        data_inicio: string;
                        prazo_dias: number;
                        objeto: string;
                        responsavel: string;
                        /** @enum {string} */
                        situacao: "emitida" | "em_execucao" | "concluida" | "cancelada";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasOrdemservicoId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        contrato: string | null;
                        data_emissao: string;
                        data_inicio: string;
                        prazo_dias: number;
                        objeto: string;
                        responsavel: string;
                        /** @enum {string} */
                        situacao: "emitida" | "em_execucao" | "concluida" | "cancelada";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasCadastronacional: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                situacao?: "ativa" | "paralisada" | "encerrada" | "suspensa";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            obra: {
                                id: string;
                                numero: string;
                                objeto: string;
                            };
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            numero: string;
                            data_registro: string;
                            /** @enum {string} */
                            categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                            destinacao: string;
                            /** @description Área exata, duas casas: "1250.50". */
                            area: string;
                            /** @enum {string} */
                            unidade: "m2" | "m3" | "m" | "ha" | "un";
                            responsavel_documento: string;
                            responsavel_nome: string;
                            responsavel_qualificacao: string | null;
                            /** @enum {string} */
                            situacao: "ativa" | "paralisada" | "encerrada" | "suspensa";
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasCadastronacionalExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                situacao?: "ativa" | "paralisada" | "encerrada" | "suspensa";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasCadastronacionalById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        data_registro: string;
                        /** @enum {string} */
                        categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                        destinacao: string;
                        /** @description Área exata, duas casas: "1250.50". */
                        area: string;
                        /** @enum {string} */
                        unidade: "m2" | "m3" | "m" | "ha" | "un";
                        responsavel_documento: string;
                        responsavel_nome: string;
                        responsavel_qualificacao: string | null;
                        /** @enum {string} */
                        situacao: "ativa" | "paralisada" | "encerrada" | "suspensa";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasCadastronacionalById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero: string;
                    data_registro: string;
                    /** @enum {string} */
                    categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                    destinacao: string;
                    area: string | number;
                    /** @enum {string} */
                    unidade: "m2" | "m3" | "m" | "ha" | "un";
                    responsavel_documento: string;
                    responsavel_nome: string;
                    responsavel_qualificacao?: string | null;
                    /**
                     * @default ativa
                     * @enum {string}
                     */
                    situacao?: "ativa" | "paralisada" | "encerrada" | "suspensa";
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        data_registro: string;
                        /** @enum {string} */
                        categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                        destinacao: string;
                        /** @description Área exata, duas casas: "1250.50". */
                        area: string;
                        /** @enum {string} */
                        unidade: "m2" | "m3" | "m" | "ha" | "un";
                        responsavel_documento: string;
                        responsavel_nome: string;
                        responsavel_qualificacao: string | null;
                        /** @enum {string} */
                        situacao: "ativa" | "paralisada" | "encerrada" | "suspensa";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasCadastronacionalCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    numero: string;
                    data_registro: string;
                    /** @enum {string} */
                    categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                    destinacao: string;
                    area: string | number;
                    /** @enum {string} */
                    unidade: "m2" | "m3" | "m" | "ha" | "un";
                    responsavel_documento: string;
                    responsavel_nome: string;
                    responsavel_qualificacao?: string | null;
                    /**
                     * @default ativa
                     * @enum {string}
                     */
                    situacao?: "ativa" | "paralisada" | "encerrada" | "suspensa";
                    /** Format: uuid */
                    obra_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        data_registro: string;
                        /** @enum {string} */
                        categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                        destinacao: string;
                        /** @description Área exata, duas casas: "1250.50". */
                        area: string;
                        /** @enum {string} */
                        unidade: "m2" | "m3" | "m" | "ha" | "un";
                        responsavel_documento: string;
                        responsavel_nome: string;
                        responsavel_qualificacao: string | null;
                        /** @enum {string} */
                        situacao: "ativa" | "paralisada" | "encerrada" | "suspensa";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasCadastronacionalId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        numero: string;
                        data_registro: string;
                        /** @enum {string} */
                        categoria: "obra_nova" | "acrescimo" | "reforma" | "demolicao";
                        destinacao: string;
                        /** @description Área exata, duas casas: "1250.50". */
                        area: string;
                        /** @enum {string} */
                        unidade: "m2" | "m3" | "m" | "ha" | "un";
                        responsavel_documento: string;
                        responsavel_nome: string;
                        responsavel_qualificacao: string | null;
                        /** @enum {string} */
                        situacao: "ativa" | "paralisada" | "encerrada" | "suspensa";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasLicencaambiental: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: "LP" | "LI" | "LO" | "outra";
                vencimento?: "vigente" | "a_vencer" | "vencida";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            obra: {
                                id: string;
                                numero: string;
                                objeto: string;
                            };
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @enum {string} */
                            tipo: "LP" | "LI" | "LO" | "outra";
                            numero: string;
                            orgao: string;
                            processo: string | null;
                            data_emissao: string;
                            data_validade: string;
                            condicionantes: string | null;
                            /**
                             * @description vencida após a validade; a_vencer até 60 dias antes dela.
                             * @enum {string}
                             */
                            vencimento: "vigente" | "a_vencer" | "vencida";
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasLicencaambientalExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: "LP" | "LI" | "LO" | "outra";
                vencimento?: "vigente" | "a_vencer" | "vencida";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasLicencaambientalFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasLicencaambientalPreviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasLicencaambientalById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "LP" | "LI" | "LO" | "outra";
                        numero: string;
                        orgao: string;
                        processo: string | null;
                        data_emissao: string;
                        data_validade: string;
                        condicionantes: string | null;
                        /**
                         * @description vencida após a validade; a_vencer até 60 dias antes dela.
                         * @enum {string}
                         */
                        vencimento: "vigente" | "a_vencer" | "vencida";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasLicencaambientalById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "LP" | "LI" | "LO" | "outra";
                    numero: string;
                    orgao: string;
                    processo?: string | null;
                    data_emissao: string;
                    data_validade: string;
                    condicionantes?: string | null;
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "LP" | "LI" | "LO" | "outra";
                        numero: string;
                        orgao: string;
                        processo: string | null;
                        data_emissao: string;
                        data_validade: string;
                        condicionantes: string | null;
                        /**
                         * @description vencida após a validade; a_vencer até 60 dias antes dela.
                         * @enum {string}
                         */
                        vencimento: "vigente" | "a_vencer" | "vencida";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasLicencaambientalCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "LP" | "LI" | "LO" | "outra";
                    numero: string;
                    orgao: string;
                    processo?: string | null;
                    data_emissao: string;
                    data_validade: string;
                    condicionantes?: string | null;
                    /** Format: uuid */
                    obra_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "LP" | "LI" | "LO" | "outra";
                        numero: string;
                        orgao: string;
                        processo: string | null;
                        data_emissao: string;
                        data_validade: string;
                        condicionantes: string | null;
                        /**
                         * @description vencida após a validade; a_vencer até 60 dias antes dela.
                         * @enum {string}
                         */
                        vencimento: "vigente" | "a_vencer" | "vencida";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasLicencaambientalId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "LP" | "LI" | "LO" | "outra";
                        numero: string;
                        orgao: string;
                        processo: string | null;
                        data_emissao: string;
                        data_validade: string;
                        condicionantes: string | null;
                        /**
                         * @description vencida após a validade; a_vencer até 60 dias antes dela.
                         * @enum {string}
                         */
                        vencimento: "vigente" | "a_vencer" | "vencida";
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasLicencaambientalUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasResponsabilidadetecnica: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: "projeto" | "execucao" | "fiscalizacao";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            obra: {
                                id: string;
                                numero: string;
                                objeto: string;
                            };
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @enum {string} */
                            tipo: "projeto" | "execucao" | "fiscalizacao";
                            /** @enum {string} */
                            conselho: "CREA" | "CAU" | "CFT";
                            numero: string;
                            profissional_nome: string;
                            profissional_cpf: string;
                            registro_conselho: string;
                            /** @enum {string|null} */
                            vinculo: "servidor" | "contratado" | "executora" | null;
                            data: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasResponsabilidadetecnicaExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: "projeto" | "execucao" | "fiscalizacao";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasResponsabilidadetecnicaFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasResponsabilidadetecnicaPreviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasResponsabilidadetecnicaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "projeto" | "execucao" | "fiscalizacao";
                        /** @enum {string} */
                        conselho: "CREA" | "CAU" | "CFT";
                        numero: string;
                        profissional_nome: string;
                        profissional_cpf: string;
                        registro_conselho: string;
                        /** @enum {string|null} */
                        vinculo: "servidor" | "contratado" | "executora" | null;
                        data: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasResponsabilidadetecnicaById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "projeto" | "execucao" | "fiscalizacao";
                    /** @enum {string} */
                    conselho: "CREA" | "CAU" | "CFT";
                    numero: string;
                    profissional_nome: string;
                    profissional_cpf: string;
                    registro_conselho: string;
                    /** @enum {string|null} */
                    vinculo?: "servidor" | "contratado" | "executora" | null;
                    data: string;
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "projeto" | "execucao" | "fiscalizacao";
                        /** @enum {string} */
                        conselho: "CREA" | "CAU" | "CFT";
                        numero: string;
                        profissional_nome: string;
                        profissional_cpf: string;
                        registro_conselho: string;
                        /** @enum {string|null} */
                        vinculo: "servidor" | "contratado" | "executora" | null;
                        data: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasResponsabilidadetecnicaCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "projeto" | "execucao" | "fiscalizacao";
                    /** @enum {string} */
                    conselho: "CREA" | "CAU" | "CFT";
                    numero: string;
                    profissional_nome: string;
                    profissional_cpf: string;
                    registro_conselho: string;
                    /** @enum {string|null} */
                    vinculo?: "servidor" | "contratado" | "executora" | null;
                    data: string;
                    /** Format: uuid */
                    obra_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "projeto" | "execucao" | "fiscalizacao";
                        /** @enum {string} */
                        conselho: "CREA" | "CAU" | "CFT";
                        numero: string;
                        profissional_nome: string;
                        profissional_cpf: string;
                        registro_conselho: string;
                        /** @enum {string|null} */
                        vinculo: "servidor" | "contratado" | "executora" | null;
                        data: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasResponsabilidadetecnicaId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "projeto" | "execucao" | "fiscalizacao";
                        /** @enum {string} */
                        conselho: "CREA" | "CAU" | "CFT";
                        numero: string;
                        profissional_nome: string;
                        profissional_cpf: string;
                        registro_conselho: string;
                        /** @enum {string|null} */
                        vinculo: "servidor" | "contratado" | "executora" | null;
                        data: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasResponsabilidadetecnicaUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasAcompanhamento: {
        parameters: {
            query?: {
                page?: number;
                limit?: number;
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: string;
                            cliente_id: string;
                            obra: {
                                id: string;
                                numero: string;
                                objeto: string;
                            };
                            ativo: boolean;
                            user_id_inativa: string | null;
                            motivo: string | null;
                            created_at: string;
                            updated_at: string;
                            /** @enum {string} */
                            tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                            data: string;
                            percentual_fisico: string;
                            descricao: string;
                            responsavel: string;
                        }[];
                        total: number;
                        page: number;
                        limit: number;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasAcompanhamentoExportar: {
        parameters: {
            query: {
                search?: string;
                ativo?: "true" | "false";
                cliente_id?: string;
                order?: "asc" | "desc";
                obra_id?: string;
                sort?: "data" | "numero" | "created_at";
                tipo?: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                formato: "csv" | "xlsx";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: a planilha, em CSV (separador ;) ou XLSX conforme `formato` */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": Blob;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                };
            };
            /** @description Aceito: continua em segundo plano */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        trabalho_id: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não processável (por exemplo, mais linhas do que uma exportação escreve) */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasAcompanhamentoFilesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasAcompanhamentoPreviewById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: o arquivo, do tipo com que foi guardado */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "*/*": Blob;
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    getObrasAcompanhamentoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                        data: string;
                        percentual_fisico: string;
                        descricao: string;
                        responsavel: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasAcompanhamentoById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                    data: string;
                    percentual_fisico: string | number;
                    descricao: string;
                    responsavel: string;
                    /** Format: uuid */
                    id?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                        data: string;
                        percentual_fisico: string;
                        descricao: string;
                        responsavel: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasAcompanhamentoCreate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                    data: string;
                    percentual_fisico: string | number;
                    descricao: string;
                    responsavel: string;
                    /** Format: uuid */
                    obra_id: string;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                        data: string;
                        percentual_fisico: string;
                        descricao: string;
                        responsavel: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    putObrasAcompanhamentoId: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: uuid */
                    id: string;
                    ativo: boolean;
                    /** Format: uuid */
                    user_id_inativa?: string | null;
                    motivo?: string | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        cliente_id: string;
                        obra: {
                            id: string;
                            numero: string;
                            objeto: string;
                        };
                        ativo: boolean;
                        user_id_inativa: string | null;
                        motivo: string | null;
                        created_at: string;
                        updated_at: string;
                        /** @enum {string} */
                        tipo: "vistoria" | "fiscalizacao" | "paralisacao" | "retomada";
                        data: string;
                        percentual_fisico: string;
                        descricao: string;
                        responsavel: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postObrasAcompanhamentoUploadById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /** @description Nome a guardar (opcional; enviado antes do arquivo). */
                    name?: string;
                    /**
                     * Format: binary
                     * @description O arquivo (um por requisição).
                     */
                    file: Blob;
                };
            };
        };
        responses: {
            /** @description Criado */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        mime: string;
                        size: number;
                        createdAt: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Conflito com o estado ou com outro registro */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Arquivo acima do limite */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Tipo de conteúdo ou de arquivo não aceito */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
    postDocumentosLinks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    caminho: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        expira_em: string;
                    };
                };
            };
            /** @description Requisição inválida (os campos com problema em `issues`) */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Token de acesso ausente ou inválido, ou sessão encerrada */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Sem permissão para a área ou a regra, ou local de trabalho não selecionado */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
            /** @description Não encontrado (ou fora do escopo do local) */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorResponse"];
                };
            };
        };
    };
}
