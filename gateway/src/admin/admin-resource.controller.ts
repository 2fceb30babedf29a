import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Inject, Param, Post, Put, UseGuards, type Type } from '@nestjs/common';
import { ByIdSchema, ok, type AdminDeleted, type Profile, type SuccessBody } from '@livefully/contracts';
import type { z } from 'zod';
import { AdminGuard } from '../auth/admin.guard.js';
import { CurrentUser } from '../auth/current-user.decorator.js';
import { parseRequest } from '../common/parse.js';
import { ServiceClients } from '../services/service-clients.js';
import { actorOf } from './admin-actor.js';

export interface AdminResource {
  /** The path under /api/admin/ and the controller's name: 'posts' → AdminPostsController. */
  path: string;
  /** The word in a 400's message: 'Invalid post'. */
  noun: string;
  /** The editor form's schema, also the content service's. */
  input: z.ZodType;
  patterns: { list: string; get: string; create: string; update: string; remove: string };
}

/**
 * The five admin routes of one kind of content, all behind AdminGuard (401 signed out, 403 not
 * an admin). Bodies are parsed with the editor's own schema (400 naming each field); each write
 * carries the verified user as the actor and a request id of its own, so a message that reaches
 * two replicas is written once. Admin answers are never cached.
 */
export function adminResourceController(resource: AdminResource): Type<unknown> {
  @Controller(`api/admin/${resource.path}`)
  @UseGuards(AdminGuard)
  class AdminResourceController {
    constructor(@Inject(ServiceClients) private readonly services: ServiceClients) {}

    @Get()
    async list(): Promise<SuccessBody<unknown[]>> {
      return ok(await this.services.send<unknown[]>('content', resource.patterns.list));
    }

    @Get(':id')
    async get(@Param('id') id: string): Promise<SuccessBody<unknown>> {
      return ok(await this.services.send('content', resource.patterns.get, parseRequest(ByIdSchema, { id }, 'id')));
    }

    @Post()
    async create(@CurrentUser() user: Profile, @Body() body: unknown): Promise<SuccessBody<unknown>> {
      const input = parseRequest(resource.input, body ?? {}, resource.noun);
      return ok(await this.services.send('content', resource.patterns.create, { actor: actorOf(user), input, requestId: randomUUID() }));
    }

    @Put(':id')
    async update(@CurrentUser() user: Profile, @Param('id') id: string, @Body() body: unknown): Promise<SuccessBody<unknown>> {
      const { id: valid } = parseRequest(ByIdSchema, { id }, 'id');
      const input = parseRequest(resource.input, body ?? {}, resource.noun);
      return ok(
        await this.services.send('content', resource.patterns.update, { actor: actorOf(user), id: valid, input, requestId: randomUUID() }),
      );
    }

    @Delete(':id')
    async remove(@CurrentUser() user: Profile, @Param('id') id: string): Promise<SuccessBody<AdminDeleted>> {
      const { id: valid } = parseRequest(ByIdSchema, { id }, 'id');
      return ok(
        await this.services.send<AdminDeleted>('content', resource.patterns.remove, {
          actor: actorOf(user),
          id: valid,
          requestId: randomUUID(),
        }),
      );
    }
  }
  const name = `Admin${resource.path[0]!.toUpperCase()}${resource.path.slice(1)}Controller`;
  Object.defineProperty(AdminResourceController, 'name', { value: name });
  return AdminResourceController;
}
