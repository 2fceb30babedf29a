import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { contentFeedOperations, SEARCH_INDEX_EVENTS, SearchIndexChangedSchema, type ContentChanged } from '@livefully/contracts';
import { parseMessage, type Logger } from '@livefully/service-kit';
import { GATEWAY_LOGGER } from '../common/tokens.js';
import { CacheInvalidation } from './cache-invalidation.js';
import { changeTags, SEARCH_INDEX_TAGS } from './cache-tags.js';

/**
 * Where the gateway hears the changes that make public answers old: over Redis every replica
 * subscribes itself; over TCP the content and search services send to GATEWAY_EVENTS_PORT.
 */
@Controller()
export class CacheEventsController {
  constructor(
    private readonly invalidation: CacheInvalidation,
    @Inject(GATEWAY_LOGGER) private readonly logger: Logger,
  ) {}

  @EventPattern(contentFeedOperations.contentChanged.pattern)
  async contentChanged(@Payload() message: unknown): Promise<void> {
    const change = this.parse<ContentChanged>(() => parseMessage(contentFeedOperations.contentChanged.message, message));
    if (!change) return;
    await this.invalidation.publish({ tags: changeTags(change), reason: { source: 'content', ...pick(change) } });
  }

  @EventPattern(SEARCH_INDEX_EVENTS.changed)
  async searchIndexChanged(@Payload() message: unknown): Promise<void> {
    if (!this.parse(() => parseMessage(SearchIndexChangedSchema, message))) return;
    await this.invalidation.publish({ tags: SEARCH_INDEX_TAGS, reason: { source: 'search-index' } });
  }

  private parse<T>(read: () => T): T | undefined {
    try {
      return read();
    } catch {
      this.logger.warn('change event with a bad payload ignored');
      return undefined;
    }
  }
}

const pick = ({ kind, id, action }: ContentChanged) => ({ kind, id, action });
