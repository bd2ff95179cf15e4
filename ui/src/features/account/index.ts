export { ChangePasswordModal } from './ChangePasswordModal';
export { ForgotPasswordPage, ProfilePage, SignUpPage } from './AccountPages';
