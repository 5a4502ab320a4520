/**
 * Two-factor sign-in with TOTP (RFC 6238; otplib) for a member: enrolment with a QR
 * code (qrcode) and a confirming code, 10 single-use recovery codes shown once and stored hashed,
 * code checks for the sign-in step, and switching off with the password and a code.
 *
 * Codes are 6 digits every 30 s (what every authenticator app shows); one step of clock drift either
 * way is accepted, and a code is accepted once (the step is recorded).
 */
import { randomBytes } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { AppError } from '../lib/errors.js';
import { verifyPassword } from '../lib/password.js';
import type { Repositories } from '../repositories/index.js';
import type { AuditService, RequestMeta } from './audit.js';
import { applyCredentialChange } from './credential-changes.js';
import type { SecurityNotices } from './security-notices.js';

/** Issuer shown by authenticator apps next to the account. */
export const TOTP_ISSUER = 'Pulse';
/** Number of recovery codes issued at enrolment. */
export const RECOVERY_CODE_COUNT = 10;
/** Seconds of clock drift accepted either way (one 30-second step). */
const DRIFT_SECONDS = 30;

export const INVALID_CODE_MESSAGE = 'That code is not valid. Enter the current code from your app.';

/** The member whose 2FA is managed. */
export interface MemberRef {
  id: string;
  tenantId: string;
  email: string;
  fullName: string;
  passwordHash: string;
  /** The session of the request, kept when switching 2FA on ends the others. */
  sessionId?: string | undefined;
}

export interface TwoFactorStatus {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
}

export interface Enrolment {
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
  /** `otpauth://totp/...` URI the QR code encodes. */
  otpauthUrl: string;
  /** The QR code of `otpauthUrl` as a PNG data URL (`data:image/png;base64,...`). */
  qrCode: string;
}

/** How a sign-in code was accepted. */
export type CodeKind = 'totp' | 'recovery_code';

export const invalidCode = () => new AppError(400, 'INVALID_TWO_FACTOR_CODE', INVALID_CODE_MESSAGE);
const alreadyOn = () =>
  new AppError(409, 'TWO_FACTOR_ALREADY_ENABLED', 'Two-factor authentication is already on.');
const wrongPassword = () => new AppError(400, 'INVALID_PASSWORD', 'Password is incorrect.');
const notOn = () =>
  new AppError(409, 'TWO_FACTOR_NOT_ENABLED', 'Two-factor authentication is not on.');

/** A recovery code: 10 random base32 characters shown as `xxxxx-xxxxx` (50 bits). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  const chars = Array.from(bytes, (b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** True when the text has the shape of a TOTP code (6 digits, spaces allowed). */
export function looksLikeTotp(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

export class TwoFactorService {
  constructor(
    private readonly repos: Repositories,
    private readonly audit: AuditService,
    private readonly notices: SecurityNotices,
  ) {}

  /** Whether the member has 2FA on, since when, and how many recovery codes are left. */
  async status(memberId: string): Promise<TwoFactorStatus> {
    const state = await this.repos.twoFactor.get(memberId);
    const enabled = !!state?.enabledAt;
    return {
      enabled,
      enabledAt: state?.enabledAt ? state.enabledAt.toISOString() : null,
      recoveryCodesLeft: enabled ? await this.repos.twoFactor.recoveryCodesLeft(memberId) : 0,
    };
  }

  /** True when the member must pass the code step to sign in. */
  isEnabled(memberId: string): Promise<boolean> {
    return this.repos.twoFactor.isEnabled(memberId);
  }

  /**
   * Starts enrolment with a fresh secret (replacing an unconfirmed one).
   * @throws 409 TWO_FACTOR_ALREADY_ENABLED
   */
  async startEnrolment(member: MemberRef): Promise<Enrolment> {
    const secret = generateSecret();
    if (!(await this.repos.twoFactor.savePending(member.id, member.tenantId, secret)))
      throw alreadyOn();
    const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: member.email, secret });
    const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 200 });
    return { secret, otpauthUrl, qrCode };
  }

  /**
   * Confirms enrolment with the member's password and a code of the new secret, and switches 2FA
   * on; the member's other sessions end. The password is
   * asked like for switching it off: an unattended session must not be able to tie the account to
   * someone else's authenticator (docs/api-contract.md, "Two-factor sign-in").
   * @returns the recovery codes, in plain text for the only time
   * @throws 409 TWO_FACTOR_ALREADY_ENABLED, 409 TWO_FACTOR_NOT_STARTED, 400 INVALID_PASSWORD,
   *   400 INVALID_TWO_FACTOR_CODE
   */
  async confirmEnrolment(
    member: MemberRef,
    password: string,
    code: string,
    meta: RequestMeta,
  ): Promise<string[]> {
    const state = await this.repos.twoFactor.get(member.id);
    if (state?.enabledAt) throw alreadyOn();
    if (!state)
      throw new AppError(
        409,
        'TWO_FACTOR_NOT_STARTED',
        'Start the set-up again: there is no set-up waiting for a code.',
      );
    // Checked before the code, so a wrong password does not use up the code's time step.
    if (!(await verifyPassword(password, member.passwordHash))) throw wrongPassword();
    if (!(await this.acceptTotp(member.id, state.secret, state.lastUsedStep, code)))
      throw invalidCode();
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    if (!(await this.repos.twoFactor.enable(member.id, codes))) throw alreadyOn();
    await this.repos.transaction((tx) =>
      applyCredentialChange(this.repos, tx, 'two_factor_on', {
        memberId: member.id,
        tenantId: member.tenantId,
        currentSessionId: member.sessionId,
      }),
    );
    await this.audit.record({
      tenantId: member.tenantId,
      actorMemberId: member.id,
      actorEmail: member.email,
      action: 'two_factor.enabled',
      target: member.email,
      ...meta,
    });
    await this.notices.notify([member], { kind: 'two_factor_enabled' }, member, meta);
    return codes;
  }

  /**
   * Switches 2FA off after checking the password and a code (an app code or a recovery code).
   * @throws 409 TWO_FACTOR_NOT_ENABLED, 400 INVALID_PASSWORD, 400 INVALID_TWO_FACTOR_CODE
   */
  async disable(
    member: MemberRef,
    password: string,
    code: string,
    meta: RequestMeta,
  ): Promise<void> {
    if (!(await this.repos.twoFactor.isEnabled(member.id))) throw notOn();
    if (!(await verifyPassword(password, member.passwordHash))) throw wrongPassword();
    const kind = await this.checkCode(member.id, code);
    if (!kind) throw invalidCode();
    await this.repos.twoFactor.disable(member.id);
    await this.repos.transaction((tx) =>
      applyCredentialChange(this.repos, tx, 'two_factor_off', {
        memberId: member.id,
        tenantId: member.tenantId,
        currentSessionId: member.sessionId,
      }),
    );
    await this.audit.record({
      tenantId: member.tenantId,
      actorMemberId: member.id,
      actorEmail: member.email,
      action: 'two_factor.disabled',
      target: member.email,
      detail: { with: kind },
      ...meta,
    });
    await this.notices.notify([member], { kind: 'two_factor_disabled' }, member, meta);
  }

  /**
   * Checks a sign-in code: six digits are an app code, anything else a recovery code. Either is
   * used up when accepted.
   * @returns how it was accepted, or undefined for a wrong, used or expired code
   */
  async checkCode(memberId: string, code: string): Promise<CodeKind | undefined> {
    const state = await this.repos.twoFactor.get(memberId);
    if (!state?.enabledAt) return undefined;
    if (looksLikeTotp(code))
      return (await this.acceptTotp(memberId, state.secret, state.lastUsedStep, code))
        ? 'totp'
        : undefined;
    return (await this.repos.twoFactor.useRecoveryCode(memberId, code))
      ? 'recovery_code'
      : undefined;
  }

  /** Number of unused recovery codes (after one was used at sign-in). */
  recoveryCodesLeft(memberId: string): Promise<number> {
    return this.repos.twoFactor.recoveryCodesLeft(memberId);
  }

  /** Verifies a TOTP code and claims its time step, so the same code cannot be used twice. */
  private async acceptTotp(
    memberId: string,
    secret: string,
    lastUsedStep: number | null,
    code: string,
  ): Promise<boolean> {
    const token = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const result = await verify({
      secret,
      token,
      epochTolerance: DRIFT_SECONDS,
      ...(lastUsedStep !== null ? { afterTimeStep: lastUsedStep } : {}),
    });
    // The TOTP strategy (the default) always reports the step it matched.
    if (!result.valid || !('timeStep' in result)) return false;
    return this.repos.twoFactor.claimStep(memberId, result.timeStep);
  }
}
