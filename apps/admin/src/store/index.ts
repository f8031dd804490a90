import { configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { sessionReducer } from './session-slice';

export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, session: sessionReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
