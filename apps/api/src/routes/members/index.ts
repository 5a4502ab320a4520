/**
 * /api/members: the team of the signed-in member's client, and /api/invitations: the public
 * accept flow of an invitation link (docs/api-contract.md, "Members and invitations"). The team
 * routes are for owners and admins (routes/access.ts); services/members.ts adds the owner rules.
 * The invitation token travels in the body, never in the URL, so it stays out of access logs.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { requireMember } from '../../plugins/auth.js';
import { byIp } from '../../plugins/rate-limit.js';
import { requestMeta } from '../request-meta.js';
import {
  BodyErrors,
  Email,
  ErrorBody,
  LoginResponse,
  MemberRole,
  RequiredText,
} from '../schemas.js';
import { auditedByService } from '../../plugins/audit-trail.js';

const Member = Type.Object({
  id: Type.String({ format: 'uuid' }),
  fullName: Type.String(),
  email: Type.String(),
  role: MemberRole,
  joinedAt: Type.String({ format: 'date-time' }),
  lastActiveAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: "Latest request of any of the member's sessions; null before the first sign-in",
  }),
  you: Type.Boolean({ description: 'The member who asked' }),
});

const Invitation = Type.Object({
  id: Type.String({ format: 'uuid' }),
  email: Type.String(),
  role: MemberRole,
  invitedBy: Type.Union([Type.String(), Type.Null()], {
    description: 'E-mail of the member who sent it last; null once that member is removed',
  }),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  expired: Type.Boolean({ description: 'The link no longer works; re-send it for a new one' }),
});

const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const Token = RequiredText(512, 'The token of the invitation link (/invite/<token>)');
const security = [{ bearerAuth: [] }];

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/members',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: "List the members of the signed-in member's company, oldest first",
        security,
        response: { 200: Type.Object({ members: Type.Array(Member) }), 401: ErrorBody },
      },
    },
    async (req) => ({ members: await app.services.members.list(requireMember(req)) }),
  );

  app.patch(
    '/members/:id',
    {
      config: auditedByService('member.role_changed'),
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: "Change a member's role (only an owner may make or change an owner)",
        security,
        params: IdParams,
        body: Type.Object({ role: MemberRole }),
        response: {
          200: Member,
          ...BodyErrors,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) =>
      app.services.members.changeRole(
        requireMember(req),
        req.params.id,
        req.body.role,
        requestMeta(req),
      ),
  );

  app.delete(
    '/members/:id',
    {
      config: auditedByService('member.removed'),
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: 'Remove a member; their sessions end at once',
        security,
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Member removed' }),
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.members.remove(requireMember(req), req.params.id, requestMeta(req));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/members/invitations',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: 'List the pending invitations (expired ones included), oldest first',
        security,
        response: { 200: Type.Object({ invitations: Type.Array(Invitation) }), 401: ErrorBody },
      },
    },
    async (req) => ({
      invitations: await app.services.members.listInvitations(requireMember(req)),
    }),
  );

  app.post(
    '/members/invitations',
    {
      config: auditedByService('member.invited'),
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: 'Invite a person by e-mail with a role; the link is valid for 7 days, once',
        security,
        body: Type.Object({ email: Email, role: MemberRole }),
        response: {
          201: Invitation,
          ...BodyErrors,
          401: ErrorBody,
          403: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const invitation = await app.services.members.invite(
        requireMember(req),
        req.body,
        requestMeta(req),
      );
      return reply.status(201).send(invitation);
    },
  );

  app.post(
    '/members/invitations/:id/resend',
    {
      config: auditedByService('member.invited'),
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: 'Send a pending invitation again with a new link (the old one stops working)',
        security,
        params: IdParams,
        response: {
          200: Invitation,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req) => app.services.members.resend(requireMember(req), req.params.id, requestMeta(req)),
  );

  app.delete(
    '/members/invitations/:id',
    {
      config: auditedByService('member.invitation_revoked'),
      preHandler: app.authenticate,
      schema: {
        tags: ['members'],
        summary: 'Withdraw a pending invitation; its link stops working',
        security,
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Invitation withdrawn' }),
          400: ErrorBody,
          401: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      await app.services.members.revoke(requireMember(req), req.params.id, requestMeta(req));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/invitations/read',
    {
      preHandler: app.authRateLimit('invitation', { ip: byIp }),
      schema: {
        tags: ['members'],
        summary: 'What an invitation link offers: company, e-mail and role (no session needed)',
        body: Type.Object({ token: Token }),
        response: {
          200: Type.Object({
            companyName: Type.String(),
            email: Type.String(),
            role: MemberRole,
            expiresAt: Type.String({ format: 'date-time' }),
          }),
          ...BodyErrors,
          404: ErrorBody,
          410: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req) => app.services.members.preview(req.body.token),
  );

  app.post(
    '/invitations/accept',
    {
      config: auditedByService('member.joined'),
      preHandler: app.authRateLimit('invitation-accept', { ip: byIp }),
      schema: {
        tags: ['members'],
        summary: 'Accept an invitation: set your name and password; answers a signed-in session',
        body: Type.Object({
          token: Token,
          fullName: RequiredText(200),
          password: Type.String({
            minLength: 1,
            maxLength: 256,
            description:
              'At least 8 characters with lower, upper, digit and one of !@#$%^&*(),.?":{}|<>',
          }),
        }),
        response: {
          200: LoginResponse,
          ...BodyErrors,
          404: ErrorBody,
          409: ErrorBody,
          410: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req) => app.services.members.accept(req.body, requestMeta(req)),
  );
};

export default routes;
