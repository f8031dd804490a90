import { useReducer, useState } from 'react';
import { Dialog } from '@/components/dialog';
import { getSessionId } from '@/lib/storage';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { closeLoginModal } from '@/store/ui-slice';
import { useCreateUserMutation } from '../api/auth-api';
import { useFinishLogin } from '../hooks/use-finish-login';
import { flowReducer, initialFlow, type Panel } from './flow';
import { PanelFrame } from './panel-frame';
import { EmailLoginPanel } from './panels/email-login-panel';
import { EmailOtpPanel } from './panels/email-otp-panel';
import { ForgotPanel } from './panels/forgot-panel';
import { MobileOtpPanel } from './panels/mobile-otp-panel';
import { MobilePanel } from './panels/mobile-panel';
import { ResetPanel } from './panels/reset-panel';
import { SignupPanel, type SignupDetails } from './panels/signup-panel';
import { reportFailure, toastError } from './login-feedback';

const TITLES: Record<Panel, string> = {
  mobile: 'Login or Sign Up',
  mobile_otp: 'Verify Mobile Number',
  email: 'Login with E-mail',
  forgot_password: 'Forgot Password',
  email_otp: 'Verify E-mail ID',
  reset: 'Reset Password',
  signup: 'Complete Your Profile',
};

/** "Asha Kulkarni" → first and last name of the sign-up payload. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * The login / sign-up modal: one of seven panels at a time (docs/decisions.md, Login modal flow). Radix traps
 * focus, closes on Escape and locks page scrolling while open; closing resets to the mobile panel.
 */
export default function LoginModal() {
  const dispatch = useAppDispatch();
  const open = useAppSelector((s) => s.ui.loginModalOpen);
  const [flow, send] = useReducer(flowReducer, initialFlow);
  const [signup, setSignup] = useState<SignupDetails>({ name: '', email: '' });
  const [createUser] = useCreateUserMutation();
  const finishLogin = useFinishLogin();

  function close() {
    dispatch(closeLoginModal());
    send({ type: 'reset' });
    setSignup({ name: '', email: '' });
  }

  async function createAccount(details: SignupDetails, withPhone: boolean) {
    try {
      const answer = await createUser({
        ...splitName(details.name),
        phone: withPhone ? flow.mobile : '',
        email: details.email,
        session_id: getSessionId(),
      }).unwrap();
      if (!answer.status) {
        toastError(answer.message);
        return;
      }
      finishLogin(answer.message, answer.data, { registered: true });
    } catch (failure) {
      reportFailure(failure, 'Sign-up');
    }
  }

  const panel = flow.panel;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? undefined : close())}
      title={TITLES[panel]}
      className="pt-14"
    >
      <div data-testid={`login-panel-${panel}`}>
        <PanelFrame
          onBack={panel === 'mobile' ? undefined : () => send({ type: 'back' })}
          onLeave={close}
        >
          {panel === 'mobile' && (
            <MobilePanel
              onSent={(mobile) => send({ type: 'mobileOtpSent', mobile })}
              onEmailLogin={() => send({ type: 'openEmailLogin' })}
            />
          )}
          {panel === 'mobile_otp' && (
            <MobileOtpPanel
              mobile={flow.mobile}
              onUnregistered={() => send({ type: 'mobileUnregistered' })}
            />
          )}
          {panel === 'email' && (
            <EmailLoginPanel
              initialEmail={flow.email}
              onForgot={() => send({ type: 'openForgot' })}
              onMobile={() => send({ type: 'openMobile' })}
              onSignup={() => send({ type: 'openSignup', from: 'email' })}
            />
          )}
          {panel === 'forgot_password' && (
            <ForgotPanel
              initialEmail={flow.email}
              onSent={(email) => send({ type: 'resetOtpSent', email })}
              onSignup={() => send({ type: 'openSignup', from: 'forgot_password' })}
            />
          )}
          {panel === 'email_otp' && (
            <EmailOtpPanel
              email={flow.email}
              purpose={flow.emailOtpPurpose}
              onVerified={() =>
                flow.emailOtpPurpose === 'reset'
                  ? send({ type: 'resetOtpVerified' })
                  : createAccount(signup, false)
              }
            />
          )}
          {panel === 'reset' && (
            <ResetPanel email={flow.email} onDone={() => send({ type: 'passwordReset' })} />
          )}
          {panel === 'signup' && (
            <SignupPanel
              phoneVerified={flow.phoneVerified}
              initial={signup}
              onCreate={(details) => {
                setSignup(details);
                return createAccount(details, true);
              }}
              onEmailOtpSent={(details) => {
                setSignup(details);
                send({ type: 'signupOtpSent', email: details.email });
              }}
            />
          )}
        </PanelFrame>
      </div>
    </Dialog>
  );
}
