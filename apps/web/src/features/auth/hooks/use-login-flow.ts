import { useReducer, useState } from 'react';
import { getSessionId } from '@/lib/storage';
import { useCreateUserMutation } from '../api/auth-api';
import { flowReducer, initialFlow, type FlowState } from '../components/flow';
import { reportFailure, toastError } from '../components/login-feedback';
import type { SignupDetails } from '../components/panels/signup-panel';
import { useFinishLogin } from './use-finish-login';

const noDetails: SignupDetails = { name: '', email: '' };

/** "Asha Kulkarni" → first and last name of the sign-up payload. */
function splitName(name: string): { first_name: string; last_name: string } {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  return { first_name: first, last_name: rest.join(' ') };
}

/**
 * The login and sign-up flow (docs/decisions/storefront-screens.md, Login modal flow), wherever its
 * panels show: in the modal or on the /login and /registration pages. Holds the panel, what the
 * shopper typed into the sign-up panel, and the account creation that ends a sign-up.
 */
export function useLoginFlow(start: FlowState = initialFlow) {
  const [flow, send] = useReducer(flowReducer, start);
  const [signup, setSignup] = useState<SignupDetails>(noDetails);
  const [createUser] = useCreateUserMutation();
  const finishLogin = useFinishLogin();

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

  function reset() {
    send({ type: 'reset' });
    setSignup(noDetails);
  }

  return { flow, send, signup, setSignup, createAccount, reset };
}

export type LoginFlow = ReturnType<typeof useLoginFlow>;
