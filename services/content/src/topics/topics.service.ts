import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { ErrorCode, type PostsResponse, type Topic as TopicDto } from '@livefully/contracts';
import { rpcError } from '@livefully/service-kit';
import type { Repository } from 'typeorm';
import { PostsService } from '../posts/posts.service.js';
import { toTopic } from './topic.mapper.js';
import { withImageFocal } from '../media/image-focal.js';
import { Topic } from './topic.entity.js';

@Injectable()
export class TopicsService {
  constructor(
    @InjectRepository(Topic) private readonly topics: Repository<Topic>,
    private readonly posts: PostsService,
  ) {}

  async list(): Promise<TopicDto[]> {
    return this.withCounts(await this.topics.find({ order: { name: 'ASC' } }));
  }

  async getBySlug(slug: string): Promise<TopicDto> {
    const [topic] = await this.withCounts([await this.require(slug)]);
    return topic!;
  }

  async postsOf(slug: string): Promise<PostsResponse> {
    const topic = await this.require(slug);
    return { posts: await this.posts.listWithTopic(topic.id) };
  }

  /** The topics of a visible post; a draft's topics are as hidden as the draft. */
  async ofPost(postId: string): Promise<TopicDto[]> {
    await this.posts.requirePublic(postId);
    const topics = await this.topics
      .createQueryBuilder('topic')
      .innerJoin('topic.posts', 'post', 'post.id = :postId', { postId })
      .orderBy('topic.name', 'ASC')
      .getMany();
    return this.withCounts(topics);
  }

  private async require(slug: string): Promise<Topic> {
    const topic = await this.topics.findOneBy({ slug });
    if (!topic) throw rpcError(ErrorCode.TopicNotFound, 'Topic not found');
    return topic;
  }

  /** Article counts of many topics in one grouped query: visible posts only. */
  private async withCounts(topics: Topic[]): Promise<TopicDto[]> {
    const counts = await this.posts.countByTopic(topics.map((topic) => topic.id));
    // A topic has no image of its own; its chosen share image is cut around its focal point.
    return withImageFocal(
      this.topics.manager,
      topics.map((topic) => toTopic(topic, counts.get(topic.id) ?? 0)),
    );
  }
}
