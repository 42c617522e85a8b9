CREATE TABLE "inventarios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"tipo" text NOT NULL,
	"escopo" text NOT NULL,
	"secretaria_id" uuid,
	"setor_id" uuid,
	"sala_id" uuid,
	"contagem_cega" boolean DEFAULT false NOT NULL,
	"responsavel_saida_id" uuid,
	"responsavel_entrada_id" uuid,
	"portaria_numero" text NOT NULL,
	"portaria_data" date NOT NULL,
	"data_abertura" date NOT NULL,
	"data_prevista_encerramento" date NOT NULL,
	"estado" text DEFAULT 'aberta' NOT NULL,
	"encerrado_em" timestamp with time zone,
	"encerrado_por" uuid,
	"criado_por" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inventarios_tipo_ck" CHECK (tipo in ('anual', 'transicao', 'ciclico')),
	CONSTRAINT "inventarios_escopo_ck" CHECK (escopo in ('cliente', 'secretaria', 'setor', 'sala')),
	CONSTRAINT "inventarios_estado_ck" CHECK (estado in ('aberta', 'encerrada')),
	CONSTRAINT "inventarios_escopo_colunas_ck" CHECK ((escopo = 'cliente' and secretaria_id is null and setor_id is null and sala_id is null)
        or (escopo = 'secretaria' and secretaria_id is not null and setor_id is null and sala_id is null)
        or (escopo = 'setor' and secretaria_id is not null and setor_id is not null and sala_id is null)
        or (escopo = 'sala' and secretaria_id is not null and setor_id is not null and sala_id is not null)),
	CONSTRAINT "inventarios_transicao_ck" CHECK (tipo <> 'transicao' or (responsavel_saida_id is not null and responsavel_entrada_id is not null)),
	CONSTRAINT "inventarios_datas_ck" CHECK (data_prevista_encerramento >= data_abertura)
);
--> statement-breakpoint
CREATE TABLE "inventarios_comissao" (
	"inventario_id" uuid NOT NULL,
	"servidor_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"presidente" boolean DEFAULT false NOT NULL,
	CONSTRAINT "inventarios_comissao_inventario_id_servidor_id_pk" PRIMARY KEY("inventario_id","servidor_id")
);
--> statement-breakpoint
CREATE TABLE "salas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"setor_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text,
	"ativo" boolean DEFAULT true NOT NULL,
	"user_id_inativa" uuid,
	"motivo" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD COLUMN "sala_id" uuid;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "inventario_congela_incorporacoes_baixas" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_secretaria_id_companies_id_fk" FOREIGN KEY ("secretaria_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_setor_id_companies_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_sala_id_salas_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."salas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_responsavel_saida_id_servidores_id_fk" FOREIGN KEY ("responsavel_saida_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios" ADD CONSTRAINT "inventarios_responsavel_entrada_id_servidores_id_fk" FOREIGN KEY ("responsavel_entrada_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios_comissao" ADD CONSTRAINT "inventarios_comissao_inventario_id_inventarios_id_fk" FOREIGN KEY ("inventario_id") REFERENCES "public"."inventarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios_comissao" ADD CONSTRAINT "inventarios_comissao_servidor_id_servidores_id_fk" FOREIGN KEY ("servidor_id") REFERENCES "public"."servidores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventarios_comissao" ADD CONSTRAINT "inventarios_comissao_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas" ADD CONSTRAINT "salas_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salas" ADD CONSTRAINT "salas_setor_id_companies_id_fk" FOREIGN KEY ("setor_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventarios_client_estado_idx" ON "inventarios" USING btree ("client_id","estado","data_abertura");--> statement-breakpoint
CREATE UNIQUE INDEX "inventarios_comissao_presidente_uq" ON "inventarios_comissao" USING btree ("inventario_id") WHERE presidente;--> statement-breakpoint
CREATE INDEX "inventarios_comissao_servidor_idx" ON "inventarios_comissao" USING btree ("servidor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salas_setor_codigo_uq" ON "salas" USING btree ("setor_id",lower("codigo"));--> statement-breakpoint
CREATE INDEX "salas_client_codigo_idx" ON "salas" USING btree ("client_id","codigo");--> statement-breakpoint
ALTER TABLE "bens_patrimoniais" ADD CONSTRAINT "bens_patrimoniais_sala_id_salas_id_fk" FOREIGN KEY ("sala_id") REFERENCES "public"."salas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bens_sala_idx" ON "bens_patrimoniais" USING btree ("sala_id","client_id","codigo_bem");--> statement-breakpoint
-- Inventário is a new group of the permission catalogue: a profile gets on it what it had on the assets.
UPDATE "roles" SET "rules" = "rules" || ARRAY(SELECT 'inventories:' || substr(x, 8) FROM unnest("rules") x WHERE x LIKE 'assets:%')
  WHERE NOT EXISTS (SELECT 1 FROM unnest("rules") x WHERE x LIKE 'inventories:%');
