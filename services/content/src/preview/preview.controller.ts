import { Controller } from '@nestjs/common';
import { previewOperations as ops, type MessageOf, type PostPreview, type PreviewLink } from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { PreviewService } from './preview.service.js';

@Controller()
export class PreviewController {
  constructor(private readonly previews: PreviewService) {}

  @Handles(ops.createPostPreview)
  create({ id }: MessageOf<typeof ops.createPostPreview>): Promise<PreviewLink> {
    return this.previews.create(id);
  }

  @Handles(ops.getPostPreview)
  get({ token }: MessageOf<typeof ops.getPostPreview>): Promise<PostPreview> {
    return this.previews.get(token);
  }
}
