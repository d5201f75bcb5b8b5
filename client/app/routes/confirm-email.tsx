import { ConfirmEmailView } from '@/features/auth/components/confirm-email-view';

export default ConfirmEmailView;
