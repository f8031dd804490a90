import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { loadStatesSlice } from './load-states-slice';
import { shopperSlice } from './shopper-slice';
import { uiSlice } from './ui-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  shopper: shopperSlice.reducer,
  ui: uiSlice.reducer,
  loadStates: loadStatesSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests make their own with a chosen starting state. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
