import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { Toaster } from 'react-hot-toast';
import { createRouter } from '@/app/router';
import { makeStore } from '@/store';
import './index.css';

const store = makeStore();
const router = createRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
      <Toaster position="top-right" toastOptions={{ style: { fontSize: '0.875rem' } }} />
    </Provider>
  </StrictMode>,
);
