import { Controller } from '@nestjs/common';
import {
  contentRevisionOperations as ops,
  type AdminCategory,
  type AdminGuide,
  type AdminPost,
  type AdminTopic,
  type MessageOf,
  type RestoredRevision,
  type Revision,
  type RevisionList,
  type RevisionSummary,
} from '@livefully/contracts';
import { Handles } from '@livefully/service-kit';
import { RevisionsService } from './revisions.service.js';

type Command<K extends keyof typeof ops> = MessageOf<(typeof ops)[K]>;

/** The four kinds' history calls; each message names its kind, so one service answers them all. */
@Controller()
export class RevisionsController {
  constructor(private readonly revisions: RevisionsService) {}

  @Handles(ops.listPostRevisions)
  listPost(message: Command<'listPostRevisions'>): Promise<RevisionList> {
    return this.revisions.list(message);
  }

  @Handles(ops.getPostRevision)
  getPost(message: Command<'getPostRevision'>): Promise<Revision> {
    return this.revisions.get(message);
  }

  @Handles(ops.restorePostRevision)
  restorePost(message: Command<'restorePostRevision'>): Promise<RestoredRevision<AdminPost>> {
    return this.revisions.restore(message) as Promise<RestoredRevision<AdminPost>>;
  }

  @Handles(ops.getPostAutosave)
  getPostAutosave(message: Command<'getPostAutosave'>): Promise<Revision | null> {
    return this.revisions.getAutosave(message);
  }

  @Handles(ops.autosavePost)
  autosavePost(message: Command<'autosavePost'>): Promise<RevisionSummary> {
    return this.revisions.autosave(message);
  }
  @Handles(ops.listGuideRevisions)
  listGuide(message: Command<'listGuideRevisions'>): Promise<RevisionList> {
    return this.revisions.list(message);
  }

  @Handles(ops.getGuideRevision)
  getGuide(message: Command<'getGuideRevision'>): Promise<Revision> {
    return this.revisions.get(message);
  }

  @Handles(ops.restoreGuideRevision)
  restoreGuide(message: Command<'restoreGuideRevision'>): Promise<RestoredRevision<AdminGuide>> {
    return this.revisions.restore(message) as Promise<RestoredRevision<AdminGuide>>;
  }

  @Handles(ops.getGuideAutosave)
  getGuideAutosave(message: Command<'getGuideAutosave'>): Promise<Revision | null> {
    return this.revisions.getAutosave(message);
  }

  @Handles(ops.autosaveGuide)
  autosaveGuide(message: Command<'autosaveGuide'>): Promise<RevisionSummary> {
    return this.revisions.autosave(message);
  }
  @Handles(ops.listTopicRevisions)
  listTopic(message: Command<'listTopicRevisions'>): Promise<RevisionList> {
    return this.revisions.list(message);
  }

  @Handles(ops.getTopicRevision)
  getTopic(message: Command<'getTopicRevision'>): Promise<Revision> {
    return this.revisions.get(message);
  }

  @Handles(ops.restoreTopicRevision)
  restoreTopic(message: Command<'restoreTopicRevision'>): Promise<RestoredRevision<AdminTopic>> {
    return this.revisions.restore(message) as Promise<RestoredRevision<AdminTopic>>;
  }

  @Handles(ops.getTopicAutosave)
  getTopicAutosave(message: Command<'getTopicAutosave'>): Promise<Revision | null> {
    return this.revisions.getAutosave(message);
  }

  @Handles(ops.autosaveTopic)
  autosaveTopic(message: Command<'autosaveTopic'>): Promise<RevisionSummary> {
    return this.revisions.autosave(message);
  }
  @Handles(ops.listCategoryRevisions)
  listCategory(message: Command<'listCategoryRevisions'>): Promise<RevisionList> {
    return this.revisions.list(message);
  }

  @Handles(ops.getCategoryRevision)
  getCategory(message: Command<'getCategoryRevision'>): Promise<Revision> {
    return this.revisions.get(message);
  }

  @Handles(ops.restoreCategoryRevision)
  restoreCategory(message: Command<'restoreCategoryRevision'>): Promise<RestoredRevision<AdminCategory>> {
    return this.revisions.restore(message) as Promise<RestoredRevision<AdminCategory>>;
  }

  @Handles(ops.getCategoryAutosave)
  getCategoryAutosave(message: Command<'getCategoryAutosave'>): Promise<Revision | null> {
    return this.revisions.getAutosave(message);
  }

  @Handles(ops.autosaveCategory)
  autosaveCategory(message: Command<'autosaveCategory'>): Promise<RevisionSummary> {
    return this.revisions.autosave(message);
  }
}
