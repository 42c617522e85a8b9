CREATE TABLE "bens_contagens" (
	"client_id" uuid NOT NULL,
	"dimensao" text NOT NULL,
	"valor" text NOT NULL,
	"quantidade" bigint NOT NULL,
	CONSTRAINT "bens_contagens_client_id_dimensao_valor_pk" PRIMARY KEY("client_id","dimensao","valor")
);
--> statement-breakpoint
CREATE TABLE "bens_patrimoniais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"codigo_bem" integer NOT NULL,
	"descricao" text NOT NULL,
	"especificacao" text,
	"categoria_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"situacao" text DEFAULT 'em_uso' NOT NULL,
	"estado_conservacao" text NOT NULL,
	"tipo_incorporacao_id" integer NOT NULL,
	"data_aquisicao" date NOT NULL,
	"data_incorporacao" date NOT NULL,
	"data_inicio_uso" date,
	"valor_aquisicao" numeric(15, 2) NOT NULL,
	"valor_residual" numeric(15, 2) NOT NULL,
	"valor_atual" numeric(15, 2) NOT NULL,
	"vida_util_meses" integer NOT NULL,
	"depreciavel" boolean NOT NULL,
	"conta_contabil" text NOT NULL,
	"fornecedor_id" uuid,
	"ncm_id" uuid,
	"nota_fiscal_numero" text,
	"nota_fiscal_serie" text,
	"nota_fiscal_chave" text,
	"empenho" text,
	"secretaria_id" uuid NOT NULL,
	"setor_id" uuid,
	"responsavel" text,
	"numero_serie" text,
	"marca" text,
	"modelo" text,
	"observacoes" text,
	"busca" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower(coalesce(descricao, '') || ' ' || coalesce(marca, '') || ' ' || coalesce(modelo, '')), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn'))) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bens_tipo_ck" CHECK (tipo in ('movel', 'imovel', 'intangivel')),
	CONSTRAINT "bens_situacao_ck" CHECK (situacao in ('em_uso', 'ocioso', 'em_manutencao', 'cedido', 'baixado')),
	CONSTRAINT "bens_estado_ck" CHECK (estado_conservacao in ('novo', 'otimo', 'bom', 'regular', 'ruim', 'inservivel')),
	CONSTRAINT "bens_valores_ck" CHECK (valor_aquisicao >= 0 and valor_residual >= 0 and valor_atual >= 0)
);
--> statement-breakpoint
CREATE TABLE "bens_sequencias" (
	"client_id" uuid PRIMARY KEY NOT NULL,
	"proximo" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categorias_bens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"tipo_bem" text NOT NULL,
	"conta_contabil" text NOT NULL,
	"vida_util_anos" integer NOT NULL,
	"valor_residual_percentual" numeric(5, 2) NOT NULL,
	"depreciavel" boolean NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categorias_bens_tipo_ck" CHECK (tipo_bem in ('movel', 'imovel', 'intangivel'))
);
--> statement-breakpoint
CREATE TABLE "fornecedores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"root_id" uuid,
	"tipo_pessoa" text NOT NULL,
	"cpf_cnpj" text NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"inscricao_estadual" text,
	"inscricao_municipal" text,
	"email" text,
	"telefone" text,
	"celular" text,
	"contato" text,
	"cep" text,
	"endereco" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"observacoes" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fornecedores_tipo_pessoa_ck" CHECK (tipo_pessoa in ('F', 'J'))
);
--> statement-breakpoint
CREATE TABLE "localizacoes_imoveis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"bem_id" uuid NOT NULL,
	"descricao" text NOT NULL,
	"endereco" text,
	"numero" text,
	"complemento" text,
	"bairro" text,
	"cep" text,
	"municipio" text,
	"uf" text,
	"matricula" text,
	"cartorio" text,
	"inscricao_imobiliaria" text,
	"area_terreno" numeric(14, 2),
	"area_construida" numeric(14, 2),
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "motivos_baixa" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movimentacoes_bens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"bem_id" uuid NOT NULL,
	"codigo_bem" integer NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"tipo_movimentacao_id" integer NOT NULL,
	"tipo_incorporacao_id" integer NOT NULL,
	"conta_contabil" bigint NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"secretaria_id" uuid NOT NULL,
	"setor_id" uuid,
	"secretaria_anterior_id" uuid NOT NULL,
	"setor_anterior_id" uuid,
	"situacao_anterior" text NOT NULL,
	"situacao" text NOT NULL,
	"valor_anterior" numeric(15, 2) NOT NULL,
	"responsavel_anterior" text,
	"responsavel" text,
	"motivo_baixa_id" integer,
	"observacao" text,
	"estorna_id" uuid,
	"estornada_por_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referencias_ncm" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"categoria_id" uuid,
	"taxa_depreciacao" numeric(5, 2),
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_incorporacao" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tipos_movimentacao" (
	"id" integer PRIMARY KEY NOT NULL,
	"descricao" text NOT NULL,
	"efeito" text NOT NULL,
	"situacao_exigida" text,
	"situacao_resultante" text,
	"exige_destino" boolean DEFAULT false NOT NULL,
	"exige_valor" boolean DEFAULT false NOT NULL,
	"exige_responsavel" boolean DEFAULT false NOT NULL,
	"exige_motivo_baixa" boolean DEFAULT false NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tipos_movimentacao_efeito_ck" CHECK (efeito in ('incorporacao', 'transferencia', 'responsavel', 'baixa', 'reavaliacao', 'reducao', 'situacao', 'estorno'))
);
--> statement-breakpoint
CREATE TABLE "veiculos_equipamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"bem_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"placa" text,
	"renavam" text,
	"chassi" text,
	"marca" text,
	"modelo" text,
	"ano_fabricacao" integer,
	"ano_modelo" integer,
	"cor" text,
	"combustivel" text,
	"odometro" integer,
	"horimetro" integer,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "veiculos_tipo_ck" CHECK (tipo in ('veiculo', 'equipamento'))
);
--> statement-breakpoint
ALTER TABLE "bens_contagens" ADD CONSTRAINT "bens_contagens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_categoria_id_categorias_bens_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_bens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_tipo_incorporacao_id_tipos_incorporacao_id_fk" FOREIGN KEY ("tipo_incorporacao_id") REFERENCES "public"."tipos_incorporacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_ncm_id_referencias_ncm_id_fk" FOREIGN KEY ("ncm_id") REFERENCES "public"."referencias_ncm"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_secretaria_id_companies_id_fk" FOREIGN KEY ("secretaria_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_setor_id_companies_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bens_sequencias" ADD CONSTRAINT "bens_sequencias_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categorias_bens" ADD CONSTRAINT "categorias_bens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fornecedores" ADD CONSTRAINT "fornecedores_root_id_companies_id_fk" FOREIGN KEY ("root_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localizacoes_imoveis" ADD CONSTRAINT "localizacoes_imoveis_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "localizacoes_imoveis" ADD CONSTRAINT "localizacoes_imoveis_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD CONSTRAINT "movimentacoes_bens_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD CONSTRAINT "movimentacoes_bens_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD CONSTRAINT "movimentacoes_bens_tipo_movimentacao_id_tipos_movimentacao_id_fk" FOREIGN KEY ("tipo_movimentacao_id") REFERENCES "public"."tipos_movimentacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD CONSTRAINT "movimentacoes_bens_tipo_incorporacao_id_tipos_incorporacao_id_fk" FOREIGN KEY ("tipo_incorporacao_id") REFERENCES "public"."tipos_incorporacao"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movimentacoes_bens" ADD CONSTRAINT "movimentacoes_bens_motivo_baixa_id_motivos_baixa_id_fk" FOREIGN KEY ("motivo_baixa_id") REFERENCES "public"."motivos_baixa"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referencias_ncm" ADD CONSTRAINT "referencias_ncm_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referencias_ncm" ADD CONSTRAINT "referencias_ncm_categoria_id_categorias_bens_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categorias_bens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos_equipamentos" ADD CONSTRAINT "veiculos_equipamentos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "veiculos_equipamentos" ADD CONSTRAINT "veiculos_equipamentos_bem_id_bens_patrimoniais_id_fk" FOREIGN KEY ("bem_id") REFERENCES "public"."bens_patrimoniais"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bens_client_codigo_uq" ON "bens_patrimoniais" USING btree ("client_id","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_client_descricao_idx" ON "bens_patrimoniais" USING btree ("client_id","descricao","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_client_aquisicao_idx" ON "bens_patrimoniais" USING btree ("client_id","data_aquisicao","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_client_valor_idx" ON "bens_patrimoniais" USING btree ("client_id","valor_aquisicao","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_client_situacao_idx" ON "bens_patrimoniais" USING btree ("client_id","situacao","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_client_estado_idx" ON "bens_patrimoniais" USING btree ("client_id","estado_conservacao","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_categoria_idx" ON "bens_patrimoniais" USING btree ("categoria_id","client_id","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_secretaria_idx" ON "bens_patrimoniais" USING btree ("secretaria_id","client_id","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_setor_idx" ON "bens_patrimoniais" USING btree ("setor_id","client_id","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_fornecedor_idx" ON "bens_patrimoniais" USING btree ("fornecedor_id","client_id","codigo_bem");--> statement-breakpoint
CREATE INDEX "bens_ncm_idx" ON "bens_patrimoniais" USING btree ("ncm_id");--> statement-breakpoint
CREATE INDEX "bens_busca_idx" ON "bens_patrimoniais" USING gin ("busca");--> statement-breakpoint
CREATE UNIQUE INDEX "categorias_bens_client_nome_uq" ON "categorias_bens" USING btree ("client_id",lower("nome"));--> statement-breakpoint
CREATE UNIQUE INDEX "fornecedores_application_cpf_cnpj_uq" ON "fornecedores" USING btree ("application_id","cpf_cnpj");--> statement-breakpoint
CREATE INDEX "fornecedores_application_razao_idx" ON "fornecedores" USING btree ("application_id","razao_social");--> statement-breakpoint
CREATE INDEX "fornecedores_root_idx" ON "fornecedores" USING btree ("root_id");--> statement-breakpoint
CREATE UNIQUE INDEX "localizacoes_bem_uq" ON "localizacoes_imoveis" USING btree ("bem_id");--> statement-breakpoint
CREATE INDEX "localizacoes_client_idx" ON "localizacoes_imoveis" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "movimentacoes_bem_data_idx" ON "movimentacoes_bens" USING btree ("bem_id","data","created_at");--> statement-breakpoint
CREATE INDEX "movimentacoes_client_data_idx" ON "movimentacoes_bens" USING btree ("client_id","data","id");--> statement-breakpoint
CREATE UNIQUE INDEX "movimentacoes_estorna_uq" ON "movimentacoes_bens" USING btree ("estorna_id") WHERE "movimentacoes_bens"."estorna_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "referencias_ncm_client_codigo_uq" ON "referencias_ncm" USING btree ("client_id","codigo");--> statement-breakpoint
CREATE INDEX "referencias_ncm_categoria_idx" ON "referencias_ncm" USING btree ("categoria_id");--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_bem_uq" ON "veiculos_equipamentos" USING btree ("bem_id");--> statement-breakpoint
CREATE INDEX "veiculos_client_idx" ON "veiculos_equipamentos" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_client_placa_uq" ON "veiculos_equipamentos" USING btree ("client_id","placa") WHERE "veiculos_equipamentos"."placa" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_client_renavam_uq" ON "veiculos_equipamentos" USING btree ("client_id","renavam") WHERE "veiculos_equipamentos"."renavam" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "veiculos_client_chassi_uq" ON "veiculos_equipamentos" USING btree ("client_id","chassi") WHERE "veiculos_equipamentos"."chassi" is not null;