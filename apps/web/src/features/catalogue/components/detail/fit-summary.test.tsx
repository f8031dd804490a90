import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { FitSummary } from './fit-summary';

describe('the fit summary beside the size chips', () => {
  it('names the fit most buyers gave with its share', () => {
    renderWithApp(
      <FitSummary
        summary={{
          fit: 'true',
          percent: 72,
          answers: 25,
          shares: { small: 20, true: 72, large: 8 },
        }}
      />,
    );
    expect(screen.getByTestId('fit-summary')).toHaveTextContent(
      'Most buyers say: true to size (72 %)',
    );
  });

  it('says nothing until the server has a summary', () => {
    renderWithApp(<FitSummary summary={null} />);
    expect(screen.queryByTestId('fit-summary')).not.toBeInTheDocument();
  });
});
