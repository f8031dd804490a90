-- Hand-written: the cart add (services/cart/add-to-cart.ts) as one PL/pgSQL function. A plain
-- statement is planned again on every call (PGlite's query() keeps no prepared statements), and
-- planning was half of the add's cost; PL/pgSQL keeps the plans of its statements for the session.
-- Exactly one of p_user_id and p_session_id is set: whose cart. p_max is the per-line maximum.
--
-- Outputs: product_status and size_stock (the refusals: not 'Y', no such size, sold out); cart_ref,
-- the owner's cart (null when nothing was sellable); line_qty, the line's quantity after the add
-- (null when refused); held_qty, a refused line's quantity as committed (for "already in your
-- cart"); cart_count and wishlist_count, the badge counts after a successful add.
CREATE FUNCTION "add_to_cart"(
  p_user_id integer, p_session_id text, p_product_id integer, p_size text, p_qty integer, p_max integer,
  OUT product_status text, OUT size_stock integer, OUT cart_ref integer, OUT line_qty integer,
  OUT held_qty integer, OUT cart_count integer, OUT wishlist_count integer
) LANGUAGE plpgsql AS $$
DECLARE
  existed boolean := false;
BEGIN
  SELECT p.status, s.stock INTO product_status, size_stock
  FROM products p LEFT JOIN product_sizes s ON s.product_id = p.id AND s.size = p_size
  WHERE p.id = p_product_id;
  -- Nothing below writes unless the product is on sale in that size: a refusal creates no cart.
  IF product_status IS DISTINCT FROM 'Y' OR size_stock IS NULL OR size_stock <= 0 THEN
    RETURN;
  END IF;

  -- The owner's cart, locked as update-quantity locks it (cart row first, then the line), so
  -- changes to one cart apply one after the other and never deadlock. On the owner's first add the
  -- cart is created; when another request created it in the same instant, the insert waits for
  -- that one to commit and does nothing, and the next SELECT (each statement of a function takes
  -- a new snapshot under READ COMMITTED) finds it. A cart deleted meanwhile is created again.
  FOR attempt IN 1..3 LOOP
    IF p_user_id IS NOT NULL THEN
      SELECT c.id INTO cart_ref FROM carts c WHERE c.user_id = p_user_id FOR UPDATE;
    ELSE
      SELECT c.id INTO cart_ref FROM carts c WHERE c.session_id = p_session_id FOR UPDATE;
    END IF;
    existed := cart_ref IS NOT NULL;
    EXIT WHEN existed;
    IF p_user_id IS NOT NULL THEN
      INSERT INTO carts (user_id) VALUES (p_user_id) ON CONFLICT DO NOTHING RETURNING id INTO cart_ref;
    ELSE
      INSERT INTO carts (session_id) VALUES (p_session_id) ON CONFLICT DO NOTHING RETURNING id INTO cart_ref;
    END IF;
    EXIT WHEN cart_ref IS NOT NULL;
  END LOOP;
  IF cart_ref IS NULL THEN
    RETURN; -- kept racing with other changes: the caller reports it
  END IF;

  -- ON CONFLICT DO UPDATE reads and locks the line as last committed, so two adds racing on one
  -- size add up, and the WHERE keeps the sum within the per-line maximum and the stock.
  INSERT INTO cart_items AS l (cart_id, product_id, size, qty)
  SELECT cart_ref, p_product_id, p_size, p_qty
  WHERE p_qty <= least(p_max, size_stock)
  ON CONFLICT (cart_id, product_id, size) DO UPDATE SET qty = l.qty + excluded.qty
  WHERE l.qty + excluded.qty <= least(p_max, size_stock)
  RETURNING l.qty INTO line_qty;
  IF line_qty IS NULL THEN
    SELECT i.qty INTO held_qty FROM cart_items i
    WHERE i.cart_id = cart_ref AND i.product_id = p_product_id AND i.size = p_size;
    held_qty := coalesce(held_qty, 0);
    RETURN;
  END IF;

  -- A new cart's updated_at is already now and its one line is this one (nobody else sees it
  -- before this commits); an existing one is marked as changed and its lines are counted.
  IF existed THEN
    UPDATE carts SET updated_at = now() WHERE id = cart_ref;
    SELECT count(*) INTO cart_count FROM cart_items i WHERE i.cart_id = cart_ref;
  ELSE
    cart_count := 1;
  END IF;
  IF p_user_id IS NOT NULL THEN
    SELECT count(*) INTO wishlist_count FROM wishlist_items w WHERE w.user_id = p_user_id;
  ELSE
    wishlist_count := 0;
  END IF;
END
$$;
