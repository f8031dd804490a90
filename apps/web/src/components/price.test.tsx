import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from './price';

describe('<Price>', () => {
  it('shows price, struck MRP and the discount', () => {
    render(<Price price={1499} mrp={2999} />);
    expect(screen.getByTestId('price')).toHaveTextContent('₹1,499MRP ₹2,999(50% OFF)');
  });

  it('says MRP before the struck amount, as a strike-through is not read out', () => {
    render(<Price price={1499} mrp={2999} />);
    const mrp = screen.getByText('MRP', { exact: false });
    expect(mrp).toHaveClass('sr-only');
    expect(mrp.closest('s')).toHaveTextContent(/^MRP ₹2,999$/);
  });

  it('hides MRP and discount when there is none', () => {
    render(<Price price={124999} mrp={124999} />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^₹1,24,999$/);
  });

  it('shows only the amount inside a sentence', () => {
    render(
      <p>
        Pay <Price price={2500} inline />
      </p>,
    );
    expect(screen.getByText(/^Pay/)).toHaveTextContent(/^Pay ₹2,500$/);
    expect(screen.getByText('₹2,500').tagName).toBe('SPAN');
  });
});
