/** The application's loading text and name (spec 001 §1). */
export const APP_NAME = '11+ Portal';
