/** Words every page uses: field checks, buttons, loading and failure, the language choice. */
export const common = {
  'common.required': '*Required',
  'common.invalidEmail': 'Not a valid e-mail address',
  'common.retry': 'Retry',
  'common.tryAgain': 'Please try again.',
  'common.loading': 'Loading',
  'common.cancel': 'Cancel',
  'common.accept': 'Accept',
  'common.submit': 'Submit',
  'common.save': 'Save',
  'common.close': 'Close',
  'common.dismiss': 'Dismiss',
  'common.back': 'Back',
  'common.next': 'Next',
  'common.language': 'Language',
  'common.somethingWentWrong': 'Something went wrong. Please try again.',
  'common.offline':
    'You are offline. What you see may be out of date; the page tries again when the connection returns.',
  'common.pageNotLoaded': 'This page could not be loaded',
} as const;
