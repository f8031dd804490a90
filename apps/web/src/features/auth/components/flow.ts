/**
 * The login modal's panels and transitions (docs/decisions/storefront-screens.md, Login modal flow)
 * as a pure reducer, so every transition and back arrow is testable without rendering.
 */
export type Panel =
  'mobile' | 'mobile_otp' | 'email' | 'forgot_password' | 'email_otp' | 'reset' | 'signup';
export type SignupOrigin = 'mobile' | 'email' | 'forgot_password';

export interface FlowState {
  panel: Panel;
  /** Where the sign-up panel's back arrow leads: mobile (default), email or forgot_password. */
  signupFrom: SignupOrigin;
  /** Why the e-mail OTP panel is open: the reset flow or an e-mail sign-up. */
  emailOtpPurpose: 'reset' | 'signup';
  mobile: string;
  email: string;
  /** Set once the server verified the phone in this session; sign-up then creates the account at once. */
  phoneVerified: boolean;
}

export type FlowEvent =
  | { type: 'mobileOtpSent'; mobile: string }
  | { type: 'mobileUnregistered' }
  | { type: 'openEmailLogin' }
  | { type: 'openMobile' }
  | { type: 'openForgot' }
  | { type: 'openSignup'; from: SignupOrigin }
  | { type: 'resetOtpSent'; email: string }
  | { type: 'signupOtpSent'; email: string }
  | { type: 'resetOtpVerified' }
  | { type: 'passwordReset' }
  | { type: 'back' }
  | { type: 'reset' };

export const initialFlow: FlowState = {
  panel: 'mobile',
  signupFrom: 'mobile',
  emailOtpPurpose: 'reset',
  mobile: '',
  email: '',
  phoneVerified: false,
};

/** The back arrows (docs/decisions/storefront-screens.md, Login modal flow). */
function previous(state: FlowState): Panel {
  switch (state.panel) {
    case 'mobile_otp':
    case 'email':
      return 'mobile';
    case 'forgot_password':
      return 'email';
    case 'email_otp':
      return state.emailOtpPurpose === 'reset' ? 'forgot_password' : 'signup';
    case 'reset':
      return 'forgot_password';
    case 'signup':
      return state.signupFrom;
    default:
      return 'mobile';
  }
}

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  switch (event.type) {
    case 'mobileOtpSent':
      return { ...state, panel: 'mobile_otp', mobile: event.mobile, phoneVerified: false };
    case 'mobileUnregistered':
      return { ...state, panel: 'signup', signupFrom: 'mobile', phoneVerified: true };
    case 'openEmailLogin':
      return { ...state, panel: 'email' };
    case 'openMobile':
      return { ...state, panel: 'mobile' };
    case 'openForgot':
      return { ...state, panel: 'forgot_password' };
    case 'openSignup':
      // The e-mail sign-up path: no phone was verified on the way here.
      return {
        ...state,
        panel: 'signup',
        signupFrom: event.from,
        phoneVerified: event.from === 'mobile' && state.phoneVerified,
      };
    case 'resetOtpSent':
      return { ...state, panel: 'email_otp', emailOtpPurpose: 'reset', email: event.email };
    case 'signupOtpSent':
      return { ...state, panel: 'email_otp', emailOtpPurpose: 'signup', email: event.email };
    case 'resetOtpVerified':
      return { ...state, panel: 'reset' };
    case 'passwordReset':
      // Back to e-mail login with the e-mail cleared.
      return { ...state, panel: 'email', email: '' };
    case 'back':
      return { ...state, panel: previous(state) };
    case 'reset':
      return initialFlow;
  }
}
