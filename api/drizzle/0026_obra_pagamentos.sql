CREATE TABLE "obra_pagamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"obra_id" uuid NOT NULL,
	"medicao_id" uuid NOT NULL,
	"data" date NOT NULL,
	"valor" numeric(15, 2) NOT NULL,
	"documento" text NOT NULL,
	"observacao" text,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "obra_pagamentos_valor_ck" CHECK (valor > 0)
);
--> statement-breakpoint
ALTER TABLE "obra_pagamentos" ADD CONSTRAINT "obra_pagamentos_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_pagamentos" ADD CONSTRAINT "obra_pagamentos_obra_id_obras_id_fk" FOREIGN KEY ("obra_id") REFERENCES "public"."obras"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_pagamentos" ADD CONSTRAINT "obra_pagamentos_medicao_id_obra_medicoes_id_fk" FOREIGN KEY ("medicao_id") REFERENCES "public"."obra_medicoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "obra_pagamentos" ADD CONSTRAINT "obra_pagamentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "obra_pagamentos_client_obra_idx" ON "obra_pagamentos" USING btree ("client_id","obra_id","data");--> statement-breakpoint
CREATE INDEX "obra_pagamentos_medicao_idx" ON "obra_pagamentos" USING btree ("medicao_id");