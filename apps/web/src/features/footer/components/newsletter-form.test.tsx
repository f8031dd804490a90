import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import toast from 'react-hot-toast';
import { jsonFetch, renderWithApp } from '@/test/render';
import { NewsletterForm } from './newsletter-form';

function setup(answer: { status?: number; body: unknown } | Error) {
  const fetchMock = vi.fn(
    answer instanceof Error
      ? async () => {
          throw answer;
        }
      : jsonFetch(() => answer),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithApp(<NewsletterForm />);
  return {
    fetchMock,
    input: screen.getByLabelText(/New arrivals, festive edits/) as HTMLInputElement,
  };
}

describe('newsletter form', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    toast.remove();
  });

  it("shows 'Email is required!' as an error toast and sends nothing", async () => {
    const { fetchMock } = setup({ body: {} });
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email is required!')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows 'Email address is invalid!' for a malformed address", async () => {
    const { input } = setup({ body: {} });
    await userEvent.type(input, 'priya@kesariya');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Email address is invalid!')).toBeInTheDocument();
  });

  it('shows the server message as a success toast and clears the field', async () => {
    const { input, fetchMock } = setup({
      body: { status: true, message: 'Thank you for subscribing!', data: null },
    });
    await userEvent.type(input, 'priya@example.co.in');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Thank you for subscribing!')).toBeInTheDocument();
    expect(input.value).toBe('');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/website/subscribe-mail/create');
    expect(init.method).toBe('POST');
    expect(String(init.body)).toBe('email=priya%40example.co.in');
  });

  it('shows a refusal as an error toast and clears the field', async () => {
    const { input } = setup({
      status: 409,
      body: { status: false, message: 'You are already subscribed.', data: null },
    });
    await userEvent.type(input, 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('You are already subscribed.')).toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('only logs a network failure', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { input } = setup(new TypeError('Failed to fetch'));
    await userEvent.type(input, 'priya@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(input.value).toBe('priya@example.com');
  });
});
