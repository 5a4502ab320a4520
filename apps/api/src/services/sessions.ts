/**
 * A member's own sessions (docs/api-contract.md "Sessions"): list the active ones,
 * revoke one, revoke all but the current one. A revoked session is refused on its next request
 * (plugins/auth.ts reads the session on every request).
 */
import type { MemberRow } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import type { Repositories } from '../repositories/index.js';

/** One row of the sessions list; times are ISO 8601 (UTC). */
export interface SessionView {
  id: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the request that asked. */
  current: boolean;
}

export class SessionsService {
  constructor(
    private readonly repos: Repositories,
    /** Sessions older than the token lifetime are over even when never revoked. */
    private readonly ttlSeconds: number,
  ) {}

  /** The member's active sessions, most recently seen first. */
  async list(member: MemberRow, currentSessionId: string): Promise<SessionView[]> {
    const rows = await this.repos.sessions.listActive(member.id, this.ttlSeconds);
    return rows.map((s) => ({
      id: s.id,
      userAgent: s.userAgent,
      ip: s.ip,
      createdAt: s.createdAt.toISOString(),
      lastSeenAt: s.lastSeenAt.toISOString(),
      current: s.id === currentSessionId,
    }));
  }

  /**
   * Revokes one of the member's sessions (the current one too: that is signing out here).
   * @throws 404 SESSION_NOT_FOUND for another member's, an unknown or an already revoked session
   */
  async revoke(member: MemberRow, sessionId: string): Promise<void> {
    if (!(await this.repos.sessions.revoke(member.id, sessionId)))
      throw new AppError(404, 'SESSION_NOT_FOUND', 'This session has already ended.');
  }

  /** Revokes every session of the member except the current one. @returns how many ended */
  async revokeOthers(member: MemberRow, currentSessionId: string): Promise<number> {
    return this.repos.sessions.revokeAll(member.id, currentSessionId);
  }
}
