CREATE TABLE "conciliacoes" (
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"data_balancete" date NOT NULL,
	"observacao" text,
	"criada_por" uuid NOT NULL,
	"criada_por_nome" text NOT NULL,
	"contas" integer NOT NULL,
	"contas_divergentes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conciliacoes_client_id_id_pk" PRIMARY KEY("client_id","id")
);
--> statement-breakpoint
CREATE TABLE "conciliacoes_contas" (
	"client_id" uuid NOT NULL,
	"conciliacao_id" uuid NOT NULL,
	"conta_contabil" text NOT NULL,
	"quantidade_bens" integer NOT NULL,
	"valor_bruto" numeric(25, 2) NOT NULL,
	"depreciacao_acumulada" numeric(25, 2) NOT NULL,
	"valor_liquido" numeric(25, 2) NOT NULL,
	"saldo_contabil" numeric(25, 2),
	"depreciacao_contabil" numeric(25, 2),
	CONSTRAINT "conciliacoes_contas_client_id_conciliacao_id_conta_contabil_pk" PRIMARY KEY("client_id","conciliacao_id","conta_contabil")
);
--> statement-breakpoint
ALTER TABLE "conciliacoes" ADD CONSTRAINT "conciliacoes_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conciliacoes_contas" ADD CONSTRAINT "conciliacoes_contas_conciliacao_fk" FOREIGN KEY ("client_id","conciliacao_id") REFERENCES "public"."conciliacoes"("client_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conciliacoes_client_idx" ON "conciliacoes" USING btree ("client_id","created_at");