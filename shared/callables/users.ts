import { z } from 'zod';
import { defineCallable } from '../registry/define';
import { ADMIN_ROLES, ROLES } from '../registry/roles';
import { RoleSchema, StrongPasswordSchema, UserSchema } from '../domain/user';
import { OrgIdSchema } from '../domain/organisation';
import { PageInput, pageOf, OkOutput } from './common';

export const getCurrentUser = defineCallable({
  name: 'users-getCurrentUser',
  summary: "The signed-in caller's own user record; refused (403 ACCOUNT_LOCKED) for a suspended or locked account.",
  input: z.object({}),
  output: UserSchema,
  roles: ROLES,
  terms: false,
  example: {},
});

export const changeUserPassword = defineCallable({
  name: 'users-changeUserPassword',
  summary: "Set the caller's new password (the browser has just re-authenticated with the old one).",
  input: z.object({ newUserPassword: StrongPasswordSchema }),
  output: OkOutput,
  roles: ROLES,
  terms: false,
  example: { newUserPassword: 'N3w-Passw0rd!' },
});

export const listRoles = defineCallable({
  name: 'users-listRoles',
  summary: 'The roles an administrator may give a user.',
  input: z.object({}),
  output: z.object({ roles: z.array(RoleSchema) }),
  roles: ADMIN_ROLES,
  terms: false,
  example: {},
});

export const getUsers = defineCallable({
  name: 'users-getUsers',
  summary: 'Users of every organisation, or of one (orgId / tenantId).',
  input: z.object({ orgId: OrgIdSchema.optional(), tenantId: OrgIdSchema.optional(), ...PageInput }),
  output: pageOf(UserSchema),
  roles: ADMIN_ROLES,
  terms: false,
  example: { tenantId: 'demo' },
});

export const getUser = defineCallable({
  name: 'users-getUser',
  summary: 'One user by tenant id (empty for an administrator) and user id.',
  input: z.object({ tenantId: z.union([OrgIdSchema, z.literal('')]).nullable(), userId: z.string().trim().min(1).max(128) }),
  output: UserSchema,
  roles: ADMIN_ROLES,
  terms: false,
  example: { tenantId: 'demo', userId: '00000000-0000-0000-0000-000000000000' },
});
