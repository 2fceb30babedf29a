import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AdminCreateSchema,
  AdminDeleteSchema,
  AdminUpdateSchema,
  ByIdSchema,
  CONTENT_ADMIN_PATTERNS,
  GuideInputSchema,
  type AdminDeleted,
  type AdminGuide,
  type ById,
} from '@livefully/contracts';
import { ZodMessagePipe } from '@livefully/service-kit';
import type { z } from 'zod';
import { AdminGuidesService } from './admin-guides.service.js';

const CreateGuideSchema = AdminCreateSchema(GuideInputSchema);
const UpdateGuideSchema = AdminUpdateSchema(GuideInputSchema);

@Controller()
export class AdminGuidesController {
  constructor(private readonly guides: AdminGuidesService) {}

  @MessagePattern(CONTENT_ADMIN_PATTERNS.listGuides)
  list(): Promise<AdminGuide[]> {
    return this.guides.list();
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.getGuide)
  get(@Payload(new ZodMessagePipe(ByIdSchema)) { id }: ById): Promise<AdminGuide> {
    return this.guides.get(id);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.createGuide)
  create(@Payload(new ZodMessagePipe(CreateGuideSchema)) command: z.infer<typeof CreateGuideSchema>): Promise<AdminGuide> {
    return this.guides.create(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.updateGuide)
  update(@Payload(new ZodMessagePipe(UpdateGuideSchema)) command: z.infer<typeof UpdateGuideSchema>): Promise<AdminGuide> {
    return this.guides.update(command);
  }

  @MessagePattern(CONTENT_ADMIN_PATTERNS.deleteGuide)
  remove(@Payload(new ZodMessagePipe(AdminDeleteSchema)) command: z.infer<typeof AdminDeleteSchema>): Promise<AdminDeleted> {
    return this.guides.remove(command);
  }
}
