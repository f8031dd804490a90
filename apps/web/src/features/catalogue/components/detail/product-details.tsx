import type { ProductDetail } from '@kesariya/shared';

/** Description and the facts a shopper checks before buying ethnic wear. */
export function ProductDetails({ product }: { product: ProductDetail }) {
  const facts: [string, string][] = [
    ['Fabric', product.fabric],
    ['Colour', product.color],
    ['Occasion', product.occasion],
    ['Care', product.care],
    ['Product code', product.sku],
  ];
  return (
    <section
      aria-labelledby="details-heading"
      className="border-t border-line pt-6"
      data-testid="product-details"
    >
      <h2 id="details-heading" className="font-sans text-sm font-bold tracking-wide uppercase">
        Product details
      </h2>
      <p className="mt-3 text-[15px] leading-7 text-ink/90">{product.description}</p>
      <dl className="mt-5 grid grid-cols-[7.5rem_1fr] gap-x-4 gap-y-2.5 text-sm">
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="text-ink">{value}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}
