import { PutObjectCommand } from '@aws-sdk/client-s3';
import { uploadCacheControl } from '../../shared/domain/files/uploads';
import type { Wallet, WalletRecord } from '../../shared/domain/benefits/wallet';
import { rmToSen } from '../../shared/domain/money/money';
import { s3Client } from '../../lambdas/core/clients/s3';
import { env } from '../../lambdas/core/env';
import { uploadPrefix } from '../../lambdas/core/uploads';
import { putIfAbsent } from '../../lambdas/data/table/org-items';
import { toWalletItem } from '../../lambdas/data/benefits/wallets';
import { badgePng } from '../png';

/** Fixed ids, so a second run finds what the first wrote. */
export const DEMO_WALLET_IDS = {
  tng: '01JDEMO0WALLET00000000TNG0',
  boost: '01JDEMO0WALLET0000000BOOST',
  grab: '01JDEMO0WALLET00000000GRAB',
  shopee: '01JDEMO0WALLET00000SHOPEE',
} as const;

/** The e-wallets the demo organisations offer their employees (the Active ones). */
export const DEMO_OFFERED_WALLETS = [DEMO_WALLET_IDS.tng, DEMO_WALLET_IDS.boost, DEMO_WALLET_IDS.grab];

interface DemoWallet {
  id: string;
  name: string;
  status: Wallet['status'];
  supportLink: string;
  minimumAmount: number;
  file: string;
  /** The badge: background, initials' colour, initials. */
  badge: [string, string, string];
}

const WALLETS: DemoWallet[] = [
  {
    id: DEMO_WALLET_IDS.tng,
    name: "Touch 'n Go eWallet",
    status: 'Active',
    supportLink: 'https://www.touchngo.com.my/contact-us',
    minimumAmount: 10,
    file: 'tng.png',
    badge: ['#0055A5', '#FFD200', 'TNG'],
  },
  {
    id: DEMO_WALLET_IDS.boost,
    name: 'Boost',
    status: 'Active',
    supportLink: 'https://www.myboost.com.my/support',
    minimumAmount: 10,
    file: 'boost.png',
    badge: ['#EE2E24', '#FFFFFF', 'B'],
  },
  {
    id: DEMO_WALLET_IDS.grab,
    name: 'GrabPay',
    status: 'Active',
    supportLink: 'https://help.grab.com/passenger/en-my',
    minimumAmount: 5,
    file: 'grabpay.png',
    badge: ['#00B14F', '#FFFFFF', 'GP'],
  },
  {
    id: DEMO_WALLET_IDS.shopee,
    name: 'ShopeePay',
    status: 'InActive',
    supportLink: 'https://help.shopee.com.my',
    minimumAmount: 1,
    file: 'shopeepay.png',
    badge: ['#EE4D2D', '#FFFFFF', 'SP'],
  },
];

/**
 * The demo e-wallets (one InActive), each with a logo uploaded to the local uploads bucket, so
 * logos take the same path as an administrator's upload (a key, shown through a presigned GET).
 * Only adds what is missing; the logo is written again each run (same key, same bytes).
 */
export async function seedWallets(now: number): Promise<void> {
  for (const w of WALLETS) {
    const key = `${uploadPrefix('walletLogo')}demo/${w.file}`;
    await (
      await s3Client()
    ).send(
      new PutObjectCommand({
        Bucket: env.uploadsBucket,
        Key: key,
        Body: badgePng(...w.badge),
        ContentType: 'image/png',
        CacheControl: uploadCacheControl('walletLogo'),
      }),
    );
    const wallet: WalletRecord = {
      id: w.id,
      name: w.name,
      status: w.status,
      supportLink: w.supportLink,
      minimumAmountSen: rmToSen(w.minimumAmount),
      logo: { key, fileName: w.file },
      createdBy: 'Platform Admin',
      createdAt: now,
      modifiedBy: 'Platform Admin',
      modifiedAt: now,
    };
    await putIfAbsent(toWalletItem(wallet));
  }
}
