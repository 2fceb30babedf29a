import { Controller } from '@nestjs/common';
import {
  previewOperations as ops,
  type MessageOf,
  type PostPreview,
  type PreviewLink,
  type PreviewLinkSummary,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { PreviewLinksService } from './preview-links.service.js';
import { PreviewService } from './preview.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

@Controller()
export class PreviewController {
  constructor(
    private readonly links: PreviewLinksService,
    private readonly previews: PreviewService,
  ) {}

  @Handles(ops.createPostPreview)
  create(command: Command<'createPostPreview'>): Promise<PreviewLink> {
    return this.links.create(command);
  }

  @Handles(ops.listPreviewLinks)
  list({ id }: Command<'listPreviewLinks'>): Promise<PreviewLinkSummary[]> {
    return this.links.list(id);
  }

  @Handles(ops.revokePreviewLink)
  revoke(command: Command<'revokePreviewLink'>): Promise<PreviewLinkSummary> {
    return this.links.revoke(command);
  }

  @Handles(ops.getPostPreview)
  get({ token }: Command<'getPostPreview'>): Promise<PostPreview> {
    return this.previews.get(token);
  }
}
