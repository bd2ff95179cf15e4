export { ChangePasswordModal } from './ChangePasswordModal';
export { ForgotPasswordPage, InvoicePage, ProfilePage, SignUpPage } from './AccountPages';
