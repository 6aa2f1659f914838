/** The test-mode codes the e2e server starts with (globalSetup) and the journeys type. */

/** `YB_TEST_CAPTCHA`: every image captcha (4 digits). */
export const TEST_CAPTCHA = '1234';
/** `YB_TEST_SMS_CODE`: every phone code (6 digits). */
export const TEST_SMS_CODE = '135790';
