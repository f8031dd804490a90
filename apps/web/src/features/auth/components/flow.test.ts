import { describe, expect, it } from 'vitest';
import { flowReducer, initialFlow, type FlowEvent, type FlowState } from './flow';

const run = (...events: FlowEvent[]): FlowState => events.reduce(flowReducer, initialFlow);

describe('login modal flow (docs/decisions/storefront-screens.md, Login modal flow)', () => {
  it('starts on the mobile entry panel', () => {
    expect(initialFlow.panel).toBe('mobile');
  });

  it('goes from mobile entry to mobile OTP once the OTP is sent, and back', () => {
    const sent = run({ type: 'mobileOtpSent', mobile: '9876543210' });
    expect(sent).toMatchObject({ panel: 'mobile_otp', mobile: '9876543210' });
    expect(flowReducer(sent, { type: 'back' }).panel).toBe('mobile');
  });

  it('opens sign-up with the phone verified when the phone has no account; back leads to mobile', () => {
    const signup = run(
      { type: 'mobileOtpSent', mobile: '9876543210' },
      { type: 'mobileUnregistered' },
    );
    expect(signup).toMatchObject({ panel: 'signup', phoneVerified: true, signupFrom: 'mobile' });
    expect(flowReducer(signup, { type: 'back' }).panel).toBe('mobile');
  });

  it('e-mail login goes back to mobile; forgot password back to e-mail login', () => {
    const email = run({ type: 'openEmailLogin' });
    expect(email.panel).toBe('email');
    expect(flowReducer(email, { type: 'back' }).panel).toBe('mobile');
    const forgot = flowReducer(email, { type: 'openForgot' });
    expect(forgot.panel).toBe('forgot_password');
    expect(flowReducer(forgot, { type: 'back' }).panel).toBe('email');
  });

  it('walks the reset flow and ends on e-mail login with the e-mail cleared', () => {
    const otp = run(
      { type: 'openEmailLogin' },
      { type: 'openForgot' },
      { type: 'resetOtpSent', email: 'a@b.in' },
    );
    expect(otp).toMatchObject({ panel: 'email_otp', emailOtpPurpose: 'reset', email: 'a@b.in' });
    expect(flowReducer(otp, { type: 'back' }).panel).toBe('forgot_password');
    const reset = flowReducer(otp, { type: 'resetOtpVerified' });
    expect(reset.panel).toBe('reset');
    expect(flowReducer(reset, { type: 'back' }).panel).toBe('forgot_password');
    expect(flowReducer(reset, { type: 'passwordReset' })).toMatchObject({
      panel: 'email',
      email: '',
    });
  });

  it('e-mail sign-up: sign-up to e-mail OTP, whose back arrow returns to sign-up', () => {
    const signup = run({ type: 'openEmailLogin' }, { type: 'openSignup', from: 'email' });
    expect(signup).toMatchObject({ panel: 'signup', signupFrom: 'email', phoneVerified: false });
    const otp = flowReducer(signup, { type: 'signupOtpSent', email: 'new@b.in' });
    expect(otp).toMatchObject({ panel: 'email_otp', emailOtpPurpose: 'signup' });
    expect(flowReducer(otp, { type: 'back' }).panel).toBe('signup');
    expect(flowReducer(signup, { type: 'back' }).panel).toBe('email');
  });

  it('sign-up from forgot password goes back to forgot password', () => {
    const signup = run(
      { type: 'openEmailLogin' },
      { type: 'openForgot' },
      { type: 'openSignup', from: 'forgot_password' },
    );
    expect(flowReducer(signup, { type: 'back' }).panel).toBe('forgot_password');
  });

  it('a reset (closing the modal) returns to the mobile entry panel', () => {
    const deep = run(
      { type: 'openEmailLogin' },
      { type: 'openForgot' },
      { type: 'resetOtpSent', email: 'a@b.in' },
    );
    expect(flowReducer(deep, { type: 'reset' })).toEqual(initialFlow);
  });
});
