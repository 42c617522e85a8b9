CREATE TABLE "obra_acompanhamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"data" date NOT NULL,
	"percentual_fisico" numeric(5, 2) NOT NULL,
	"descricao" text NOT NULL,
	"responsavel" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_acompanhamentos_tipo_ck" CHECK (tipo in ('vistoria', 'fiscalizacao', 'paralisacao', 'retomada')),
	CONSTRAINT "obra_acompanhamentos_percentual_ck" CHECK (percentual_fisico between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "obra_aditivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero_ato" text NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(15, 2) DEFAULT '0' NOT NULL,
	"prazo_dias" integer DEFAULT 0 NOT NULL,
	"descricao" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_aditivos_valor_ck" CHECK (valor >= 0 and prazo_dias >= 0)
);
--> statement-breakpoint
CREATE TABLE "obra_cnos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero" text NOT NULL,
	"data_registro" date NOT NULL,
	"categoria" text NOT NULL,
	"destinacao" text NOT NULL,
	"area" numeric(15, 2) NOT NULL,
	"unidade" text NOT NULL,
	"responsavel_documento" text NOT NULL,
	"responsavel_nome" text NOT NULL,
	"responsavel_qualificacao" text,
	"situacao" text DEFAULT 'ativa' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_cnos_numero_ck" CHECK (numero ~ '^[0-9]{12}$'),
	CONSTRAINT "obra_cnos_categoria_ck" CHECK (categoria in ('obra_nova', 'acrescimo', 'reforma', 'demolicao')),
	CONSTRAINT "obra_cnos_unidade_ck" CHECK (unidade in ('m2', 'm3', 'm', 'ha', 'un')),
	CONSTRAINT "obra_cnos_situacao_ck" CHECK (situacao in ('ativa', 'paralisada', 'encerrada', 'suspensa'))
);
--> statement-breakpoint
CREATE TABLE "obra_licencas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"numero" text NOT NULL,
	"orgao" text NOT NULL,
	"processo" text,
	"data_emissao" date NOT NULL,
	"data_validade" date NOT NULL,
	"condicionantes" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_licencas_tipo_ck" CHECK (tipo in ('LP', 'LI', 'LO', 'outra')),
	CONSTRAINT "obra_licencas_validade_ck" CHECK (data_validade > data_emissao)
);
--> statement-breakpoint
CREATE TABLE "obra_medicoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"tipo" integer NOT NULL,
	"periodo_inicio" date NOT NULL,
	"periodo_fim" date NOT NULL,
	"data_entrega" date NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"descricao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_medicoes_tipo_ck" CHECK (tipo in (1, 2, 3, 4, 5, 9)),
	CONSTRAINT "obra_medicoes_valor_ck" CHECK (valor > 0),
	CONSTRAINT "obra_medicoes_periodo_ck" CHECK (periodo_inicio <= periodo_fim)
);
--> statement-breakpoint
CREATE TABLE "obra_ordens_servico" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"numero" text NOT NULL,
	"contrato" text,
	"data_emissao" date NOT NULL,
	"data_inicio" date NOT NULL,
	"prazo_dias" integer NOT NULL,
	"objeto" text NOT NULL,
	"responsavel" text NOT NULL,
	"situacao" text DEFAULT 'emitida' NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_ordens_servico_situacao_ck" CHECK (situacao in ('emitida', 'em_execucao', 'concluida', 'cancelada'))
);
--> statement-breakpoint
CREATE TABLE "obra_responsabilidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"conselho" text NOT NULL,
	"numero" text NOT NULL,
	"profissional_nome" text NOT NULL,
	"profissional_cpf" text NOT NULL,
	"registro_conselho" text NOT NULL,
	"vinculo" text,
	"data" date NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_responsabilidades_tipo_ck" CHECK (tipo in ('projeto', 'execucao', 'fiscalizacao')),
	CONSTRAINT "obra_responsabilidades_conselho_ck" CHECK (conselho in ('CREA', 'CAU', 'CFT'))
);
--> statement-breakpoint
CREATE TABLE "obra_situacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"situacao" integer NOT NULL,
	"situacao_anterior" integer,
	"data" date NOT NULL,
	"motivo" text NOT NULL,
	"previsao_reinicio" date,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_situacoes_situacao_ck" CHECK (situacao in (1, 2, 3, 4, 5, 6, 7, 8))
);
--> statement-breakpoint
CREATE TABLE "obras" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"numero" text NOT NULL,
	"objeto" text NOT NULL,
	"tipo" text NOT NULL,
	"cep" text,
	"endereco" text,
	"bairro" text,
	"cidade" text,
	"uf" text,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"secretaria_id" uuid NOT NULL,
	"contrato_numero" text,
	"fornecedor_id" uuid,
	"valor_contratado" numeric(15, 2) NOT NULL,
	"data_inicio" date,
	"prazo_dias" integer,
	"previsao_conclusao" date,
	"fonte_recursos" text,
	"situacao" integer DEFAULT 1 NOT NULL,
	"situacao_data" date,
	"situacao_motivo" text,
	"previsao_reinicio" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obras_tipo_ck" CHECK (tipo in ('construcao', 'reforma', 'ampliacao', 'pavimentacao', 'saneamento', 'drenagem', 'recuperacao', 'outro')),
	CONSTRAINT "obras_situacao_ck" CHECK (situacao in (1, 2, 3, 4, 5, 6, 7, 8)),
	CONSTRAINT "obras_latitude_ck" CHECK (latitude between -90 and 90),
	CONSTRAINT "obras_longitude_ck" CHECK (longitude between -180 and 180),
	CONSTRAINT "obras_valor_ck" CHECK (valor_contratado >= 0)
);
--> statement-breakpoint
ALTER TABLE "obra_acompanhamentos" ADD CONSTRAINT "obra_acompanhamentos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_acompanhamentos" ADD CONSTRAINT "obra_acompanhamentos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_aditivos" ADD CONSTRAINT "obra_aditivos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_aditivos" ADD CONSTRAINT "obra_aditivos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_cnos" ADD CONSTRAINT "obra_cnos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_cnos" ADD CONSTRAINT "obra_cnos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_licencas" ADD CONSTRAINT "obra_licencas_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_licencas" ADD CONSTRAINT "obra_licencas_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD CONSTRAINT "obra_medicoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_medicoes" ADD CONSTRAINT "obra_medicoes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_ordens_servico" ADD CONSTRAINT "obra_ordens_servico_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_ordens_servico" ADD CONSTRAINT "obra_ordens_servico_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_responsabilidades" ADD CONSTRAINT "obra_responsabilidades_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_responsabilidades" ADD CONSTRAINT "obra_responsabilidades_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_situacoes" ADD CONSTRAINT "obra_situacoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_situacoes" ADD CONSTRAINT "obra_situacoes_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_situacoes" ADD CONSTRAINT "obra_situacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_secretaria_id_companies_id_fk" FOREIGN KEY ("secretaria_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obras" ADD CONSTRAINT "obras_fornecedor_id_fornecedores_id_fk" FOREIGN KEY ("fornecedor_id") REFERENCES "public"."fornecedores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obra_acompanhamentos_client_obra_idx" ON "obra_acompanhamentos" USING btree ("client_id","obra_id","data");--> statement-breakpoint
CREATE INDEX "obra_aditivos_client_obra_idx" ON "obra_aditivos" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obra_cnos_client_numero_uq" ON "obra_cnos" USING btree ("client_id","numero");--> statement-breakpoint
CREATE INDEX "obra_cnos_client_obra_idx" ON "obra_cnos" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE INDEX "obra_licencas_client_obra_idx" ON "obra_licencas" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE INDEX "obra_licencas_client_validade_idx" ON "obra_licencas" USING btree ("client_id","data_validade");--> statement-breakpoint
CREATE UNIQUE INDEX "obra_medicoes_obra_numero_uq" ON "obra_medicoes" USING btree ("obra_id","numero");--> statement-breakpoint
CREATE INDEX "obra_medicoes_client_obra_idx" ON "obra_medicoes" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE UNIQUE INDEX "obra_ordens_servico_obra_numero_uq" ON "obra_ordens_servico" USING btree ("obra_id","numero");--> statement-breakpoint
CREATE INDEX "obra_ordens_servico_client_obra_idx" ON "obra_ordens_servico" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE INDEX "obra_responsabilidades_client_obra_idx" ON "obra_responsabilidades" USING btree ("client_id","obra_id");--> statement-breakpoint
CREATE INDEX "obra_situacoes_client_obra_idx" ON "obra_situacoes" USING btree ("client_id","obra_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "obras_client_numero_uq" ON "obras" USING btree ("client_id","numero");--> statement-breakpoint
CREATE INDEX "obras_client_situacao_idx" ON "obras" USING btree ("client_id","situacao");--> statement-breakpoint
CREATE INDEX "obras_client_inicio_idx" ON "obras" USING btree ("client_id","data_inicio");