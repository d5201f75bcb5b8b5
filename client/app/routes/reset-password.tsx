import { ResetPasswordView } from '@/features/auth/components/reset-password-view';

export default ResetPasswordView;
