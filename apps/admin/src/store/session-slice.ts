import { createSlice } from '@reduxjs/toolkit';

/**
 * Whether the staff session is known to be gone: any call answered 401, or the member logged out.
 * RequireStaff then sends the page to the login screen without asking the server again.
 */
const sessionSlice = createSlice({
  name: 'session',
  initialState: { lost: false },
  reducers: {
    sessionLost: (state) => {
      state.lost = true;
    },
    sessionStarted: (state) => {
      state.lost = false;
    },
  },
});

export const { sessionLost, sessionStarted } = sessionSlice.actions;
export const sessionReducer = sessionSlice.reducer;
