-- The demo footer's cabinet link was a fixed address; it now follows CABINET_URL through the placeholder.
-- Only the seeded value is replaced, so a link staff typed themselves is kept.
UPDATE "footer_items" SET "href" = 'cabinet:' WHERE "href" = 'https://my.tashnet.uz';
