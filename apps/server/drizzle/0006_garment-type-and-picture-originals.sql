ALTER TABLE "categories" ADD COLUMN "image_storage_key" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "garment_type" text;--> statement-breakpoint
-- Until now the size chart was picked by the shape drawn in a product's first picture: products
-- stored before this migration get that shape as their garment type, so their charts stay the same.
UPDATE "products" SET "garment_type" = "first_picture"."shape"
FROM (
  SELECT DISTINCT ON ("product_id") "product_id", "art"->>'shape' AS "shape"
  FROM "product_images"
  ORDER BY "product_id", "position"
) AS "first_picture"
WHERE "first_picture"."product_id" = "products"."id"
  AND "first_picture"."shape" IN ('saree', 'lehenga', 'kurta', 'kurti', 'anarkali', 'salwar-suit',
    'kurta-set', 'palazzo', 'dupatta', 'sherwani', 'nehru-jacket', 'kids-frock', 'kids-kurta');
