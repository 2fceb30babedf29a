import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminCreateSchema,
  AdminDeleteSchema,
  AdminUpdateSchema,
  ByIdSchema,
  CONTENT_ADMIN_PATTERNS,
  TopicInputSchema,
  type AdminDeleted,
  type AdminTopic,
  type ById,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import type { z } from 'zod';
import { AdminTopicsService } from './admin-topics.service.js';

const CreateTopicSchema = AdminCreateSchema(TopicInputSchema);
const UpdateTopicSchema = AdminUpdateSchema(TopicInputSchema);

@Controller()
export class AdminTopicsController {
  constructor(private readonly topics: AdminTopicsService) {}

  @MessagePattern(CONTENT_ADMIN_PATTERNS.listTopics)
  list(): Promise<AdminTopic[]> {
    return this.topics.list();
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.getTopic)
  get(@Payload(new ZodMessagePipe(ByIdSchema)) { id }: ById): Promise<AdminTopic> {
    return this.topics.get(id);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.createTopic)
  create(@Payload(new ZodMessagePipe(CreateTopicSchema)) command: z.infer<typeof CreateTopicSchema>): Promise<AdminTopic> {
    return this.topics.create(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.updateTopic)
  update(@Payload(new ZodMessagePipe(UpdateTopicSchema)) command: z.infer<typeof UpdateTopicSchema>): Promise<AdminTopic> {
    return this.topics.update(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.deleteTopic)
  remove(@Payload(new ZodMessagePipe(AdminDeleteSchema)) command: z.infer<typeof AdminDeleteSchema>): Promise<AdminDeleted> {
    return this.topics.remove(command);
  }
}
