export { ChangePasswordModal } from './ChangePasswordModal';
export { ProfilePage, SignUpPage } from './AccountPages';
export { ForgotPasswordPage, ResetPasswordPage } from './PasswordResetPages';
