import { SITE_NAME } from '../../../common/constants';
import type { HealthResponse, PublicConfig, ServerTime } from '../../../common/schemas/meta';
import type { AppConfig } from '../../config';

/** The health answer: the database answered, and which kind it is. */
export function presentHealth(database: 'pglite' | 'postgres'): HealthResponse {
  return { status: 'ok', database };
}

/** What the client may know of the configuration: never a secret (the reCAPTCHA site key only when it is used). */
export function presentPublicConfig(config: AppConfig): PublicConfig {
  const { captcha, publicUrl, contactEmail } = config;
  return {
    siteName: SITE_NAME,
    publicUrl,
    contactEmail,
    captchaProvider: captcha.provider,
    ...(captcha.provider === 'recaptcha' ? { recaptchaSiteKey: captcha.recaptchaSiteKey } : {}),
  };
}

/** The server's clock, in milliseconds. */
export function presentServerTime(now: number): ServerTime {
  return { timestamp: now };
}
