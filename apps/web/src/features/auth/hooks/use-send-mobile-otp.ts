import { useState } from 'react';
import { getSessionId } from '@/lib/storage';
import { refusedOtpChallenge, useOtpChallenge } from '@/store/otp-challenge-api';
import { useSendMobileOtpMutation } from '../api/auth-api';

/**
 * Sends the mobile OTP with a solved proof of work (docs/decisions/auth-and-sessions.md, OTP
 * rules): `prepare` starts solving one as a panel opens, and `send` waits for it if it is not ready
 * yet. One the server refuses for itself is replaced by a new one, once, unseen. `send` answers the
 * envelope, or throws the call's failure, as the mutation does.
 */
export function useSendMobileOtp() {
  const [sendOtp, { isLoading }] = useSendMobileOtpMutation();
  const challenge = useOtpChallenge();
  const [solving, setSolving] = useState(false);

  async function attempt(mobile: string) {
    setSolving(true);
    let altcha: string;
    try {
      altcha = await challenge.take();
    } finally {
      setSolving(false);
    }
    return sendOtp({ mobile, sessionId: getSessionId(), altcha }).unwrap();
  }

  async function send(mobile: string) {
    try {
      return await attempt(mobile);
    } catch (failure) {
      if (!refusedOtpChallenge(failure)) throw failure;
      return attempt(mobile);
    }
  }

  return { send, prepare: challenge.prepare, isLoading: isLoading || solving };
}
