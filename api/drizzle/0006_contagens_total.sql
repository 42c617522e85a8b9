-- A total's room (decision 015): the kept sum of a client's book values holds every asset the client can
-- have (CODIGO_BEM_MAX codes) at the largest value one asset holds (numeric(15,2)), so no valid asset
-- overflows it.
ALTER TABLE "bens_contagens" ALTER COLUMN "valor_atual" SET DATA TYPE numeric(25, 2);--> statement-breakpoint
ALTER TABLE "bens_contagens" ALTER COLUMN "valor_atual" SET DEFAULT '0';