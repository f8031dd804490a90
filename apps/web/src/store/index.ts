import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { api, type StoreExtra } from './api';
import { initialShopperState, shopperSlice } from './shopper-slice';
import { uiSlice } from './ui-slice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  shopper: shopperSlice.reducer,
  ui: uiSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests make their own with a chosen starting state. */
export function makeStore(preloadedState?: Partial<RootState>, extra: StoreExtra = {}) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/**
 * The browser's store for a server-rendered page: the server's state, plus what only the browser
 * knows (the signed-in shopper kept in local storage). The api cache arrives by `hydrateApiCache`.
 */
export function stateInBrowser(serverState: RootState): Partial<RootState> {
  const { userInfo, isRegistered } = initialShopperState();
  return {
    shopper: { ...serverState.shopper, userInfo, isRegistered },
    ui: serverState.ui,
  };
}
