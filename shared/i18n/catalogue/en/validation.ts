/**
 * What a refused field says, whatever refused it (a form's schema or the server's): the human
 * message of every zod issue (shared/registry/human-issues.ts), and the password rule as enforced.
 */
export const validation = {
  'validation.date': 'Enter the date as dd/MM/yyyy',
  'validation.chooseOne': 'Choose one of: {options}',
  'validation.number': 'Enter a number',
  'validation.wholeNumber': 'Enter a whole number',
  'validation.atLeast': 'Enter {minimum} or more',
  'validation.atMost': 'Enter {maximum} or less',
  'validation.moreThan': 'Enter more than {minimum}',
  'validation.lessThan': 'Enter less than {maximum}',
  'validation.decimals': 'Enter an amount with at most 2 decimals',
  'validation.tooShort': 'Enter at least {minimum} characters',
  'validation.tooLong': 'At most {maximum} characters',
  'validation.tooFew': 'Add at least {minimum}',
  'validation.tooMany': 'Add at most {maximum}',
  'validation.format': 'This is not in the expected form; please check it',
  'validation.yesOrNo': 'Choose yes or no',
  'validation.invalid': 'This value is not accepted; please check it',
  'validation.correctFields': 'Please correct and try again: {reasons}',
  // The same words as profile.requiredBang and common.invalidEmail: here so a Lambda's 400s need only this area.
  'validation.required': 'Required!',
  'validation.email': 'Not a valid e-mail address',
} as const;
