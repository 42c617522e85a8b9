ALTER TABLE "aceites" ADD COLUMN "lote_id" uuid;--> statement-breakpoint
CREATE INDEX "aceites_lote_idx" ON "aceites" USING btree ("lote_id") WHERE lote_id is not null;