import type { LoginShellState } from '@/lib/login-shell';
import type { LoginFlow } from '../hooks/use-login-flow';
import type { Panel } from './flow';
import { PanelFrame } from './panel-frame';
import { EmailLoginPanel } from './panels/email-login-panel';
import { EmailOtpPanel } from './panels/email-otp-panel';
import { ForgotPanel } from './panels/forgot-panel';
import { MobileOtpPanel } from './panels/mobile-otp-panel';
import { MobilePanel } from './panels/mobile-panel';
import { ResetPanel } from './panels/reset-panel';
import { SignupPanel } from './panels/signup-panel';

/** Each panel's heading: the modal's title, or the login page's h1. */
export const PANEL_TITLES: Record<Panel, string> = {
  mobile: 'Login or Sign Up',
  mobile_otp: 'Verify Mobile Number',
  email: 'Login with E-mail',
  forgot_password: 'Forgot Password',
  email_otp: 'Verify E-mail ID',
  reset: 'Reset Password',
  signup: 'Complete Your Profile',
};

interface LoginPanelsProps {
  login: LoginFlow;
  /** Leaving for the terms or the privacy policy. */
  onLeave: () => void;
  /** What the login dialog drawn with the page held, for the mobile panel to start from. */
  start?: LoginShellState | null;
}

/** The panel the flow is at, in its frame: a back arrow above, terms and privacy links below. */
export function LoginPanels({ login, onLeave, start }: LoginPanelsProps) {
  const { flow, send, signup, setSignup, createAccount } = login;
  const panel = flow.panel;
  return (
    <div data-testid={`login-panel-${panel}`}>
      <PanelFrame
        onBack={panel === 'mobile' ? undefined : () => send({ type: 'back' })}
        onLeave={onLeave}
      >
        {panel === 'mobile' && (
          <MobilePanel
            onSent={(mobile) => send({ type: 'mobileOtpSent', mobile })}
            onEmailLogin={() => send({ type: 'openEmailLogin' })}
            start={start}
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
  );
}
