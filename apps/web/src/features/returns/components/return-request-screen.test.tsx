import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReturnType } from '@kesariya/shared';
import { useAppDispatch } from '@/store/hooks';
import { shopperActions } from '@/store/shopper-slice';
import { answer, orderDetail, refusal } from '@/test/order-fixtures';
import { jsonFetch, renderWithApp } from '@/test/render';
import { returnableOrder, returnRequest, savedAddress } from '@/test/return-fixtures';
import { ReturnRequestScreen } from './return-request-screen';
import { ReturnStatusScreen } from './return-status-screen';

type Reply = { status?: number; body: unknown };

let orderAnswer: Reply;
let eligibleAnswer: Reply;
let createAnswer: Reply;
let sent: FormData[];

const DELIVERED = orderDetail({
  status: 'delivered',
  can_cancel: false,
  can_return_until: '2099-11-25T06:30:00Z',
});

beforeEach(() => {
  sent = [];
  orderAnswer = answer(DELIVERED);
  eligibleAnswer = answer([returnableOrder()], { other_data: { return_window_days: 7 } });
  createAnswer = {
    status: 201,
    body: {
      status: true,
      message: 'Your return request is submitted',
      data: returnRequest({ id: 9 }),
    },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((url, init) => {
        if (url.includes('/website/return/create')) {
          sent.push(init.body as FormData);
          return createAnswer;
        }
        if (url.includes('/website/return/eligible')) return eligibleAnswer;
        if (url.includes('/website/return?')) return answer([returnRequest({ id: 9 })]);
        if (url.includes('/website/order/KSR-')) return orderAnswer;
        return answer([]);
      }),
    ),
  );
  // jsdom draws no pictures; the preview only needs an address.
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The address book's picker as the route composes it, here choosing the default address. */
function PickupStandIn() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(shopperActions.selectedAddress(savedAddress()));
  }, [dispatch]);
  return <p>Pickup from Meera Joshi</p>;
}

function show(type: ReturnType, saleId = 'KSR-2511-000123') {
  const page = type === 'return' ? 5 : 6;
  return renderWithApp(<></>, {
    path: `/order/${type}/${saleId}`,
    routes: [
      {
        path: `/order/${type}/:id`,
        element: (
          <ReturnRequestScreen type={type} saleId={saleId} pickupAddress={<PickupStandIn />} />
        ),
      },
      {
        path: `/order/refund-replace-process/${page}`,
        element: <ReturnStatusScreen type={type} />,
      },
    ],
  });
}

function picture(name: string, type: string, bytes: number): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

describe('the return form', () => {
  it('shows the order, its returnable items and the reasons', async () => {
    show('return');
    expect(await screen.findByRole('heading', { name: 'Return items' })).toBeInTheDocument();
    expect(screen.getByText('KSR-2511-000123')).toBeInTheDocument();
    expect(screen.getByText(/Delivered 18 Nov 2025/)).toHaveTextContent(
      'Delivered 18 Nov 2025 · Return by 25 Nov 2025',
    );
    const items = within(screen.getByRole('group', { name: 'Which items do you want to return?' }));
    expect(
      items.getByRole('checkbox', { name: 'Ink Blue Kurta, size M, quantity 1' }),
    ).not.toBeChecked();
    expect(items.getByText('Size Free · Qty 1')).toBeInTheDocument();
    const reasons = within(screen.getByLabelText('Reason')).getAllByRole('option');
    expect(reasons.map((o) => o.textContent)).toEqual([
      'Choose a reason',
      'Size does not fit',
      'Damaged or defective',
      'Different from the picture',
      'Quality not as expected',
      'Changed my mind',
    ]);
    // A return asks no size.
    expect(screen.queryByRole('group', { name: 'Size you want instead' })).toBeNull();
  });

  it('puts a message beside every field that needs one and sends nothing', async () => {
    show('return');
    fireEvent.change(await screen.findByLabelText(/Anything else/), {
      target: { value: 'x'.repeat(501) },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByText('Please pick at least one item to return')).toBeInTheDocument();
    expect(screen.getByText('Please choose a reason')).toBeInTheDocument();
    expect(
      screen.getByText('Please keep the comment to 500 characters (it has 501)'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Please choose a reason');
    // The first field to fix has the focus; what was typed stays.
    expect(screen.getByRole('checkbox', { name: /Ink Blue Kurta/ })).toHaveFocus();
    expect(screen.getByLabelText(/Anything else/)).toHaveValue('x'.repeat(501));
    expect(sent).toHaveLength(0);

    // Fixing a field clears its message at once.
    fireEvent.click(screen.getByRole('checkbox', { name: /Ink Blue Kurta/ }));
    expect(screen.queryByText('Please pick at least one item to return')).toBeNull();
  });

  it('refuses a file that is no picture, or too large, beside the photo field', async () => {
    show('return');
    const input = await screen.findByLabelText(/^Photo/);
    fireEvent.change(input, { target: { files: [picture('notes.pdf', 'application/pdf', 2000)] } });
    expect(
      await screen.findByText('Please choose a picture (a JPEG, PNG, WebP, AVIF or GIF file)'),
    ).toBeInTheDocument();
    fireEvent.change(input, {
      target: { files: [picture('kurta.jpg', 'image/jpeg', 9 * 1024 * 1024)] },
    });
    expect(
      await screen.findByText('This photo is 9 MB; please choose one of 8 MB or less'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('photo-preview')).toBeNull();

    fireEvent.change(input, {
      target: { files: [picture('kurta.jpg', 'image/jpeg', 1024 * 1024)] },
    });
    const preview = await screen.findByTestId('photo-preview');
    expect(within(preview).getByRole('img', { name: 'Your photo' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    expect(screen.queryByText(/please choose one of 8 MB or less/)).toBeNull();
    fireEvent.click(within(preview).getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByTestId('photo-preview')).toBeNull();
  });

  it('sends the request as multipart with the photo and shows it on Return Status', async () => {
    show('return');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ink Blue Kurta/ }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Size does not fit' } });
    fireEvent.change(screen.getByLabelText(/Anything else/), {
      target: { value: '  Too loose at the shoulders  ' },
    });
    fireEvent.change(screen.getByLabelText(/^Photo/), {
      target: { files: [picture('kurta.jpg', 'image/jpeg', 1024)] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));

    expect(await screen.findByRole('heading', { name: 'Return Status' })).toBeInTheDocument();
    expect(screen.getByTestId('return-submitted')).toHaveTextContent(
      "Your return request is submitted. We'll e-mail you as soon as we have checked it.",
    );
    expect(sent).toHaveLength(1);
    const form = sent[0]!;
    expect(form).toBeInstanceOf(FormData);
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'photo'))).toEqual({
      sale_id: 'KSR-2511-000123',
      item_ids: '31',
      type: 'return',
      reason: 'Size does not fit',
      comment: 'Too loose at the shoulders',
      address_id: '5',
    });
    expect((form.get('photo') as File).name).toBe('kurta.jpg');
    expect(await screen.findByTestId('return-request')).toHaveClass('ring-brand');
  });

  it('keeps everything typed when the server refuses, with its words where they belong', async () => {
    createAnswer = refusal(400, 'photo must be a JPEG, PNG, WebP, AVIF or GIF picture', 'photo');
    show('return');
    fireEvent.click(await screen.findByRole('checkbox', { name: /Ink Blue Kurta/ }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Changed my mind' } });
    fireEvent.change(screen.getByLabelText(/^Photo/), {
      target: { files: [picture('kurta.png', 'image/png', 1024)] },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(
      await screen.findByText('photo must be a JPEG, PNG, WebP, AVIF or GIF picture'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Photo/)).toHaveAccessibleDescription(
      /photo must be a JPEG, PNG, WebP, AVIF or GIF picture/,
    );

    createAnswer = refusal(
      400,
      'Ink Blue Kurta (size M) is already in a return or replacement request',
      'item_ids',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    // The group is there before the answer is: wait for the answer's words to reach it.
    const items = screen.getByRole('group', { name: /Which items do you want to return/ });
    await waitFor(() =>
      expect(items).toHaveAccessibleDescription(
        'Ink Blue Kurta (size M) is already in a return or replacement request',
      ),
    );

    createAnswer = refusal(
      400,
      'This order has not been delivered yet; items can be returned once it is',
      'sale_id',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Request return' }));
    expect(await screen.findByTestId('return-refusal')).toHaveTextContent(
      'This order has not been delivered yet; items can be returned once it is',
    );
    expect(screen.getByRole('checkbox', { name: /Ink Blue Kurta/ })).toBeChecked();
    expect(screen.getByLabelText('Reason')).toHaveValue('Changed my mind');
  });
});

describe('the replacement form', () => {
  it('offers only the sizes every chosen item has in stock and sends the one chosen', async () => {
    createAnswer = {
      status: 201,
      body: {
        status: true,
        message: 'Your replacement request is submitted',
        data: returnRequest({ id: 9, type: 'replace', replacement_size: 'L' }),
      },
    };
    show('replace');
    const sizes = await screen.findByRole('group', { name: 'Size you want instead' });
    expect(sizes).toHaveTextContent('Pick an item above to see the sizes in stock.');
    fireEvent.click(screen.getByRole('checkbox', { name: /Ink Blue Kurta/ }));
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['L', 'XL']);
    // The dupatta comes in no size the kurta has in stock.
    fireEvent.click(screen.getByRole('checkbox', { name: /Marigold Silk Dupatta/ }));
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Size does not fit' } });
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(
      await screen.findByText(
        'No size is in stock for all the items you picked; please ask for them one at a time',
      ),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('checkbox', { name: /Marigold Silk Dupatta/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));
    expect(await screen.findByText('Please choose the size you want instead')).toBeInTheDocument();
    fireEvent.click(within(sizes).getByRole('radio', { name: 'L' }));
    fireEvent.click(screen.getByRole('button', { name: 'Request replacement' }));

    expect(await screen.findByRole('heading', { name: 'Replace Status' })).toBeInTheDocument();
    expect(sent[0]!.get('type')).toBe('replace');
    expect(sent[0]!.get('size')).toBe('L');
  });
});

describe('an order with nothing to ask for', () => {
  it("reads as not found when it is not the shopper's", async () => {
    orderAnswer = refusal(404, 'Order not found');
    show('return', 'KSR-2511-000999');
    expect(
      await screen.findByRole('heading', { name: "We couldn't find that order" }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/There is no order KSR-2511-000999 on your account/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See my orders' })).toHaveAttribute('href', '/orders');
  });

  it('says when the order is not delivered yet, or its window has closed', async () => {
    eligibleAnswer = answer([]);
    orderAnswer = answer(orderDetail({ status: 'shipped' }));
    const { unmount } = show('replace');
    expect(
      await screen.findByRole('heading', { name: 'This order is not delivered yet' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You can ask for a replacement once order KSR-2511-000123 reaches you.'),
    ).toBeInTheDocument();
    unmount();

    orderAnswer = answer(
      orderDetail({ status: 'delivered', can_return_until: '2025-11-20T06:30:00Z' }),
    );
    show('return');
    expect(
      await screen.findByRole('heading', { name: 'The return window has closed' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('return-window-closed')).toHaveTextContent(
      'Items of order KSR-2511-000123 could be returned or replaced until 20 Nov 2025.',
    );
  });

  it('offers a way to try again when the order cannot be read', async () => {
    eligibleAnswer = refusal(503, 'Service unavailable');
    show('return');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load your order. Please check your connection and try again.",
    );
    eligibleAnswer = answer([returnableOrder()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Return items' })).toBeInTheDocument(),
    );
  });
});
