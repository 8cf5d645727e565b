// @portal/ui-shared: the screens and building blocks learner-ui and admin-ui share.
// Named exports only; every component's props type is exported as `XxxProps`.

// ---- api ----------------------------------------------------------------------------------------
export {
  ANSWER_NOT_UNDERSTOOD,
  API_PREFIX,
  ApiError,
  REQUEST_TIMED_OUT,
  apiBlob,
  apiCall,
  apiFetch,
  errorMessage,
  failureMessage,
  isApiError,
  onUnauthorized,
  type AnswerSchema,
  type ApiFetchOptions,
} from './api/apiFetch';
export {
  changePasswordRequest,
  fetchCurrentUser,
  fetchProfile,
  forgotPasswordRequest,
  loginRequest,
  logoutRequest,
  registerRequestCall,
  resetPasswordRequest,
  SessionAnswer,
  updateProfileRequest,
  verifyResetTokenRequest,
} from './api/accountsApi';
export {
  PRIVACY_TIMEOUT_MS,
  RESTRICTION_REASON,
  fetchConsentStatus,
  fetchDataAccess,
  fetchProcessingActivities,
  postConsent,
  requestDataErasure,
  requestDataPortability,
  requestProcessingRestriction,
  type ConsentChoice,
} from './api/complianceApi';

// ---- auth ---------------------------------------------------------------------------------------
export { AuthProvider, type AuthProviderProps } from './auth/AuthProvider';
export { useAuth, useOptionalAuth } from './auth/useAuth';
export type { AuthContextValue, AuthState, AuthStatus } from './auth/authContext';
export { AuthModal, type AuthModalProps } from './auth/AuthModal';
export { AUTH_MODE_TITLES, type AuthMode } from './auth/authModes';
export { SignInForm, type SignInFormProps } from './auth/SignInForm';
export { RegisterWizard, type RegisterWizardProps } from './auth/RegisterWizard';
export { EmailVerificationGate, type EmailVerificationGateProps } from './auth/EmailVerificationGate';
export {
  EmailVerificationNotice,
  VERIFICATION_RESEND_FAILED,
  type EmailVerificationNoticeProps,
} from './auth/EmailVerificationNotice';
export { ForgotPasswordForm, type ForgotPasswordFormProps } from './auth/ForgotPasswordForm';
export { ResetPasswordPage, type ResetPasswordPageProps } from './auth/ResetPasswordPage';
export { resetTokenFromPath } from './auth/resetToken';
export { PasswordStrengthMeter, type PasswordStrengthMeterProps } from './auth/PasswordStrengthMeter';
export { NewPasswordFields, type NewPasswordFieldsProps } from './auth/NewPasswordFields';
export { GRADE_OPTIONS, REGISTER_STEPS, SIGN_UP_ROLES, gradeOptionValue } from './auth/registerForm';
export {
  CONNECTION_FAILED,
  FORGOT_PASSWORD_FAILED,
  LOGIN_MESSAGES,
  REGISTRATION_FAILED,
  RESET_PASSWORD_FAILED,
  SESSION_EXPIRED,
  isSessionExpiry,
  loginErrorMessage,
} from './auth/messages';
export { localDayKey, msUntilNextLocalMidnight } from './auth/midnight';
export { scheduleMidnightSignOut, type MidnightSignOut } from './auth/midnightSignOut';
export {
  createSessionHolds,
  expireWhenSessionFree,
  holdSessionExpiry,
  isSessionExpiryHeld,
  type SessionHolds,
} from './auth/sessionHold';
export { displayName, normaliseRole, normaliseSessionUser, type AuthUser } from './auth/sessionUser';

// ---- consent ------------------------------------------------------------------------------------
export {
  ConsentGate,
  PRIVACY_CHECK_FAILED,
  type ConsentGateProps,
  type ConsentGateUser,
} from './consent/ConsentGate';
export { ConsentForm, type ConsentFormMode, type ConsentFormProps } from './consent/ConsentForm';
export { ParentalConsentPending, type ParentalConsentPendingProps } from './consent/ParentalConsentPending';
export { COOKIE_BANNER_HEIGHT_VAR, CookieBanner, type CookieBannerProps } from './consent/CookieBanner';
export {
  COOKIE_CONSENT_STORAGE_KEY,
  DEFAULT_COOKIE_PREFERENCES,
  readCookieConsent,
  saveCookieConsent,
  type CookieConsentRecord,
  type CookiePreferences,
} from './consent/cookieConsentStorage';
export { CONSENT_SAVE_FAILED, OPTIONAL_CONSENTS, type ConsentFormValues } from './consent/consentChoices';
export { canSkipConsentCheck, clearConsentCheckFlags, markConsentChecked } from './consent/consentCheckFlag';

// ---- dialogs ------------------------------------------------------------------------------------
export { ConfirmDialog, type ConfirmChoiceProps, type ConfirmDialogProps } from './dialogs/ConfirmDialog';

// ---- feedback -----------------------------------------------------------------------------------
export { ToastProvider, type ToastProviderProps } from './feedback/ToastProvider';
export { useToast } from './feedback/useToast';
export {
  TOAST_TIMEOUT_MS,
  type ToastApi,
  type ToastOptions,
  type ToastSeverity,
} from './feedback/toastContext';
export { AccessDenied, ACCESS_DENIED_MESSAGE, type AccessDeniedProps } from './feedback/AccessDenied';
export { LoadingScreen, LOADING_MESSAGES, type LoadingScreenProps } from './feedback/LoadingScreen';
export { LoadingState, type LoadingStateProps } from './feedback/LoadingState';
export { LoadingRegion, type LoadingRegionProps } from './feedback/LoadingRegion';
export { ErrorState, type ErrorStateProps } from './feedback/ErrorState';
export { FailureAlert, type FailureAlertProps } from './feedback/FailureAlert';
export { IconBadge, type IconBadgeProps } from './feedback/IconBadge';
export { EmptyState, type EmptyStateProps } from './feedback/EmptyState';
export { QueryState, type QueryStateProps } from './feedback/QueryState';
export { RetryAlert, type RetryAlertProps } from './feedback/RetryAlert';

// ---- brand and forms ----------------------------------------------------------------------------
export { BrandMark, type BrandMarkProps } from './brand/BrandMark';
export { BrandLockup, type BrandLockupProps } from './brand/BrandLockup';
export { APP_NAME } from './brand/brand';
export { portalThemeOptions, type PortalThemeDifferences } from './theme/portalTheme';
export { PasswordField, type PasswordFieldProps } from './forms/PasswordField';
export { fieldErrorsOf, hasErrors, type FieldErrors } from './forms/fieldErrors';
export { useFieldErrors, type FieldErrorsState } from './forms/useFieldErrors';

// ---- layout -------------------------------------------------------------------------------------
export { PageHeader, type PageHeaderProps } from './layout/PageHeader';
export { CentredPage, type CentredPageProps } from './layout/CentredPage';
export { SpreadRow, type SpreadRowProps } from './layout/SpreadRow';
export { CARD_COLUMNS } from './layout/cardColumns';
export { PLAIN_LIST } from './layout/plainList';
export { TabPanel, tabA11yProps, type TabPanelProps } from './layout/TabPanel';
export { TabBar, type TabBarProps } from './layout/TabBar';

// ---- profile ------------------------------------------------------------------------------------
export { ProfileSettings, type ProfileSettingsProps, type ProfileTab } from './profile/ProfileSettings';
export { ProfileInformationForm, type ProfileInformationFormProps } from './profile/ProfileInformationForm';
export { ChangePasswordPanel } from './profile/ChangePasswordPanel';
export {
  PROFILE_MESSAGES,
  profileFormValues,
  profileUpdateInput,
  type ProfileFormValues,
} from './profile/profileForm';

// ---- privacy ------------------------------------------------------------------------------------
export { PrivacyPage, type PrivacyPageProps } from './privacy/PrivacyPage';
export { PRIVACY_TABS, type PrivacyTab } from './privacy/privacyTabs';
export { PrivacyOverviewPanel, type PrivacyOverviewPanelProps } from './privacy/PrivacyOverviewPanel';
export { MyDataPanel, type MyDataPanelProps } from './privacy/MyDataPanel';
export { ConsentSettingsPanel, type ConsentSettingsPanelProps } from './privacy/ConsentSettingsPanel';
export { ActivityLogPanel, type ActivityLogPanelProps } from './privacy/ActivityLogPanel';
export { MyRightsPanel, type MyRightsPanelProps } from './privacy/MyRightsPanel';
export { ExportDataCard, type ExportDataCardProps } from './privacy/ExportDataCard';
export { RestrictProcessingCard, type RestrictProcessingCardProps } from './privacy/RestrictProcessingCard';
export { DeleteAccountCard, EMAIL_MISMATCH, type DeleteAccountCardProps } from './privacy/DeleteAccountCard';
export { PrivacyRightsSummary, type PrivacyRightsSummaryProps } from './privacy/PrivacyRightsSummary';
export {
  ParentCanSeeNotice,
  PARENT_CAN_SEE_MESSAGE,
  type ParentCanSeeNoticeProps,
} from './privacy/ParentCanSeeNotice';
export {
  CONSENT_LABELS,
  DELETION_REDIRECT_MS,
  PRIVACY_MESSAGES,
  PROCESSING_ACTION_LABELS,
  formatDate,
  formatDateTime,
  processingActionLabel,
} from './privacy/privacyLabels';
export { downloadJson, exportFileName } from './privacy/downloadJson';
export { saveFile } from './files/saveFile';
export { FormTextField, type FormTextFieldProps } from './forms/FormTextField';
