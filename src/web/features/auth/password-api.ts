import type { ForgotPasswordResponse, ResetPasswordResponse } from '@shared/contract/password';
import type { ForgotPasswordInput, ResetPasswordInput } from '@shared/schemas/password';
import { api } from '@web/lib/api';

export const requestPasswordLink = (input: ForgotPasswordInput) =>
  api<ForgotPasswordResponse>('/api/password/forgot', { method: 'POST', json: input });

/** Sets the password from an emailed link; the account is then signed in on this device. */
export const setPasswordFromLink = (input: ResetPasswordInput) =>
  api<ResetPasswordResponse>('/api/password/reset', { method: 'POST', json: input });
