import { AppError } from '../../shared/registry/errors';

/** The 429 of a used-up share: says what to do, and (in `retryAfterSeconds`) when. */
export class TooManyRequests extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    from: 'organisation' | 'account' = 'organisation',
  ) {
    super(
      'TOO_MANY_REQUESTS',
      `Too many requests from your ${from} right now. Please wait ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'} and try again.`,
    );
    this.name = 'TooManyRequests';
  }
}
