-- The tariffs staff mark 'popular' live in a static component (billing knows nothing of marketing).
-- A fresh database has no rows yet here (the seed writes the list with its demo flags); an existing
-- one gets the key with no flags, so that staff can set them in the sc section.
INSERT INTO "static_components" ("key", "kind", "value")
SELECT 'popular_tariffs', 'list', '[]'::jsonb
WHERE EXISTS (SELECT 1 FROM "static_components")
ON CONFLICT ("key") DO NOTHING;
--> statement-breakpoint
-- A slide may have a picture composed for narrow screens ('' = none: the main one serves every width).
ALTER TABLE "slides" ADD COLUMN "mobile_image" text DEFAULT '' NOT NULL;
