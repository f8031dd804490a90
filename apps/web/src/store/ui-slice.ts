import { createSlice } from '@reduxjs/toolkit';

export interface UiState {
  navSearchOpen: boolean;
  loginModalOpen: boolean;
  /** Once asked for, the lazily loaded login modal stays mounted so it can animate and reset. */
  loginModalRequested: boolean;
  mobileMenuOpen: boolean;
  /** Like the login modal: the menu's code loads on first use, then stays mounted. */
  mobileMenuRequested: boolean;
  /** Set by the first screen once its content is shown; ends the initial loading view. */
  firstScreenReady: boolean;
}

const initialState: UiState = {
  navSearchOpen: false,
  loginModalOpen: false,
  loginModalRequested: false,
  mobileMenuOpen: false,
  mobileMenuRequested: false,
  firstScreenReady: false,
};

export const uiSlice = createSlice({
  name: 'ui',
  initialState,
  reducers: {
    setNavSearchOpen(state, action: { payload: boolean }) {
      state.navSearchOpen = action.payload;
    },
    toggleNavSearch(state) {
      state.navSearchOpen = !state.navSearchOpen;
    },
    openLoginModal(state) {
      state.loginModalOpen = true;
      state.loginModalRequested = true;
      state.mobileMenuOpen = false;
    },
    closeLoginModal(state) {
      state.loginModalOpen = false;
    },
    setMobileMenuOpen(state, action: { payload: boolean }) {
      state.mobileMenuOpen = action.payload;
      if (action.payload) state.mobileMenuRequested = true;
    },
    markFirstScreenReady(state) {
      state.firstScreenReady = true;
    },
  },
});

export const {
  setNavSearchOpen,
  toggleNavSearch,
  openLoginModal,
  closeLoginModal,
  setMobileMenuOpen,
  markFirstScreenReady,
} = uiSlice.actions;
