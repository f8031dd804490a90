DROP INDEX "products_name_trgm";--> statement-breakpoint
DROP INDEX "products_color_trgm";--> statement-breakpoint
DROP INDEX "products_fabric_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "categories_title_fts_idx" ON "categories" USING gin (to_tsvector('english'::regconfig, "title"));--> statement-breakpoint
CREATE INDEX "products_search_text_trgm" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Hand-written: products.search_text is kept by triggers, because a generated column cannot read
-- the category titles. Every write path (seed, admin, SQL by hand) gets it right this way.
CREATE FUNCTION "products_search_text"(p_name text, p_category_id integer, p_color text, p_color_family text, p_fabric text)
RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', p_name, c.title, cp.title, p_color, p_color_family, p_fabric)
  FROM categories c LEFT JOIN categories cp ON cp.id = c.parent_id
  WHERE c.id = p_category_id
$$;--> statement-breakpoint
CREATE FUNCTION "products_set_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := coalesce(products_search_text(NEW.name, NEW.category_id, NEW.color, NEW.color_family, NEW.fabric), '');
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_search_text_trg" BEFORE INSERT OR UPDATE OF name, category_id, color, color_family, fabric ON "products"
  FOR EACH ROW EXECUTE FUNCTION products_set_search_text();--> statement-breakpoint
-- A renamed or moved category rewrites the text of its products and of its sub-categories' products.
CREATE FUNCTION "categories_refresh_search_text"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET search_text = coalesce(products_search_text(p.name, p.category_id, p.color, p.color_family, p.fabric), '')
  WHERE p.category_id IN (SELECT id FROM categories WHERE id = NEW.id OR parent_id = NEW.id);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "categories_search_text_trg" AFTER UPDATE OF title, parent_id ON "categories"
  FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title OR OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION categories_refresh_search_text();--> statement-breakpoint
UPDATE "products" p
SET search_text = coalesce(products_search_text(p.name, p.category_id, p.color, p.color_family, p.fabric), '');
--> statement-breakpoint
-- Statistics for the planner to choose the new indexes (PGlite runs no autovacuum).
ANALYZE "categories", "products";
