-- Internal resources get a name per language: the Russian page showed the state services portal
-- under its Uzbek name. Brand names are kept alike in both languages; a fresh database has no rows
-- yet here (the seed writes the new shape), so this only rewrites an existing list.
UPDATE "static_components"
SET "value" = (
  SELECT jsonb_agg(
    CASE WHEN jsonb_typeof(e->'name') = 'string' THEN
      jsonb_set(e, '{name}', jsonb_build_object(
        'rus', CASE e->>'id' WHEN 'my.gov.uz' THEN 'Единый портал интерактивных государственных услуг' ELSE e->>'name' END,
        'uzb', e->>'name'))
    ELSE e END
    ORDER BY ord)
  FROM jsonb_array_elements("value") WITH ORDINALITY AS t(e, ord)
)
WHERE "key" = 'internal_resources' AND jsonb_typeof("value") = 'array' AND jsonb_array_length("value") > 0;
