/**
 * AWS's on-demand prices the cost model (bench/cost.ts) bills with, as data: USD, the region the
 * product deploys to by default (ap-southeast-1, Singapore; ap-southeast-5, Malaysia, publishes
 * its own list), no free tier (a free tier is the account's, not a thousand employees'), and no
 * volume tier beyond the first (a thousand employees stay in it).
 *
 * Typed on 30 November 2026 by hand, with no network on the machine, from AWS's published price
 * pages as last read (the URLs below): check them against those pages before quoting a figure.
 * The SMS price to Malaysia is the least certain (carrier fees change it several times a year).
 */
export interface PriceList {
  region: string;
  /** When these prices were written down, and from what. */
  asOf: string;
  sources: readonly string[];
  lambda: {
    architecture: 'arm64';
    /** USD per GB-second of billed duration (Arm, first tier). */
    perGbSecond: number;
    perMillionRequests: number;
  };
  /** API Gateway HTTP API, USD per million requests (first 300 million a month). */
  httpApi: { perMillionRequests: number };
  /** DynamoDB on-demand, Standard table class, USD per million request units. */
  dynamodb: { perMillionReadUnits: number; perMillionWriteUnits: number };
  /** S3 Standard, USD per thousand requests. */
  s3: { perThousandWrites: number; perThousandReads: number };
  /** SES outbound e-mail, USD per thousand. */
  ses: { perThousandEmails: number };
  /** SNS / End User Messaging SMS to a Malaysian number, transactional, USD per message part. */
  sms: { country: 'MY'; perMessage: number };
}

export const AWS_PRICES: PriceList = {
  region: 'ap-southeast-1',
  asOf: '2026-11-30, typed from the published price pages without network (see bench/support/aws-prices.ts)',
  sources: [
    'https://aws.amazon.com/lambda/pricing/',
    'https://aws.amazon.com/api-gateway/pricing/',
    'https://aws.amazon.com/dynamodb/pricing/on-demand/',
    'https://aws.amazon.com/s3/pricing/',
    'https://aws.amazon.com/ses/pricing/',
    'https://aws.amazon.com/sns/sms-pricing/',
  ],
  lambda: { architecture: 'arm64', perGbSecond: 0.0000133334, perMillionRequests: 0.2 },
  httpApi: { perMillionRequests: 1.2 },
  // After DynamoDB's on-demand price cut of 1 November 2024 (half the earlier $1.4231 / $0.285).
  dynamodb: { perMillionReadUnits: 0.1425, perMillionWriteUnits: 0.7116 },
  s3: { perThousandWrites: 0.005, perThousandReads: 0.0004 },
  ses: { perThousandEmails: 0.1 },
  sms: { country: 'MY', perMessage: 0.0865 },
};
